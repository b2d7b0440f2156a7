/*
 * The public face of the electronic queue (ADR 0062): other modules, the seed and tests import
 * from here only. Its tables; the allocation the auction results (modules/offers) and third-party
 * deals (tasks) book slots with, in their own transaction; the no-show counts the trading screens
 * show beside a farmer company; the no-show job's pass for tests; the scope, today and counts the
 * home and the Monitoring yard read.
 */
export { allocateAcceptedOffers } from './allocate';
export { followDriver } from './driver-link';
export { SLOT_STATUS, writeSlotHistory } from './history';
export { publishSlot, publishSlots } from './live';
export { countSlots, noShowCounts, onPointToday, slotsChangeableBy, slotsVisibleTo } from './slot-queries';
export { markNoShows } from './jobs';
export { SLOT_DOCS, SLOT_GATE, TRUCK_NAMED, type SlotDocsState, type SlotTruck } from './slot-hooks';
export { allocateTaskSlots, releaseTaskSlots } from './task-slots';
export { nameTruck } from './slot-changes';
export { slotWiresOf } from './slot-reads';
