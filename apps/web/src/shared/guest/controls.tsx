import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** MUI's indeterminate CircularProgress, in CSS. */
export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <span
      className="kg-spinner"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** Shows a spinner instead of the label and disables the button (MUI's `loading`). */
  loading?: boolean;
  startIcon?: IconName;
};

/** MUI's Button look (theme: no capitals, weight 600, radius 10, no elevation). */
export function Button({
  variant = 'text',
  size = 'medium',
  fullWidth,
  loading,
  startIcon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = ['kg-button', `kg-button-${variant}`];
  if (size === 'large') classes.push('kg-button-large');
  if (className) classes.push(className);
  return (
    <button
      {...props}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      data-full={fullWidth || undefined}
      data-loading={loading || undefined}
    >
      {startIcon && (
        <span className="kg-button-start">
          <Icon name={startIcon} />
        </span>
      )}
      {children}
      {loading && (
        <span className="kg-button-spinner">
          <Spinner size={16} />
        </span>
      )}
    </button>
  );
}

/** MUI's standard Alert: an error (announced at once) or a piece of information. */
export function Alert({
  children,
  severity = 'error',
}: {
  children: ReactNode;
  severity?: 'error' | 'info';
}) {
  return (
    <div className="kg-alert" role={severity === 'error' ? 'alert' : 'note'} data-variant={severity}>
      <div className="kg-alert-icon">
        <Icon name={severity} />
      </div>
      <div className="kg-alert-message">{children}</div>
    </div>
  );
}

/** A horizontal rule with a word in the middle ('или'). */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="kg-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}

/** MUI's indeterminate LinearProgress. */
export function LinearProgress({ label }: { label: string }) {
  return <span className="kg-progress" role="progressbar" aria-label={label} />;
}
