import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

type Job = () => void;

/** Mounts waiting for their turn, first come first served. */
const waiting: Job[] = [];
let scheduled = false;

/** A new task after the browser has painted: a frame callback runs before the paint, a timer after it. */
function afterPaint(run: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

function pump() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  afterPaint(() => {
    scheduled = false;
    waiting.shift()?.();
    pump();
  });
}

/**
 * Queues a mount: one job runs per task, each after a paint. Returns a function that takes the
 * job out of the queue (a component that unmounts or mounted early).
 */
export function queueMount(job: Job): () => void {
  waiting.push(job);
  pump();
  return () => {
    const at = waiting.indexOf(job);
    if (at >= 0) waiting.splice(at, 1);
  };
}

interface Props {
  /** Shown until the children mount: it must look like them and take the same room. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Mounts heavy widgets (pickers, autocompletes) after the page's first paint, one per task, so
 * the first render is not one long task: until its turn, the fallback — a light look-alike that
 * takes the same room — is shown. The fallback is inert (neither focusable nor in the
 * accessibility tree, so a screen reader or a test never meets a stand-in); a pointer entering it
 * mounts the widget at once, before the click lands. The wrapper is a plain block in both states.
 */
export function DeferredMount({ fallback, children }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return undefined;
    return queueMount(() => startTransition(() => setMounted(true)));
  }, [mounted]);
  // A lazily loaded widget keeps its look-alike until its code has arrived.
  if (mounted)
    return (
      <div>
        <Suspense fallback={fallback}>{children}</Suspense>
      </div>
    );
  return (
    <div onPointerEnter={() => flushSync(() => setMounted(true))} data-deferred="">
      <div inert aria-hidden="true">
        {fallback}
      </div>
    </div>
  );
}
