import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteName } from '@kolos/domain';
import { useTokens } from '../shared/auth/use-tokens';
import { PageLoader } from '../shared/ui/page-loader';

const SessionCheck = lazy(() => import('./session-check').then((m) => ({ default: m.SessionCheck })));

/**
 * SPEC 6 Guard for the guest-only routes (Login, ConfirmLogin): without stored tokens there is no
 * user to load and the page shows at once — no TanStack Query, no MUI (ADR 0051). With tokens the
 * session is checked as on every other route.
 */
export function GuestOnlyGuard({ name, children }: { name: RouteName; children: ReactNode }) {
  const tokens = useTokens();
  if (!tokens) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <SessionCheck name={name}>{children}</SessionCheck>
    </Suspense>
  );
}
