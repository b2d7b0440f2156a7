import { defineJob } from '../../platform/jobs';
import { SYNC_JOB, SYNC_RETRIES, syncTask, type SyncJob } from './sync';

/** Sends tasks to their purchasers' systems (docs/tasks.md "Sync"). */
export const jobs = [
  defineJob<SyncJob>({
    name: SYNC_JOB,
    options: {
      retryLimit: SYNC_RETRIES,
      retryDelay: 2,
      retryBackoff: true,
      // a run stuck past the delivery timeout counts as failed and is retried
      expireInSeconds: 60,
      pollingIntervalSeconds: 1,
    },
    handler: (data, { deps, job }) => syncTask(deps, data, job),
  }),
];
