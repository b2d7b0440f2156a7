import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteName } from '@kolos/domain';
import type { RouteHandle } from '../shared/navigation/use-route-name';
import { ROUTE_PATHS } from '../shared/routing/paths';
import { PageLoader } from '../shared/ui/page-loader';
import { pageFor } from './page-registry';
import { RouteGuard } from './route-guard';

/** The guarded, lazily loaded page of a named route. */
export function guardedPage(name: RouteName) {
  const Page = pageFor(name);
  return (
    <RouteGuard name={name}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/** A route of SPEC 2.1: its absolute path, its name in `handle`, its guarded page. */
export function namedRoute(name: RouteName, overrides: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { name };
  return { path: ROUTE_PATHS[name], handle, element: guardedPage(name), ...overrides } as RouteObject;
}
