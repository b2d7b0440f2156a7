/*
 * The public face of the queue area (ADR 0062): other modules, the seed and tests import from
 * here only. Its tables; the allocation the auction results (modules/offers) and third-party
 * deals (tasks) book slots with, in their own transaction; the point-day lock and the slot
 * history writer modules/slots uses for its writes.
 */
export type { QueueDaysTable, SlotChange, SlotHistoryTable, SlotsTable } from './tables';
export { allocateAcceptedOffers, allocateDeals, type DealRequest } from './allocate';
export { Ledger, loadPoint, notEnoughSlots, toBooked, type Deal, type Point } from './capacity';
export { SLOT_STATUS, writeSlotHistory, type SlotHistoryEntry, type SlotNote } from './history';
