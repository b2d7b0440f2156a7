import { useEffect, useRef } from 'react';

/** How long a typist pauses before a filter applies what he typed. */
export const TYPING_PAUSE_MS = 400;

/**
 * `schedule(value)` calls `apply(value)` once the calls stop for `delay` ms; `flush()` applies the
 * pending value at once (Enter, leaving the field). A pending call is dropped on unmount.
 */
export function useDebouncedCallback<T>(apply: (value: T) => void, delay = TYPING_PAUSE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  }, [apply]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) latest.current(next.value);
  };
  const schedule = (value: T) => {
    pending.current = { value };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delay);
  };
  return { schedule, flush };
}
