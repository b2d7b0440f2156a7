import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostWanted, subscribeToastDemand } from '../shared/notify/notifier';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/** Mounts the toast host (and loads notistack) when the first toast is asked for. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToastDemand, isToastHostWanted, isToastHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
