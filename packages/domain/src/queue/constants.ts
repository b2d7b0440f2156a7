/** Issue 17: the planning load of one truck when a slot names none (t). */
export const DEFAULT_PLANNED_VOLUME = 25;
/** A farmer moves his own slot only to a start at least this many hours ahead. */
export const SLOT_TRANSFER_MIN_HOURS = 3;
/** ... and at most this many times per slot (staff: any time, any number). */
export const SLOT_TRANSFER_MAX = 3;
/** A slot not arrived by its end plus this many minutes becomes SLOT_NO_SHOW (the job). */
export const NO_SHOW_GRACE_MINUTES = 60;
/** The no-show count beside a farmer company's name covers this many days back. */
export const NO_SHOW_WINDOW_DAYS = 30;
/** SPEC 8: the code of 'not enough slots'; the web shows its message whatever the status. */
export const NOT_ENOUGH_SLOTS_CODE = 35742;
/** Schedule defaults where a point's schedule names none (SPEC 3 leaves them open; docs/queue.md). */
export const QUEUE_DEFAULTS = { slotInterval: 60, carsInSlot: 1, arrivalTime: 30 } as const;
/**
 * Where a point's schedule names no hours (points entered before issue 17): a working day from 08:00
 * to 20:00 (docs/queue.md "Decisions").
 */
export const DEFAULT_OPEN_AT = '08:00';
export const DEFAULT_CLOSE_AT = '20:00';
/** A point without a daily volume (`quantity`, t/day) plans with this one (docs/queue.md). */
export const DEFAULT_POINT_QUANTITY = 1000;
/** How many days past a delivery window the 35742 answer looks for free days. */
export const NEAREST_FREE_LOOKAHEAD_DAYS = 60;
/** ... and how many of them it names. */
export const NEAREST_FREE_DATES = 5;
/** An urgent truck (allocate-slots-now) is placed within this many days from today. */
export const SLOTS_NOW_LOOKAHEAD_DAYS = 14;
/** Issue 28 point 10: the days ahead the free-capacity view shows, from the point's today. */
export const FREE_CAPACITY_DAYS = 14;
