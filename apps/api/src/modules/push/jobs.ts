import { pushJob } from './deliver';

/** The Web Push sender (ADR 0097); found like routes.ts (ADR 0060). */
export const jobs = [pushJob];
