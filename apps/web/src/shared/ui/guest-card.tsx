import type { ReactNode } from 'react';

/**
 * The card guest pages (login, errors) show inside the guest layout. Plain CSS (shared/guest):
 * the login screens carry no MUI; the MUI pages (access denied, not found) put MUI inside it.
 */
export function GuestCard({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="kg-card">
      {icon}
      <h1 className={subtitle ? 'kg-title' : 'kg-title kg-title-alone'}>{title}</h1>
      {subtitle && <p className="kg-subtitle">{subtitle}</p>}
      {children}
    </div>
  );
}
