import { useMatches } from 'react-router';
import type { RouteName } from '@kolos/domain';

/** What the route table puts in each named route's `handle`. */
export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

/** The name (SPEC 2.1) of the deepest matched named route, e.g. 'UsersView'. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}
