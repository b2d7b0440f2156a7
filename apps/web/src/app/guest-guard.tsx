import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteName } from '@kolos/domain';
import { rememberNext } from '../shared/auth/after-login';
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
  const { search } = useLocation();
  // `/login?next=…` keeps where the guest wanted to go for after the code (ConfirmLogin).
  useEffect(() => {
    if (name === 'Login') rememberNext(search);
  }, [name, search]);
  if (!tokens) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <SessionCheck name={name}>{children}</SessionCheck>
    </Suspense>
  );
}
