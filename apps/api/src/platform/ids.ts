import { v7 } from 'uuid';

/** UUID v7: time-ordered, so new rows land at the end of the primary-key index. */
export const newId = (): string => v7();
