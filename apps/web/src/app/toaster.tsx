import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostWanted, subscribeToastDemand } from '../shared/notify/notifier';
import { isAppShellLoaded, subscribeAppShell } from './app-shell';
import { GuestToasts } from './guest-toasts';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

/**
 * Mounts a toast host when the first toast is asked for: notistack (loaded then) once the
 * signed-in part of the app is in the page, the plain guest host before. It stands beside the
 * router, so a toast outlives the navigation that follows it (the session-expired notice on Login).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToastDemand, isToastHostWanted, isToastHostWanted);
  const rich = useSyncExternalStore(subscribeAppShell, isAppShellLoaded, isAppShellLoaded);
  if (!wanted) return null;
  if (!rich) return <GuestToasts />;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
