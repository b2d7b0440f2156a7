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
