import { sql, type Transaction } from 'kysely';
import {
  SCREEN_ONLY_EVENT_TYPES,
  SETTLEMENT_EVENT_TYPES,
  SLOT_EVENT_TYPES,
  type LiveEvent,
  type LiveEventBody,
  type SettlementEventBody,
  type SettlementEventType,
  type SlotEventBody,
  type SlotEventType,
  type TradingEventBody,
  type TradingEventType,
} from '@kolos/domain/live';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { Deps } from '../deps';
import './tables';

/** The channel every API process LISTENs on; the payload is only a wake-up (the id, for logs). */
export const LIVE_CHANNEL = 'kolos_live';
export const FANOUT_JOB = 'events.fanout';

/**
 * Publishes a live event in the caller's transaction (ADR 0067): the row of the log, the NOTIFY
 * (PostgreSQL delivers it at commit, and never after a rollback) and the fan-out job, all three
 * in it — rolled back, nothing was published. Answers the event's id (the SSE id).
 */
export async function publishEvent(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB> | Database,
  body: LiveEventBody,
): Promise<string> {
  return (await publishEvents(deps, trx, [body]))[0]!;
}

/**
 * `publishEvent` for several events of one change (a deal's trucks booked at once): their rows
 * and NOTIFYs in one statement, so a booking holding the point-day lock pays one round trip for
 * all of them. Screen-only events (`SCREEN_ONLY_EVENT_TYPES`) send no fan-out job.
 */
export async function publishEvents(
  deps: Pick<Deps, 'jobs'>,
  trx: Transaction<DB> | Database,
  bodies: readonly LiveEventBody[],
): Promise<string[]> {
  if (bodies.length === 0) return [];
  const values = bodies.map((body) => {
    const slot = isSlotBody(body) ? body : null;
    const statement = isSettlementBody(body) ? body : null;
    const trading = slot || statement ? null : (body as TradingEventBody);
    return sql`(${body.type}, ${trading?.auctionUuid ?? null}::uuid, ${body.ownerCompanyUuid}::uuid,
              ${trading?.offerUuid ?? null}::uuid, ${body.farmerCompanyUuid ?? null}::uuid,
              ${trading?.auctionNumber ?? null}::integer, ${slot?.slotUuid ?? null}::uuid,
              ${slot?.locationUuid ?? null}::uuid, ${statement?.settlementUuid ?? null}::uuid,
              ${body.actorUuid ?? null}::uuid, ${JSON.stringify(body.fields)}::jsonb)`;
  });
  // One round trip: the rows and their notifications in one statement, ids in the given order.
  const { rows } = await sql<{ id: number }>`
    with e as (
      insert into live_events (type, auction_uuid, owner_company_uuid, offer_uuid, farmer_company_uuid,
                               auction_number, slot_uuid, location_uuid, settlement_uuid, actor_uuid,
                               fields)
      values ${sql.join(values)}
      returning id)
    select id, pg_notify(${LIVE_CHANNEL}, id::text) from e order by id`.execute(trx);
  const ids = rows.map((r) => String(r.id));
  for (const [i, body] of bodies.entries())
    if (!SCREEN_ONLY_EVENT_TYPES.includes(body.type))
      await deps.jobs.enqueue(trx, FANOUT_JOB, { eventId: ids[i]! });
  return ids;
}

const isSlotBody = (body: LiveEventBody): body is SlotEventBody =>
  (SLOT_EVENT_TYPES as readonly string[]).includes(body.type);
const isSettlementBody = (body: LiveEventBody): body is SettlementEventBody =>
  (SETTLEMENT_EVENT_TYPES as readonly string[]).includes(body.type);

const columns = [
  'id',
  'type',
  'auctionUuid',
  'ownerCompanyUuid',
  'offerUuid',
  'farmerCompanyUuid',
  'auctionNumber',
  'slotUuid',
  'locationUuid',
  'settlementUuid',
  'actorUuid',
  'fields',
  'createdAt',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];
const selectEvents = (db: Database) => db.selectFrom('liveEvents').select(columns);

export function toLiveEvent(row: Row): LiveEvent {
  const fields =
    typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields;
  if (row.settlementUuid) {
    return {
      id: String(row.id),
      at: new Date(row.createdAt).toISOString(),
      type: row.type as SettlementEventType,
      settlementUuid: row.settlementUuid,
      ownerCompanyUuid: row.ownerCompanyUuid,
      farmerCompanyUuid: row.farmerCompanyUuid ?? '',
      actorUuid: row.actorUuid,
      fields,
    };
  }
  if (row.slotUuid) {
    return {
      id: String(row.id),
      at: new Date(row.createdAt).toISOString(),
      type: row.type as SlotEventType,
      slotUuid: row.slotUuid,
      locationUuid: row.locationUuid ?? '',
      ownerCompanyUuid: row.ownerCompanyUuid,
      farmerCompanyUuid: row.farmerCompanyUuid ?? '',
      actorUuid: row.actorUuid,
      fields,
    };
  }
  return {
    id: String(row.id),
    at: new Date(row.createdAt).toISOString(),
    type: row.type as TradingEventType,
    auctionUuid: row.auctionUuid ?? '',
    ownerCompanyUuid: row.ownerCompanyUuid,
    ...(row.offerUuid ? { offerUuid: row.offerUuid } : {}),
    ...(row.farmerCompanyUuid ? { farmerCompanyUuid: row.farmerCompanyUuid } : {}),
    auctionNumber: row.auctionNumber ?? 0,
    actorUuid: row.actorUuid,
    fields,
  };
}

export async function loadEvent(db: Database, id: string): Promise<LiveEvent | undefined> {
  const row = await selectEvents(db).where('id', '=', Number(id)).executeTakeFirst();
  return row && toLiveEvent(row);
}

/** Events after `afterId`, and those of `alsoIds` (ids seen missing before), in id order. */
export async function eventsAfter(
  db: Database,
  afterId: number,
  limit: number,
  alsoIds: readonly number[] = [],
): Promise<LiveEvent[]> {
  const rows = await selectEvents(db)
    .where((eb) =>
      alsoIds.length ? eb.or([eb('id', '>', afterId), eb('id', 'in', alsoIds)]) : eb('id', '>', afterId),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toLiveEvent);
}

/** The newest id (0 on an empty log) and the oldest kept, for where a stream starts. */
export async function logBounds(db: Database): Promise<{ first: number; last: number }> {
  const row = await db
    .selectFrom('liveEvents')
    .select([sql<number | null>`min(id)`.as('first'), sql<number | null>`max(id)`.as('last')])
    .executeTakeFirstOrThrow();
  return { first: Number(row.first ?? 0), last: Number(row.last ?? 0) };
}

/** Events are a day's catch-up log, not history: audit and the status histories keep that. */
export const KEEP_HOURS = 24;

export const pruneEvents = (db: Database) =>
  db
    .deleteFrom('liveEvents')
    .where('createdAt', '<', sql<Date>`now() - make_interval(hours => ${KEEP_HOURS})`)
    .execute();
