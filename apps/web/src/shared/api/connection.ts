/*
 * Issue 29 point 19: whether the app can reach the server — the browser's own word
 * (navigator.onLine, its online/offline events) and the outcome of the API's last call (a phone on
 * a mast without a backhaul says "online" and reaches nobody). The banner «Нет связи» reads it.
 */
let lastCallFailed = false;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** The transport (http.ts) after each call: reached the server, or failed on the network. */
export function reportReached(reached: boolean): void {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  tell();
}

export const isOffline = (): boolean => !navigator.onLine || lastCallFailed;

function onBrowserOnline() {
  // Back on a network: the next call tells whether the server is reached.
  lastCallFailed = false;
  tell();
}

/** For useSyncExternalStore: the browser's events and the calls' outcomes. */
export function subscribeConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', tell);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', tell);
    }
  };
}
