import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, REGISTRATION_ROUTES, ROUTES, type RouteAccess, type RouteName } from '@kolos/domain';
import { REGISTRATION_RESUME_PATH } from '../shared/auth/after-login';
import { useSession } from '../shared/auth/use-session';
import { pathTo } from '../shared/routing/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { preloadPage } from './page-registry';
import { ToAfterLogin, ToLogin } from './to-login';

/**
 * SPEC 6 Guard, for one named route: guest-only routes send a signed-in user on (to the address
 * kept at login, else Home); otherwise canAccess decides. A user refused goes to AccessDenied; a
 * guest goes to Login, keeping the address (issue 13).
 */
export function RouteGuard({ name, children }: { name: RouteName; children: ReactNode }) {
  const { subject, isLoading, user, unreachable } = useSession();
  const location = useLocation();
  // The page's code downloads beside the session requests, not after them.
  useEffect(() => preloadPage(name), [name]);
  // Offline with a session: wait for the network (the banner says «Нет связи»), never to Login.
  if (isLoading || unreachable) return <PageLoader />;
  const declared: RouteAccess = ROUTES[name];
  if (subject && declared.guest === 'only') return <ToAfterLogin />;
  // A registration session (a farmer not approved yet) sees the registration flow only.
  if (user?.roleName === 'registration' && !REGISTRATION_ROUTES.includes(name)) {
    return <Navigate to={REGISTRATION_RESUME_PATH} replace />;
  }
  if (canAccess(subject, name)) return children;
  if (!subject) return <ToLogin />;
  return <Navigate to={pathTo('AccessDenied')} replace state={{ from: location.pathname }} />;
}

/** `/admin`: AuctionsList when the user may open it, else Home. */
export function AdminIndexRedirect() {
  const { can } = useSession();
  return <Navigate to={pathTo(can('AuctionsList') ? 'AuctionsList' : 'Home')} replace />;
}
