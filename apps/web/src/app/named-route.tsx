import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteAccess, type RouteName } from '@kolos/domain';
import type { RouteHandle } from '../shared/navigation/use-route-name';
import { ROUTE_PATHS } from '../shared/routing/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { GuestOnlyGuard } from './guest-guard';
import { pageFor } from './page-registry';

const Guarded = lazy(() => import('./guarded').then((m) => ({ default: m.Guarded })));

/**
 * The guarded, lazily loaded page of a named route. The guest-only pages (Login, ConfirmLogin)
 * are guarded without loading the session machinery; the rest load the guard with the page.
 */
export function guardedPage(name: RouteName) {
  const Page = pageFor(name);
  const declared: RouteAccess = ROUTES[name];
  if (declared.guest === 'only') {
    return (
      <GuestOnlyGuard name={name}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </GuestOnlyGuard>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Guarded name={name}>
        <Page />
      </Guarded>
    </Suspense>
  );
}

/** A route of SPEC 2.1: its absolute path, its name in `handle`, its guarded page. */
export function namedRoute(name: RouteName, overrides: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { name };
  return { path: ROUTE_PATHS[name], handle, element: guardedPage(name), ...overrides } as RouteObject;
}
