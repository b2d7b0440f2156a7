import { sql } from 'kysely';
import { expect } from 'vitest';
import { eventually, type EventuallyOptions } from '../../../test/eventually';
import type { Database } from '../../db/client';
import { defineJob, type JobOptions } from './types';

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

/** The states of a queue's jobs in pg-boss's table; with `data`, of the jobs whose data holds it. */
export async function jobStates(
  db: Database,
  schema: string,
  name: string,
  data: object = {},
): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`
    select state::text from ${sql.id(schema, 'job')}
     where name = ${name} and data @> ${JSON.stringify(data)}::jsonb order by created_on`.execute(db);
  return rows.map((r) => r.state);
}

/**
 * Waits until every job of the queue sent so far has completed: nothing of it is left to run, so
 * a test may then count what the jobs did — and what they did not — without sleeping.
 */
export async function ranAll(
  db: Database,
  schema: string,
  name: string,
  { data, ...options }: EventuallyOptions & { data?: object } = {},
) {
  await eventually(async () => {
    const states = await jobStates(db, schema, name, data);
    expect(states, `the jobs of ${name}`).toEqual(states.map(() => 'completed'));
  }, options);
}
