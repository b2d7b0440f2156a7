import { useEffect } from 'react';
import { Spinner } from '../guest/controls';

/**
 * How many loaders are on screen: a lazily loaded part still on its way (the busy signal, ADR 0071,
 * reads it). Kept here, not beside the signal, so that the guest screens need no TanStack Query.
 */
let shown = 0;
const listeners = new Set<() => void>();

export const shownLoaders = () => shown;

export function subscribeShownLoaders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function count(step: 1 | -1): void {
  shown += step;
  listeners.forEach((listener) => listener());
}

/** A small progress indicator for a page or an area that is loading (plain CSS: guests see it too). */
export function PageLoader({ fullScreen }: { fullScreen?: boolean }) {
  useEffect(() => {
    count(1);
    return () => count(-1);
  }, []);
  return (
    <div className="kg-loader" data-full={fullScreen || undefined}>
      <Spinner size={32} label="Загрузка" />
    </div>
  );
}
