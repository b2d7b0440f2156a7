import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/client';
import { migrationFiles } from '../../db/migrate';

/** One condition the server needs before it takes traffic; true when met. */
export type ReadinessProbe = () => boolean | Promise<boolean>;

/** What /api/ready found: every check by name, ok or why not. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

/** A check that does not answer in this time counts as failed: a load balancer must not wait. */
const CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`нет ответа за ${CHECK_TIMEOUT_MS} мс`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The readiness of one process: the database answers, every migration of this release is applied,
 * and every registered probe holds. A part of the server registers its own, as the job queue does
 * with WORKERS (platform/jobs/watch.ts):
 *
 *     app.readiness.add('workers', () => jobs.working);
 *
 * Calls that arrive while a check runs share it, so a flood of probes costs one query at a time.
 */
export class ReadinessChecks {
  private readonly probes = new Map<string, ReadinessProbe>();
  private running: Promise<Readiness> | null = null;
  /** The release's files do not change while it runs. */
  private files: Promise<string[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a condition by name; a second add under the same name replaces the first. */
  add(name: string, probe: ReadinessProbe): void {
    this.probes.set(name, probe);
  }

  check(): Promise<Readiness> {
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<Readiness> {
    const checks: Record<string, string> = {};
    try {
      const missing = await withTimeout(this.missingMigrations());
      checks.database = 'ok';
      checks.migrations = missing.length ? `не применены: ${missing.join(', ')}` : 'ok';
    } catch (err) {
      // The driver's own text stays in the log: the answer is public and in Russian.
      this.log.warn({ err }, 'readiness: database unreachable');
      checks.database = 'недоступна';
      checks.migrations = 'не проверены';
    }
    for (const [name, probe] of this.probes) {
      try {
        checks[name] = (await withTimeout(Promise.resolve(probe()))) ? 'ok' : 'не работает';
      } catch (err) {
        this.log.warn({ err, probe: name }, 'readiness: probe failed');
        checks[name] = 'не работает';
      }
    }
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  }

  private async missingMigrations(): Promise<string[]> {
    this.files ??= migrationFiles();
    const files = await this.files;
    // to_regclass: an empty database answers null here instead of failing as if unreachable.
    const table = await sql<{ name: string | null }>`select to_regclass('schema_migrations') as name`.execute(
      this.db,
    );
    if (!table.rows[0]?.name) return files;
    const applied = await sql<{ name: string }>`select name from schema_migrations`.execute(this.db);
    const done = new Set(applied.rows.map((r) => r.name));
    return files.filter((f) => !done.has(f));
  }
}
