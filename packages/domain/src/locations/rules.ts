import { SCALES_DEFAULT_HOURS, WORKING_DAY_LABELS, WORKING_DAYS } from './constants';

export interface Position {
  latitude: number;
  longitude: number;
}

/** 'HH:mm' → minutes after midnight; null for anything else. */
export function minutesOf(time: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * SPEC 5: the opening time must be earlier than the closing time. Equal times are refused too:
 * a point open for no minutes cannot load a truck. Unset times are not an ordering error.
 */
export function isOpenBeforeClose(
  openAt: string | null | undefined,
  closeAt: string | null | undefined,
): boolean {
  const open = minutesOf(openAt);
  const close = minutesOf(closeAt);
  return open === null || close === null || open < close;
}

/** SPEC 9: coordinates are shown to 4 decimals (about 10 m on the ground). */
export const formatCoordinate = (value: number): string => value.toFixed(4);

/** Rounds what a map click gives to the precision the form shows, so what is saved is what is seen. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e4) / 1e4;

export const formatPosition = (p: Position): string =>
  `${formatCoordinate(p.latitude)}, ${formatCoordinate(p.longitude)}`;

export interface ScalesDraft {
  uuid?: string;
  address: string;
  /** Null until the user sets the place: a new point has no coordinates yet. */
  position: { latitude: number | null; longitude: number | null };
  schedule: { openAt: string; closeAt: string };
  length: number | null;
  warehouseHeight: number | null;
  isActive: boolean;
}

/**
 * SPEC 2.14: the weighing-point toggle adds a default scales object, open 06:00–20:00 (SPEC 9).
 * It starts where the shipping point is, because scales usually stand at the gate.
 */
export function defaultScales(at: { latitude?: number | null; longitude?: number | null }): ScalesDraft {
  return {
    address: '',
    position: { latitude: at.latitude ?? null, longitude: at.longitude ?? null },
    schedule: { ...SCALES_DEFAULT_HOURS },
    length: null,
    warehouseHeight: null,
    isActive: true,
  };
}

/** 'Пн–Пт', 'Пн, Ср, Пт', 'Ежедневно': working days as a timetable writes them. */
export function formatWorkingDays(days: readonly string[]): string {
  const set = new Set(days);
  const on = WORKING_DAYS.map((d) => set.has(d));
  if (on.every(Boolean)) return 'Ежедневно';
  const runs: string[] = [];
  for (let i = 0; i < WORKING_DAYS.length; i++) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < WORKING_DAYS.length && on[j + 1]) j++;
    const from = WORKING_DAY_LABELS[WORKING_DAYS[i]!];
    const to = WORKING_DAY_LABELS[WORKING_DAYS[j]!];
    runs.push(j === i ? from : j === i + 1 ? `${from}, ${to}` : `${from}–${to}`);
    i = j;
  }
  return runs.join(', ');
}
