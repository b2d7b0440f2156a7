import type { Deps } from '../deps';

/** What a handler knows about the run it is in: retries count from 0. */
export interface JobRun {
  id: string;
  retryCount: number;
  retryLimit: number;
  /** True on the last attempt pg-boss will make: a failure now keeps the job as failed. */
  lastAttempt: boolean;
}

export interface JobOptions {
  /** Retries after the first failure (pg-boss retryLimit). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff` (pg-boss). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A run longer than this counts as failed and is retried. */
  expireInSeconds?: number;
  /** How often an idle worker looks for work; 0.5 s at least (pg-boss). */
  pollingIntervalSeconds?: number;
  /** Jobs one worker takes at a time; each is completed or failed on its own. */
  batchSize?: number;
  /** Cron (UTC): the job is also sent on this schedule, once across every process. */
  schedule?: string;
}

/**
 * One kind of job: an area exports a list of these from `modules/<area>/jobs.ts` (found like
 * routes.ts), the platform exports its own from platform/jobs/builtin.ts.
 */
export interface JobDefinition<T = unknown> {
  /** The queue's name: `<area>.<what>`, letters, digits, `.`, `-`, `_`. */
  name: string;
  handler: (data: T, ctx: { deps: Deps; job: JobRun }) => Promise<void>;
  /**
   * Optional: a whole batch in one call (fewer statements for many small jobs). Answers the jobs
   * that failed, by id; the others are completed. `handler` still serves a batch of one.
   */
  batchHandler?: (jobs: { data: T; job: JobRun }[], ctx: { deps: Deps }) => Promise<Map<string, Error>>;
  options?: JobOptions;
}

/** Keeps the data's type between the definition and its handler. */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/** Per job: a delay, or a key that makes a second send of the same key a no-op while one waits. */
export interface EnqueueOptions {
  startAfterSeconds?: number;
  singletonKey?: string;
}
