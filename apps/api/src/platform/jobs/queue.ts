import PgBoss from 'pg-boss';
import { sql, type CompiledQuery } from 'kysely';
import type { Database } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { sqlExecutor, sqlExecutorWith } from './sql';
import type { EnqueueOptions, JobDefinition, JobRun } from './types';

/** pg-boss's schema: its own, so its tables never meet ours (an area may one day have a `queue`). */
export const DEFAULT_JOBS_SCHEMA = 'pgboss';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface JobQueueOptions {
  /** Runs handlers in this process (WORKERS); false: it only sends. */
  workers: boolean;
  schema?: string;
  log: FastifyBaseLogger;
}

interface BossJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

/** One queue's jobs by state, for /metrics. */
interface QueueCounts {
  queue: string;
  /** Waiting to run: new, or failed and due for a retry. */
  queued: number;
  active: number;
  /** Failed for good, kept 30 days. */
  failed: number;
}

const runOf = (job: BossJob): JobRun => ({
  id: job.id,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
  lastAttempt: job.retryCount >= job.retryLimit,
});

/**
 * Several processes starting at once on one PostgreSQL create the same queues together, and
 * pg-boss's create_queue can deadlock between them (seen in two-processes.test.ts): PostgreSQL
 * aborts one side, which tries again — both statements are idempotent (ON CONFLICT DO NOTHING).
 */
async function againAfterDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * The job queue (ADR 0060): pg-boss over our own Database, so it runs wherever the app does —
 * PGlite (one connection, shared with requests) or PostgreSQL (the app's pool). pg-boss takes a
 * job with FOR UPDATE SKIP LOCKED, so several API processes never run one job twice.
 * Built without touching the database; `start` installs pg-boss's schema and the queues.
 */
export class JobQueue {
  readonly schema: string;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private deps: Deps | undefined;
  private started = false;
  private stopped = false;
  /** stop() has returned: the caller may close the database now. */
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.schema = options.schema ?? DEFAULT_JOBS_SCHEMA;
    if (!SCHEMA_NAME.test(this.schema)) throw new Error(`Недопустимая схема очереди: ${this.schema}`);
    const pool = sqlExecutor(db);
    this.boss = new PgBoss({
      // After stop() a handler still running past its timeout may report back; the pool may be
      // gone by then, so its last word is dropped (a command that touched no job, as pg-boss counts
      // them): the job stays active, expires and runs again.
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          this.closed ? Promise.resolve({ rows: [{ count: 0 }] }) : pool.executeSql(text, values),
      },
      schema: this.schema,
      // A process without workers does no upkeep either: it only sends.
      supervise: options.workers,
      schedule: options.workers,
      // Failed jobs stay in the job table a month, where admins list them (routes.ts).
      archiveFailedAfterSeconds: 30 * 86_400,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue'));
  }

  /** Adds job kinds; after `start` their queues are created and their workers started at once. */
  async register(definitions: readonly JobDefinition<never>[], deps?: Deps): Promise<void> {
    if (deps) this.deps = deps;
    for (const definition of definitions) {
      if (this.definitions.has(definition.name))
        throw new Error(`Задача ${definition.name} объявлена дважды`);
      this.definitions.set(definition.name, definition);
      if (this.started) await this.open(definition);
    }
  }

  /** Installs or upgrades pg-boss's schema, creates the queues and, with WORKERS, starts the workers. */
  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.open(definition);
  }

  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), then stops. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    this.closed = true;
  }

  /** With WORKERS: handlers run in this process — started, not yet stopping. */
  get working(): boolean {
    return this.options.workers && this.started && !this.stopped;
  }

  /**
   * Each queue's counts: every registered queue (zeros included) and any other that holds jobs.
   * None before `start` made pg-boss's tables.
   */
  async counts(): Promise<QueueCounts[]> {
    if (!this.started) return [];
    const { rows } = await sql<QueueCounts>`
      select name as queue,
             count(*) filter (where state in ('created', 'retry'))::int as queued,
             count(*) filter (where state = 'active')::int as active,
             count(*) filter (where state = 'failed')::int as failed
        from ${sql.id(this.schema, 'job')}
       where state in ('created', 'retry', 'active', 'failed')
       group by name`.execute(this.db);
    const found = new Map(rows.map((r) => [r.queue, r]));
    const names = new Set([...this.definitions.keys(), ...found.keys()]);
    return [...names].sort().map((queue) => found.get(queue) ?? { queue, queued: 0, active: 0, failed: 0 });
  }

  /**
   * Sends a job through the caller's transaction (or the pool, for a job of its own): rolled back,
   * nothing was sent; committed, it will run. The queue must be registered.
   */
  async enqueue(
    trx: Database,
    name: string,
    data: object,
    options: EnqueueOptions & { alongside?: CompiledQuery } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`Неизвестная задача ${name}`);
    return this.boss.send(name, data, {
      // `alongside`: a write sent in the same statement (messaging.ts: the outbox row).
      db: options.alongside ? sqlExecutorWith(trx, options.alongside) : sqlExecutor(trx),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    } as PgBoss.SendOptions);
  }

  private async open(definition: JobDefinition<never>): Promise<void> {
    const { name, options = {} } = definition;
    await againAfterDeadlock(() =>
      this.boss.createQueue(name, {
        name,
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelay ?? 5,
        retryBackoff: options.retryBackoff ?? true,
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      }),
    );
    const { schedule } = options;
    if (schedule) await againAfterDeadlock(() => this.boss.schedule(name, schedule, {}, { tz: 'UTC' }));
    if (!this.options.workers) return;
    const batchSize = options.batchSize ?? 1;
    let worker = '';
    worker = await this.boss.work(
      name,
      {
        batchSize,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      async (jobs: BossJob[]) => {
        if (definition.batchHandler && jobs.length > 1) await this.runBatch(definition, jobs);
        else await Promise.all(jobs.map((job) => this.run(definition, job)));
        // A full batch: more are likely waiting, so look again now instead of after the interval.
        if (jobs.length === batchSize && worker) this.boss.notifyWorker(worker);
      },
    );
  }

  private get handlerDeps(): Deps {
    if (!this.deps) throw new Error('Очередь задач запущена без зависимостей');
    return this.deps;
  }

  /** One job: completed with the batch when it resolves, failed (and so retried) on its own otherwise. */
  private async run(definition: JobDefinition<never>, job: BossJob): Promise<void> {
    try {
      await definition.handler(job.data as never, { deps: this.handlerDeps, job: runOf(job) });
    } catch (error) {
      await this.failed(definition, job, error);
    }
  }

  /** A batch in one call; the jobs it reports failed are failed one by one, the rest completed. */
  private async runBatch(definition: JobDefinition<never>, jobs: BossJob[]): Promise<void> {
    let failures: Map<string, Error>;
    try {
      failures = await definition.batchHandler!(
        jobs.map((job) => ({ data: job.data as never, job: runOf(job) })),
        { deps: this.handlerDeps },
      );
    } catch (error) {
      failures = new Map(
        jobs.map((job) => [job.id, error instanceof Error ? error : new Error(String(error))]),
      );
    }
    for (const job of jobs) {
      const error = failures.get(job.id);
      if (error) await this.failed(definition, job, error);
    }
  }

  private async failed(definition: JobDefinition<never>, job: BossJob, error: unknown): Promise<void> {
    const err = error instanceof Error ? error : new Error(String(error));
    this.options.log.warn({ err, job: definition.name, id: job.id, retry: job.retryCount }, 'job failed');
    await this.boss.fail(definition.name, job.id, { message: err.message });
  }
}
