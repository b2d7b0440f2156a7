import { sql } from 'kysely';
import type { Database } from '../../db/client';
import { defineJob, type JobOptions } from './types';

/** Waits until `done` holds, polling; fails the test after `ms`. */
export async function until(done: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A test job that records every run: its data and when it started. */
export function recordingJob(
  name: string,
  options: JobOptions = {},
  run: (data: { n: number }) => Promise<void> = async () => undefined,
) {
  const runs: { n: number; at: number; retryCount: number }[] = [];
  const definition = defineJob<{ n: number }>({
    name,
    options: { pollingIntervalSeconds: 0.5, ...options },
    async handler(data, { job }) {
      runs.push({ n: data.n, at: Date.now(), retryCount: job.retryCount });
      await run(data);
    },
  });
  return { definition, runs };
}

/** The states of a queue's jobs in pg-boss's table. */
export async function jobStates(db: Database, schema: string, name: string): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`
    select state::text from ${sql.id(schema, 'job')} where name = ${name} order by created_on`.execute(db);
  return rows.map((r) => r.state);
}
