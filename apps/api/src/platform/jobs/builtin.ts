import { pruneUploadKeysJob } from '../files/upload-keys';
import { deliverMessage } from '../messaging-delivery';
import { pruneRateLimitsJob } from '../rate-limit';
import { compactReadChangesJob } from '../read-cache';
import type { JobDefinition } from './types';

/** The platform's own jobs; areas' jobs come from modules/<area>/jobs.ts. */
export const platformJobs = [
  deliverMessage,
  pruneRateLimitsJob,
  compactReadChangesJob,
  pruneUploadKeysJob,
] as JobDefinition<never>[];
