import { digestJob } from './digest';

/** The farmers' matched-auctions digest (docs/notifications.md); found like routes.ts (ADR 0060). */
export const jobs = [digestJob];
