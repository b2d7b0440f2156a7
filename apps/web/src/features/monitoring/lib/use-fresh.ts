import { useEffect, useState } from 'react';
import { MONITORING_HIGHLIGHT_MS, changedRecently } from '@kolos/domain/monitoring';

/**
 * Whether a row changed in the last 10 seconds, on the server's clock (`skewMs` = server − here).
 * The clock is read when the row mounts and again when its 10 seconds are over (one timer per
 * row, set anew when `changedAt` moves), so the board does not re-render every second. A new
 * change is later than the last reading, hence fresh at once.
 */
export function useFresh(changedAt: string, skewMs: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const at = new Date(changedAt).getTime();
  useEffect(() => {
    const left = MONITORING_HIGHLIGHT_MS - (Date.now() + skewMs - at);
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [at, skewMs]);
  return changedRecently(new Date(at), new Date(now + skewMs));
}
