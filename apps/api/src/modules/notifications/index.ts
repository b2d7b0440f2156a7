/*
 * The public face of the notifications area (ADR 0062): its tables, and the consumer the live
 * events' fan-out runs (also found as `consumers` in events.ts); the notices of admins and of a
 * slot's farmer company.
 */
export { noticeFactsOf } from './service';
export { noticeAdmins } from './admins';
export { noticeSlotFarmers } from './slot-farmers';
