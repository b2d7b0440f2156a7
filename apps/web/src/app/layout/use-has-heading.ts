import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page inside `container` (the shell's main) brings its own h1. The header names the
 * section and is the page's h1 only when the page has none: one h1 a page (WCAG, issue 13), without
 * every page having to tell the shell.
 */
export function useHasHeading(container: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!container) return () => undefined;
      const observer = new MutationObserver(notify);
      observer.observe(container, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [container],
  );
  return useSyncExternalStore(subscribe, () => container?.querySelector('h1') != null);
}
