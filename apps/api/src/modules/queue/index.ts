/*
 * The public face of the electronic queue (ADR 0062): other modules, the seed and tests import
 * from here only. Its tables; the allocation the auction results (modules/offers) and third-party
 * deals (tasks) book slots with, in their own transaction; the no-show counts the trading screens
 * show beside a farmer company; the no-show job's pass for tests.
 */
export type { QueueDaysTable, SlotHistoryTable, SlotsTable } from './tables';
export { allocateAcceptedOffers, allocateDeals, type DealRequest } from './allocate';
export { Ledger, loadPoint, notEnoughSlots, toBooked, type Deal, type Point } from './capacity';
export { SLOT_STATUS, writeSlotHistory, type SlotHistoryEntry, type SlotNote } from './history';
export { publishSlot, publishSlots } from './live';
export { noShowCounts } from './slot-queries';
export { markNoShows } from './jobs';
export { SLOT_DOCS, SLOT_GATE, TRUCK_NAMED, type SlotDocsState, type SlotTruck } from './slot-hooks';
export { allocateTaskSlots, releaseTaskSlots, type TaskForQueue } from './task-slots';
