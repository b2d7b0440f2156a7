/**
 * Registers /sw.js (ADR 0097) in production builds only: the dev server has no worker to serve,
 * and a worker caching the dev server's modules would hide every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // An insecure origin or a private window: the app works without it.
      console.warn('service worker not registered', error);
    });
  });
}

/** This page's worker once active, if one is registered (never in dev): where push subscriptions live. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return undefined;
  return navigator.serviceWorker.ready;
}
