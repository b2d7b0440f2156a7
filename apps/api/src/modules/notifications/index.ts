/*
 * The public face of the notifications area (ADR 0062): its tables, and the consumer the live
 * events' fan-out runs (also found as `consumers` in events.ts).
 */
export { noticeFactsOf } from './service';
export { noticeAdmins } from './admins';
