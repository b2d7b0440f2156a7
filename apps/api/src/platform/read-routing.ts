import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { callerOf } from './auth/guard';
import type { Deps } from './deps';

/** The cookie that keeps a user's reads on the primary after his write: `<user>.<until ms>.<mac>`. */
export const RECENT_WRITE_COOKIE = 'kolos_rw';

/** How often the replica's lag is looked at; config.ts keeps REPLICA_MAX_LAG_SECONDS + this under the window. */
const CHECK_EVERY_MS = 1000;

/** Requests served through `read`: a list asked by POST (the tenders' filter) is a read, not a write. */
const readRequests = new WeakSet<FastifyRequest>();

type Reason = 'replica' | 'recent_write' | 'replica_unhealthy' | 'fallback';

export interface ReadRoutingOptions {
  windowSeconds: number;
  maxLagSeconds: number;
  /** Signs the cookie: a user cannot keep another's reads on the primary, nor forge his own forever. */
  secret: string;
}

/** Errors after which the same read is tried on the primary: the replica is gone or cannot serve it. */
export function replicaUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  // 08: connection exception (PgBouncer's "cannot connect to server" among them); 57P0x: shut
  // down or starting; 40001 on a standby: a query cancelled by replay; 53300: no free connection.
  if (/^(08|57P0)/.test(code) || code === '40001' || code === '53300') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/**
 * Where the lists and boards read (ADR 0110): a streaming replica when one is configured, healthy
 * and not lagging, except for a user who wrote within the last READ_YOUR_WRITES_SECONDS — his
 * reads stay on the primary, so he sees what he has just done. A read the replica fails is run
 * again on the primary. Without a replica every read goes to the primary, as before.
 */
export class ReadRouting {
  private healthy = false;
  /** A check still waiting (a pooler holding it for a server that is gone): the next one is skipped. */
  private checking = false;
  private lagSeconds = 0;
  private lagBytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private reads: Counter<'database' | 'reason'> | undefined;

  constructor(
    private readonly primary: Database,
    private readonly replica: Database | undefined,
    private readonly options: ReadRoutingOptions,
  ) {}

  /** The routing's metrics on /metrics: reads by database and reason, the replica's lag and health. */
  measure(registry: Registry): void {
    this.reads = new Counter({
      name: 'db_reads_total',
      help: 'Чтения списков и досок: на какой базе и почему',
      labelNames: ['database', 'reason'] as const,
      registers: [registry],
    });
    const gauge = (name: string, help: string, pick: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick());
        },
      });
    gauge('db_replica_lag_seconds', 'Отставание реплики в секундах (0 — догнала)', () => this.lagSeconds);
    gauge(
      'db_replica_lag_bytes',
      'Отставание реплики в байтах журнала от основной базы',
      () => this.lagBytes,
    );
    gauge('db_replica_up', 'Реплика отвечает и отстаёт не больше REPLICA_MAX_LAG_SECONDS', () =>
      this.healthy ? 1 : 0,
    );
  }

  get enabled(): boolean {
    return this.replica !== undefined;
  }

  /** Looks at the replica once, then every second until stop(). */
  async start(): Promise<void> {
    if (!this.replica) return;
    await this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The replica's lag by its own clock and in WAL bytes behind the primary; any failure marks it down. */
  async check(): Promise<void> {
    if (!this.replica || this.checking) return;
    this.checking = true;
    try {
      // A server that is not a standby (tests point the "replica" at the primary) has no lag.
      const { rows } = await sql<{ seconds: number | null; lsn: string | null }>`
        select case when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
                    then 0
                    else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as seconds,
               case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as lsn`.execute(
        this.replica,
      );
      const row = rows[0];
      this.lagSeconds = Math.max(0, Number(row?.seconds ?? 0));
      this.lagBytes = row?.lsn ? await this.bytesBehind(row.lsn) : 0;
      this.healthy = this.lagSeconds <= this.options.maxLagSeconds;
    } catch {
      this.healthy = false;
    } finally {
      this.checking = false;
    }
  }

  private async bytesBehind(replayed: string): Promise<number> {
    const { rows } = await sql<{ bytes: number }>`
      select pg_wal_lsn_diff(pg_current_wal_lsn(), ${replayed}::pg_lsn)::float8 as bytes`.execute(
      this.primary,
    );
    return Math.max(0, Number(rows[0]?.bytes ?? 0));
  }

  /** Where this request's reads go, and why. */
  private route(request: FastifyRequest): Reason {
    if (!this.healthy) return 'replica_unhealthy';
    const user = callerOf(request)?.userUuid;
    if (user && this.wroteRecently(request, user)) return 'recent_write';
    return 'replica';
  }

  /**
   * Runs a read-only piece of work with `deps.db` on the database the request's reads go to; a
   * replica that fails it leaves the work to the primary. Without a replica: the work as it is.
   */
  async read<T>(request: FastifyRequest, deps: Deps, work: (deps: Deps) => Promise<T>): Promise<T> {
    if (!this.replica) return work(deps);
    readRequests.add(request);
    const reason = this.route(request);
    if (reason !== 'replica') {
      this.reads?.inc({ database: 'primary', reason });
      return work(deps);
    }
    try {
      const answer = await work({ ...deps, db: this.replica });
      this.reads?.inc({ database: 'replica', reason });
      return answer;
    } catch (error) {
      if (!replicaUnavailable(error)) throw error;
      this.healthy = false;
      this.reads?.inc({ database: 'primary', reason: 'fallback' });
      return work(deps);
    }
  }

  private sign(value: string): Buffer {
    return createHmac('sha256', this.options.secret).update(`${RECENT_WRITE_COOKIE}:${value}`).digest();
  }

  /** After a user's write: his reads stay on the primary for the window (a cookie every browser sends back). */
  noteWrite(reply: FastifyReply, userUuid: string): void {
    const value = `${userUuid}.${Date.now() + this.options.windowSeconds * 1000}`;
    const cookie = `${value}.${this.sign(value).toString('base64url')}`;
    const secure = reply.request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${RECENT_WRITE_COOKIE}=${cookie}; Path=/api; Max-Age=${this.options.windowSeconds}; HttpOnly; SameSite=Strict${secure}`,
    );
  }

  private wroteRecently(request: FastifyRequest, userUuid: string): boolean {
    const raw = (request.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${RECENT_WRITE_COOKIE}=`))
      ?.slice(RECENT_WRITE_COOKIE.length + 1);
    const [user, until, mac] = raw?.split('.') ?? [];
    if (user !== userUuid || !until || !mac) return false;
    const expected = this.sign(`${user}.${until}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(until) > Date.now();
  }
}

/**
 * Wires the routing into the app: a user's successful write (any method but GET, HEAD, OPTIONS,
 * and not a read served by `read`) starts his read-your-writes window; the lag is looked at while the app lives.
 */
export async function registerReadRouting(app: FastifyInstance, routing: ReadRouting): Promise<void> {
  if (!routing.enabled) return;
  routing.measure(app.metrics);
  app.addHook('onSend', async (request, reply, payload) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400) return payload;
    if (readRequests.has(request)) return payload;
    const user = callerOf(request)?.userUuid;
    if (user) routing.noteWrite(reply, user);
    return payload;
  });
  await routing.start();
  app.addHook('onClose', async () => routing.stop());
}

/** A list's or board's read, on the replica when the routing allows (see ReadRouting.read). */
export const onReplica = <T>(request: FastifyRequest, work: (deps: Deps) => Promise<T>): Promise<T> =>
  request.server.deps.readRouting.read(request, request.server.deps, work);
