import {
  eventFor,
  isTradingEvent,
  needsAuctionCheck,
  type LiveEvent,
  type LiveReceiver,
} from '@kolos/domain/live';
import type { Database } from '../../db/client';
import { ANY_ACCESS, eventsAfter, logBounds, type LiveBus } from '../../platform/events';
import { farmersHearing } from '../auctions';

/** One open GET /api/events: who reads it and where its frames go. */
export interface LiveStream {
  receiver: LiveReceiver;
  sessionUuid: string;
  /** The session's user, and on an impersonated session the super-user acting. */
  people: readonly string[];
  /** Writes a frame; false once the client has fallen too far behind (the stream is ended). */
  write: (frame: string) => boolean;
  end: () => void;
}

/** What a session may hear now; null once it has ended (logout, expiry, deactivation). */
export type ReceiverOfSession = (sessionUuid: string) => Promise<LiveReceiver | null>;

interface Open {
  /** Events the bus handed on while the stream caught up from the log; null once live. */
  buffer: LiveEvent[] | null;
}

export const HEARTBEAT_MS = 15_000;
/** A reconnect further behind than this is told to reload its data (event `reset`), not replayed. */
export const CATCH_UP_LIMIT = 1_000;

export const frameOf = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const RESET = 'event: reset\ndata: {}\n\n';
const HEARTBEAT = ': heartbeat\n\n';

/**
 * The process's open event streams (ADR 0067). The bus hands it each batch of new events once;
 * it cuts each event down for each stream (eventFor: rights, hidePrice, a farmer's own offers) —
 * with one query per auction event for all the farmers connected, not one per stream.
 */
export class LiveHub {
  private readonly open = new Map<LiveStream, Open>();
  private subscribed: Promise<() => void> | undefined;
  private accessSubscribed: Promise<() => void> | undefined;
  /** Access notices heard and not yet looked at; one look at a time. */
  private readonly notices = new Set<string>();
  private looking: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly bus: LiveBus,
    private readonly receiverOfSession: ReceiverOfSession,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /**
   * Adds a stream: live at once; with `lastEventId`, first the log's events after it. The bus's
   * events meanwhile wait in a buffer, so none is lost or sent twice across the switch.
   */
  async add(stream: LiveStream, lastEventId: number | null): Promise<void> {
    if (this.closed) {
      stream.end();
      return;
    }
    const entry: Open = { buffer: [] };
    this.open.set(stream, entry);
    this.subscribed ??= this.bus.subscribe((events) => this.deliver(events));
    this.accessSubscribed ??= this.bus.subscribeAccess((notice) => this.heardAccess(notice));
    await Promise.all([this.subscribed, this.accessSubscribed]);
    // A change between the guard's look and the subscription was told to no one: look once more.
    const now = await this.receiverOfSession(stream.sessionUuid);
    if (!now || !sameReceiver(now, stream.receiver)) {
      stream.end();
      return;
    }
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    const sent = new Set<string>();
    if (lastEventId !== null) {
      const { first } = await logBounds(this.db);
      const missed = await eventsAfter(this.db, lastEventId, CATCH_UP_LIMIT + 1);
      if (missed.length > CATCH_UP_LIMIT || (first > lastEventId + 1 && missed.length > 0)) {
        stream.write(RESET);
      } else {
        await this.send([stream], missed);
        for (const e of missed) sent.add(e.id);
      }
    }
    const buffered = entry.buffer ?? [];
    entry.buffer = null;
    await this.send(
      [stream],
      buffered.filter((e) => !sent.has(e.id)),
    );
  }

  /** A closed connection leaves at once: nothing more is written to it or kept for it. */
  remove(stream: LiveStream): void {
    this.open.delete(stream);
  }

  /** Server shutdown: every stream ends (the clients reconnect to another process). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const stream of [...this.open.keys()]) stream.end();
    this.open.clear();
    (await this.subscribed?.catch(() => undefined))?.();
    (await this.accessSubscribed?.catch(() => undefined))?.();
    await this.looking;
  }

  private heardAccess(notice: string): void {
    this.notices.add(notice);
    this.looking ??= this.lookAtAccess().finally(() => {
      this.looking = undefined;
    });
  }

  /**
   * Issue 28 point 2 (ADR 0087): each stream a notice may concern is looked at again. A stream
   * whose session ended, or whose receiver changed (rights, hidePrice, company), ends: the client
   * reconnects and is heard with what it may hear now — or refused.
   */
  private async lookAtAccess(): Promise<void> {
    while (this.notices.size > 0 && !this.closed) {
      const notices = new Set(this.notices);
      this.notices.clear();
      const everyone = [...notices].some((n) => n === ANY_ACCESS || n.startsWith('r:'));
      const concerned = [...this.open.keys()].filter(
        (s) =>
          everyone || notices.has(`s:${s.sessionUuid}`) || s.people.some((uuid) => notices.has(`u:${uuid}`)),
      );
      const receivers = new Map<string, Promise<LiveReceiver | null>>();
      for (const stream of concerned) {
        const { sessionUuid } = stream;
        if (!receivers.has(sessionUuid))
          receivers.set(
            sessionUuid,
            this.receiverOfSession(sessionUuid).catch(() => null),
          );
        const now = await receivers.get(sessionUuid);
        if (!now || !sameReceiver(now, stream.receiver)) stream.end();
      }
    }
  }

  private async deliver(events: LiveEvent[]): Promise<void> {
    const live: LiveStream[] = [];
    for (const [stream, entry] of this.open) {
      if (entry.buffer) entry.buffer.push(...events);
      else live.push(stream);
    }
    await this.send(live, events);
  }

  private async send(streams: LiveStream[], events: LiveEvent[]): Promise<void> {
    if (streams.length === 0) return;
    for (const event of events) {
      const farmers = [
        ...new Set(
          streams.filter((s) => needsAuctionCheck(s.receiver, event)).map((s) => s.receiver.companyUuid!),
        ),
      ];
      const hearing = isTradingEvent(event)
        ? await farmersHearing(this.db, event.auctionUuid, farmers)
        : new Set<string>();
      for (const stream of streams) {
        const shown = eventFor(stream.receiver, event, hearing.has(stream.receiver.companyUuid ?? ''));
        if (shown) stream.write(frameOf(shown));
      }
    }
  }

  private beat(): void {
    for (const stream of this.open.keys()) stream.write(HEARTBEAT);
  }
}

const sameReceiver = (a: LiveReceiver, b: LiveReceiver) =>
  (Object.keys(a) as (keyof LiveReceiver)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;
