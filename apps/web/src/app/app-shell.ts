/**
 * Whether the signed-in part of the app (MUI theme, TanStack Query: app-providers) has been loaded
 * in this page. Until then toasts use the plain guest host; after, notistack's.
 */
let loaded = false;
const listeners = new Set<() => void>();

export function markAppShellLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

export function isAppShellLoaded(): boolean {
  return loaded;
}

export function subscribeAppShell(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
