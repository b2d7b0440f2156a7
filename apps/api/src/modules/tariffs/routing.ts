import type { Position } from '@kolos/domain/locations';
import type { Deps } from '../../platform/deps';

const TIMEOUT_MS = 5000;

/**
 * Road distance in km from an OSRM server (ROUTING_URL, e.g. http://osrm:5000), or null when it
 * cannot answer: the caller then falls back to the documented estimate.
 */
export async function routedKm(deps: Deps, from: Position, to: Position): Promise<number | null> {
  const base = deps.config.ROUTING_URL;
  if (!base) return null;
  const coords = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
  const url = `${base.replace(/\/$/, '')}/route/v1/driving/${coords}?overview=false&alternatives=false&steps=false`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { code?: string; routes?: { distance?: number }[] };
    const metres = body.routes?.[0]?.distance;
    if (body.code !== 'Ok' || typeof metres !== 'number' || !Number.isFinite(metres)) {
      throw new Error(`no route: ${body.code ?? 'unknown'}`);
    }
    return metres / 1000;
  } catch (err) {
    deps.log.warn({ err, url }, 'routing server did not answer; using the great-circle estimate');
    return null;
  }
}
