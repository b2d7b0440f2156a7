import { Suspense, type ReactNode } from 'react';
import type { RouteName } from '@kolos/domain';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteGuard } from './route-guard';

/** The guard of a named route of the signed-in part (loads with it: useSession needs TanStack Query). */
export function Guarded({ name, children }: { name: RouteName; children: ReactNode }) {
  return (
    <RouteGuard name={name}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RouteGuard>
  );
}

export { AdminIndexRedirect } from './route-guard';
