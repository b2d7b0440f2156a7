import { NO_SHOW_GRACE_MINUTES } from './constants';

/** An arrival outside the window, confirmed by staff and kept on the slot. */
export type ArrivalNote = 'EARLY' | 'LATE';

const MINUTE = 60_000;

/**
 * Issue 17 point 4: a truck may be marked arrived from `arrivalTime` minutes before its slot's
 * start to the slot's end (both ends inclusive). Answers null inside the window, otherwise which
 * side it fell on: such a mark needs a confirmation and is recorded.
 */
export function arrivalNoteAt(
  slot: { startAt: Date; endAt: Date },
  arrivalTime: number,
  at: Date,
): ArrivalNote | null {
  if (at.getTime() < slot.startAt.getTime() - arrivalTime * MINUTE) return 'EARLY';
  if (at.getTime() > slot.endAt.getTime()) return 'LATE';
  return null;
}

/** The 409 text of an arrival outside the window (the web shows it with a confirm button). */
export const ARRIVAL_CONFIRM_MSG: Record<ArrivalNote, string> = {
  EARLY: 'Машина прибыла раньше окна прибытия. Подтвердите отметку.',
  LATE: 'Машина прибыла позже окончания слота. Подтвердите отметку.',
};

/** How a confirmed arrival outside the window reads in the slot card and its history. */
export const ARRIVAL_NOTE_LABELS: Record<ArrivalNote, string> = {
  EARLY: 'Раньше окна прибытия',
  LATE: 'Позже окончания слота',
};

/** A waiting slot becomes a no-show once its end plus NO_SHOW_GRACE_MINUTES has passed. */
export const isNoShowDue = (endAt: Date, now: Date): boolean =>
  now.getTime() >= endAt.getTime() + NO_SHOW_GRACE_MINUTES * MINUTE;

/** The job's cut: waiting slots that ended at or before this instant are no-shows. */
export const noShowCutoff = (now: Date): Date => new Date(now.getTime() - NO_SHOW_GRACE_MINUTES * MINUTE);
