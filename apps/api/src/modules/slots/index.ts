/*
 * The public face of the slots area (ADR 0062): other modules, the seed and tests import from
 * here only. The queue's own writes (booking, transfer, cancel) publish through publishSlot and
 * write history through writeSlotHistory; the trading screens show noShowCounts.
 */
export type { SlotHistoryTable, SlotsQueueDaysTable, SlotsTable } from './tables';
export { publishSlot } from './live';
export { noShowCounts, writeSlotHistory } from './queries';
export { markNoShows } from './jobs';
