import { windowEndFor } from '@kolos/domain/transport';

/** A window end the user cleared: kept in the URL, or the default would come back on reload. */
export const CLEARED = 'none';

/**
 * A window end as the URL keeps it (Unix seconds): absent is the default window's; cleared and
 * hand-edited nonsense are told apart (nonsense falls back to the default).
 */
export function readWindowEnd(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined) return fallback;
  if (raw === CLEARED) return null;
  return /^-?\d{1,12}$/.test(raw) ? Number(raw) : fallback;
}

export const writeWindowEnd = (value: number | null): string => (value === null ? CLEARED : String(value));

/** SPEC 5: choosing a start sets the end to start + 1 day; clearing it keeps the end. */
export function patchForStart(start: number | null, end: number | null) {
  return {
    start: writeWindowEnd(start),
    end: writeWindowEnd(start === null ? end : windowEndFor(start)),
  };
}

export const patchForEnd = (start: number | null, end: number | null) => ({
  start: writeWindowEnd(start),
  end: writeWindowEnd(end),
});
