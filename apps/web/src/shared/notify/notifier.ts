export type NotifyVariant = 'error' | 'warning' | 'success' | 'info';
export type NotifySink = (message: string, variant: NotifyVariant) => void;

/**
 * notistack is loaded with the first toast, not with the app: /login shows none unless something
 * fails. Until the toast host (app/toaster) has mounted, toasts wait here in order.
 */
const waiting: { message: string; variant: NotifyVariant }[] = [];
let host: NotifySink | null = null;
let wanted = false;
const demandListeners = new Set<() => void>();

const hostSink: NotifySink = (message, variant) => {
  if (host) return host(message, variant);
  waiting.push({ message, variant });
  if (!wanted) {
    wanted = true;
    for (const listener of demandListeners) listener();
  }
};

let sink: NotifySink = hostSink;

/** Replaces where toasts go (tests pass a spy); call without an argument to restore the toast host. */
export function setNotifySink(next?: NotifySink): void {
  sink = next ?? hostSink;
}

/** True once a toast has been asked for: the app then mounts the toast host. */
export function isToastHostWanted(): boolean {
  return wanted;
}

export function subscribeToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** The mounted toast host takes over and shows the toasts that waited for it. */
export function attachToastHost(show: NotifySink): () => void {
  host = show;
  for (const { message, variant } of waiting.splice(0)) show(message, variant);
  return () => {
    if (host === show) host = null;
  };
}

/**
 * Toasts (SPEC 2.15 'Toast message list', SPEC 8). Works outside React components, so the HTTP
 * client and plain functions can report to the user.
 */
export const notify = {
  error: (message: string) => sink(message, 'error'),
  warning: (message: string) => sink(message, 'warning'),
  success: (message: string) => sink(message, 'success'),
  info: (message: string) => sink(message, 'info'),
};
