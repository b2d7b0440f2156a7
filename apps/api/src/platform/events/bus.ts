import { sql } from 'kysely';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@kolos/domain/live';
import { notificationSource, type Database } from '../../db/client';
import { eventsAfter, LIVE_CHANNEL, logBounds } from './log';

export type LiveListener = (events: LiveEvent[]) => Promise<void> | void;
/**
 * A change to who may read what (migration 0036): 's:<session>', 'u:<user>', 'r:<role>', or
 * `ANY_ACCESS` when notices may have been missed (the LISTEN connection was down).
 */
export type AccessListener = (notice: string) => void;

/** Told by the database's triggers at the commit of a logout, a deactivation, a change of rights. */
export const ACCESS_CHANNEL = 'kolos_access';
export const ANY_ACCESS = '*';

const BATCH = 500;
/** An id skipped by a read may belong to a transaction still committing; looked for this long. */
const HOLE_MS = 10_000;
const MAX_HOLES = 1_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000];

/**
 * The process's one ear on the live events (ADR 0067). It LISTENs on `kolos_live` — a connection
 * of its own on PostgreSQL, reconnected when dropped; PGlite's in-process notifications otherwise —
 * and on each wake-up reads the log's rows after the last it saw, once, for all its listeners.
 *
 * Ids are taken at insert, rows appear at commit: id 11 may commit before id 10. An id skipped by
 * a read is kept as a hole and asked for again by the next reads for a few seconds, so a slower
 * transaction's event still arrives (a rolled-back one never does, and its hole expires).
 */
export class LiveBus {
  private readonly listeners = new Set<LiveListener>();
  private readonly accessListeners = new Set<AccessListener>();
  private lastSeen = 0;
  private readonly holes = new Map<number, number>();
  private starting: Promise<void> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a listener (the first one starts listening); answers its removal. */
  async subscribe(listener: LiveListener): Promise<() => void> {
    this.listeners.add(listener);
    this.starting ??= this.start();
    await this.starting;
    return () => this.listeners.delete(listener);
  }

  /** Adds a listener of access notices (ADR 0087); answers its removal. */
  async subscribeAccess(listener: AccessListener): Promise<() => void> {
    this.accessListeners.add(listener);
    this.starting ??= this.start();
    await this.starting;
    return () => this.accessListeners.delete(listener);
  }

  /** The id a new stream's catch-up may start after: what the bus hands on comes after it. */
  get position(): number {
    return this.lastSeen;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.accessListeners.clear();
    await this.starting?.catch(() => undefined);
    await this.stopListening?.();
    await this.reading;
  }

  private async start(): Promise<void> {
    // Listening first, then the position: an event committed in between is read, not lost.
    this.stopListening = await this.listen();
    this.lastSeen = (await logBounds(this.db)).last;
  }

  private listen(): Promise<() => Promise<void>> {
    const source = notificationSource(this.db);
    if (!source) throw new Error('База данных без уведомлений');
    if (source.driver === 'pglite') {
      const off = source.onNotification((channel, payload) => this.heard(channel, payload));
      // Through Kysely, so the LISTEN waits its turn on the one connection, never inside another's
      // transaction. Never UNLISTENed: the session is shared by every app built on this engine.
      return sql
        .raw(`listen ${LIVE_CHANNEL}`)
        .execute(this.db)
        .then(() => sql.raw(`listen ${ACCESS_CHANNEL}`).execute(this.db))
        .then(() => async () => off());
    }
    return this.listenOnPostgres(source.connect);
  }

  /** A dedicated client; dropped, it reconnects with backoff and reads what it missed meanwhile. */
  private async listenOnPostgres(connect: () => pg.Client): Promise<() => Promise<void>> {
    let client: pg.Client | undefined;
    let attempt = 0;
    let timer: NodeJS.Timeout | undefined;
    const open = async (): Promise<void> => {
      const next = connect();
      next.on('notification', (n) => this.heard(n.channel, n.payload ?? ''));
      next.on('error', (err) => this.log.warn({ err }, 'live events: LISTEN connection failed'));
      next.on('end', () => {
        if (this.closed || client !== next) return;
        client = undefined;
        retry();
      });
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}; listen ${ACCESS_CHANNEL}`);
      client = next;
      attempt = 0;
    };
    const retry = () => {
      const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
      timer = setTimeout(() => {
        open().then(
          () => {
            this.wake();
            // Access notices sent while the connection was down are lost: every stream is looked at.
            this.tellAccess(ANY_ACCESS);
          },
          (err: unknown) => {
            this.log.warn({ err }, 'live events: LISTEN reconnect failed');
            if (!this.closed) retry();
          },
        );
      }, delay);
      timer.unref();
    };
    await open();
    return async () => {
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
  }

  private heard(channel: string, payload: string): void {
    if (channel === LIVE_CHANNEL) this.wake();
    else if (channel === ACCESS_CHANNEL) this.tellAccess(payload);
  }

  private tellAccess(notice: string): void {
    if (this.closed) return;
    for (const listener of this.accessListeners) listener(notice);
  }

  /** A notification: one read at a time; notifications during a read make one more read after it. */
  private wake(): void {
    if (this.closed) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readLoop().finally(() => {
      this.reading = undefined;
    });
  }

  private async readLoop(): Promise<void> {
    do {
      this.readAgain = false;
      try {
        let events: LiveEvent[];
        do {
          events = await this.readNew();
          if (events.length) await this.hand(events);
        } while (events.length === BATCH && !this.closed);
      } catch (err) {
        this.log.warn({ err }, 'live events: read failed');
      }
    } while (this.readAgain && !this.closed);
  }

  private async readNew(): Promise<LiveEvent[]> {
    const now = Date.now();
    for (const [id, since] of this.holes) if (now - since > HOLE_MS) this.holes.delete(id);
    const events = await eventsAfter(this.db, this.lastSeen, BATCH, [...this.holes.keys()]);
    for (const event of events) {
      const id = Number(event.id);
      if (this.holes.delete(id)) continue;
      for (let gap = this.lastSeen + 1; gap < id && this.holes.size < MAX_HOLES; gap++)
        this.holes.set(gap, now);
      if (id > this.lastSeen) this.lastSeen = id;
    }
    return events;
  }

  private async hand(events: LiveEvent[]): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(events);
      } catch (err) {
        this.log.warn({ err }, 'live events: listener failed');
      }
    }
  }
}
