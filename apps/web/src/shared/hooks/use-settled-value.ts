import { useEffect, useRef, useState } from 'react';
import { TYPING_PAUSE_MS } from './use-debounced-callback';

/**
 * The value once it has stayed the same for `delay` ms, so a query keyed by it asks the server
 * once a typist pauses. Values are compared by their JSON: a new object with the same fields is
 * no change and does not restart the wait.
 */
export function useSettledValue<T>(value: T, delay = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}
