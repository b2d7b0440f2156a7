import { defineJob, type JobDefinition } from '../jobs';
import { FANOUT_JOB, loadEvent, pruneEvents } from './log';
import type { EventConsumer } from './types';

/**
 * The live events' jobs (ADR 0067). `events.fanout` hands a committed event to every area's
 * consumers (modules/<area>/events.ts); the consumers are given by app.ts, since the platform
 * never reaches into a module. A failing consumer fails the job, which is retried whole: each
 * consumer must be repeatable. `events.prune` keeps the log to a day.
 */
export function eventJobs(consumers: () => Promise<EventConsumer[]>): JobDefinition<never>[] {
  let found: Promise<EventConsumer[]> | undefined;
  const fanout = defineJob<{ eventId: string }>({
    name: FANOUT_JOB,
    options: { retryLimit: 8, retryDelay: 5, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    async handler({ eventId }, { deps }) {
      const event = await loadEvent(deps.db, eventId);
      // Pruned after a day of failures: nothing left to tell.
      if (!event) return;
      found ??= consumers();
      for (const consume of await found) await consume(deps, event);
    },
  });
  const prune = defineJob<object>({
    name: 'events.prune',
    options: { schedule: '23 * * * *', retryLimit: 2, retryDelay: 60 },
    handler: async (_data, { deps }) => {
      await pruneEvents(deps.db);
    },
  });
  return [fanout, prune] as JobDefinition<never>[];
}
