import { sql, type SqlBool, type Expression, type Transaction } from 'kysely';
import { OWNED, SLOT } from '@kolos/domain';
import {
  DEFAULT_REQUIRED_TRIP_DOCUMENTS,
  normalizeRequired,
  type SlotDocsQueueQuery,
  type SlotDocsStatus,
  type TripDocumentCode,
} from '@kolos/domain/trip-documents';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { countOf, pageWithTotal } from '../../platform/list';
import { visibleTo } from '../../platform/scope';
import type { MovedBy } from '../../platform/status-machine';
import './tables';

type Db = Database | Transaction<DB>;

/** The slot's two parties (ADR 0062 `SLOT`): staff of the point's company, the farmer company. */
const PARTIES = { owner: 's.ownerCompanyUuid', farmer: 's.farmerCompanyUuid' } as const;
export const slotsVisibleTo = (auth: AuthContext): Expression<SqlBool> => visibleTo(auth, SLOT, PARTIES);

/** A slot the caller reaches, with its documents' status row (null before the first upload). */
export const slotForDocs = (db: Db, auth: AuthContext, uuid: string) =>
  db
    .selectFrom('slots as s')
    .leftJoin('slotTripDocs as d', 'd.uuid', 's.uuid')
    .select([
      's.uuid',
      's.id',
      's.locationUuid',
      's.ownerCompanyUuid',
      's.farmerCompanyUuid',
      's.status as slotStatus',
      'd.status',
      'd.declineReason',
      'd.purpose',
      'd.overrideReason',
    ])
    .where('s.uuid', '=', uuid)
    .where(slotsVisibleTo(auth))
    .executeTakeFirst();

/** Each point's required codes (the default where it set none). */
export async function requiredOf(db: Db, locationUuids: readonly string[]) {
  const uuids = [...new Set(locationUuids)];
  const rows = uuids.length
    ? await db
        .selectFrom('tripDocsSettings')
        .select(['locationUuid', 'required'])
        .where('locationUuid', 'in', uuids)
        .execute()
    : [];
  const own = new Map(rows.map((r) => [r.locationUuid, normalizeRequired(parseList(r.required))]));
  return new Map(uuids.map((u) => [u, own.get(u) ?? [...DEFAULT_REQUIRED_TRIP_DOCUMENTS]]));
}

/** The point's own setting row, if any. */
export const settingsRow = (db: Db, locationUuid: string) =>
  db.selectFrom('tripDocsSettings').selectAll().where('locationUuid', '=', locationUuid).executeTakeFirst();

/** jsonb arrays come back parsed from pg and as text from some paths: both read here. */
export const parseList = (v: unknown): string[] =>
  (typeof v === 'string' ? (JSON.parse(v) as unknown) : v) as string[];

/**
 * The documents' state of slots in one statement: the status row and the codes of the current
 * documents of each slot that has either (a slot with neither is absent). One array parameter, so
 * one prepared statement serves any number of slots.
 */
export const docsStateRows = async (db: Db, slotUuids: readonly string[]) =>
  slotUuids.length
    ? (
        await sql<{ uuid: string; status: SlotDocsStatus | null; codes: TripDocumentCode[] | null }>`
          select coalesce(st.uuid, d.slot_uuid) as uuid, st.status, d.codes
          from (select uuid, status from slot_trip_docs where uuid = any(${[...slotUuids]}::uuid[])) st
          full join (select slot_uuid, array_agg(code::text order by code) as codes from slot_documents
                      where slot_uuid = any(${[...slotUuids]}::uuid[]) and replaced_at is null
                      group by slot_uuid) d on d.slot_uuid = st.uuid`.execute(db)
      ).rows
    : [];

/** The documents' status rows of slots. */
export const statusRows = (db: Db, slotUuids: readonly string[]) =>
  slotUuids.length
    ? db
        .selectFrom('slotTripDocs')
        .select(['uuid', 'status', 'declineReason', 'purpose', 'overrideReason'])
        .where('uuid', 'in', [...slotUuids])
        .execute()
    : Promise.resolve([]);

/** The current (not replaced) documents of slots, oldest first, with the uploader's name. */
export const currentDocuments = (db: Db, slotUuids: readonly string[]) =>
  slotUuids.length
    ? db
        .selectFrom('slotDocuments as d')
        .leftJoin('users as u', 'u.uuid', 'd.uploadedBy')
        .select([
          'd.uuid',
          'd.slotUuid',
          'd.code',
          'd.number',
          'd.fileUuids',
          'd.createdAt',
          sql<string | null>`nullif(trim(concat_ws(' ', u.last_name, u.name)), '')`.as('uploadedBy'),
        ])
        .where('d.slotUuid', 'in', [...slotUuids])
        .where('d.replacedAt', 'is', null)
        .orderBy('d.createdAt')
        .orderBy('d.uuid')
        .execute()
    : Promise.resolve([]);

export const filesByUuids = (db: Db, uuids: readonly string[]) =>
  uuids.length
    ? db
        .selectFrom('files')
        .select(['uuid', 'name', 'size', 'contentType'])
        .where('uuid', 'in', [...uuids])
        .execute()
    : Promise.resolve([]);

/**
 * The files the caller may link to a slot's document: his own uploads or his company's (the
 * platform's file rule). Answers the ones found.
 */
export const ownFiles = (db: Db, auth: AuthContext, uuids: readonly string[]) =>
  db
    .selectFrom('files')
    .select('uuid')
    .where('uuid', 'in', [...uuids])
    .where((eb) =>
      auth.companyUuid
        ? eb.or([eb('ownerUserUuid', '=', auth.userUuid), eb('ownerCompanyUuid', '=', auth.companyUuid)])
        : eb('ownerUserUuid', '=', auth.userUuid),
    )
    .execute();

/** Locks the slot's documents for a change, making the status row on the first one. */
export async function lockDocs(trx: Transaction<DB>, slotUuid: string) {
  await trx
    .insertInto('slotTripDocs')
    .values({ uuid: slotUuid })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  return trx
    .selectFrom('slotTripDocs')
    .selectAll()
    .where('uuid', '=', slotUuid)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface HistoryInsert {
  slotUuid: string;
  kind: 'UPLOAD' | 'REPLACE' | 'DECISION' | 'OVERRIDE';
  code?: TripDocumentCode | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  sdizNumber?: string | null;
  fileUuids?: string[];
  by: MovedBy;
}

export const history = (db: Db, slotUuid: string) =>
  db
    .selectFrom('slotDocsHistory as h')
    .leftJoin('users as u', 'u.uuid', 'h.userUuid')
    .select([
      'h.uuid',
      'h.createdAt',
      'h.kind',
      'h.code',
      'h.fromStatus',
      'h.toStatus',
      'h.reason',
      'h.sdizNumber',
      'h.fileUuids',
      'h.userUuid',
      'u.lastName as authorLastName',
      'u.name as authorName',
      'u.surname as authorSurname',
      'u.phone as authorPhone',
    ])
    .where('h.slotUuid', '=', slotUuid)
    .orderBy('h.createdAt')
    .orderBy('h.uuid')
    .execute();

/** The slots of the caller's reach whose documents have the status (a canceled slot's never). */
const queued = (db: Database, auth: AuthContext, status: SlotDocsStatus) =>
  db
    .selectFrom('slotTripDocs as d')
    .innerJoin('slots as s', 's.uuid', 'd.uuid')
    .where('d.status', '=', status)
    .where('s.status', '<>', 'SLOT_CANCELED')
    .where(slotsVisibleTo(auth));

/** Slots whose papers still matter: the truck has not unloaded (or been marked a no-show). */
const OPEN_SLOTS = ['SLOT_BOOKED', 'SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED'] as const;

/**
 * The home's counts (issue 29 point 13): the caller's open slots whose documents have the status —
 * the moderation queue's own filter (staff: on moderation; the farmer: declined).
 */
export const countQueued = (db: Database, auth: AuthContext, status: SlotDocsStatus) =>
  countOf(queued(db, auth, status).select('s.uuid').where('s.status', 'in', OPEN_SLOTS));

/**
 * The farmer's open slots with no document yet (no status row, or still missing), at points that
 * ask for documents (a point that set an empty list asks for none; no setting: the default list).
 */
export const countWithoutPapers = (db: Database, auth: AuthContext) =>
  countOf(
    db
      .selectFrom('slots as s')
      .leftJoin('slotTripDocs as d', 'd.uuid', 's.uuid')
      .select('s.uuid')
      .where(slotsVisibleTo(auth))
      .where('s.status', 'in', OPEN_SLOTS)
      .where(sql<SqlBool>`coalesce(d.status, 'SLOT_DOCS_MISSING') = 'SLOT_DOCS_MISSING'`)
      .where(
        sql<SqlBool>`not exists (select 1 from trip_docs_settings t
          where t.location_uuid = s.location_uuid and jsonb_array_length(t.required) = 0)`,
      ),
  );

/**
 * The moderation queue: slots of the caller's points whose documents have the status, oldest
 * change first, with the slot's data; a page and its total (the platform's list paging: a page
 * past the end still answers the total).
 */
export function queue(db: Database, auth: AuthContext, f: SlotDocsQueueQuery) {
  let q = queued(db, auth, f.status)
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .select([
      's.uuid',
      's.id',
      'd.status',
      'd.statusAt',
      'd.declineReason',
      's.locationUuid',
      'l.name as locationName',
      's.startAt',
      's.day',
      's.carNumber',
      's.trailerNumber',
      's.driverFullname',
      's.driverPhone',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      's.plannedVolume',
      's.farmerCompanyUuid',
      'fc.name as farmerCompanyName',
    ]);
  if (f.locationUuid) q = q.where('s.locationUuid', '=', f.locationUuid);
  if (f.day) q = q.where('s.day', '=', f.day);
  if (f.farmerCompanyUuid) q = q.where('s.farmerCompanyUuid', '=', f.farmerCompanyUuid);
  return pageWithTotal(q.orderBy('d.statusAt').orderBy('d.uuid'), f);
}

/** An acceptance point of the caller's company (another's: undefined, so 404). */
export const ownPoint = (db: Db, auth: AuthContext, uuid: string) =>
  db
    .selectFrom('locations as l')
    .select(['l.uuid', 'l.name', 'l.companyUuid'])
    .where('l.uuid', '=', uuid)
    .where('l.kind', '=', 'ACCEPTANCE')
    .where('l.isDeleted', '=', false)
    .where(visibleTo(auth, OWNED, { owner: 'l.companyUuid' }))
    .executeTakeFirst();

/** A day's unloaded slots at a point with what ФГИС «Зерно» asks of an acceptance. */
export const unloadedOfDay = (db: Database, locationUuid: string, day: string) =>
  db
    .selectFrom('slots as s')
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .innerJoin('companies as fc', 'fc.uuid', 's.farmerCompanyUuid')
    .innerJoin('companies as pc', 'pc.uuid', 's.ownerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .leftJoin('cultures as c', (j) => j.on(sql<SqlBool>`c.uuid = coalesce(a.product_uuid, tk.product_uuid)`))
    .leftJoin('slotTripDocs as d', 'd.uuid', 's.uuid')
    // the acceptance in force (issue 30): the weighed net mass and the lab's values
    .leftJoin('slotAcceptances as sa', (j) =>
      j.onRef('sa.slotUuid', '=', 's.uuid').on('sa.current', '=', true),
    )
    .select([
      's.uuid',
      's.id',
      's.day',
      'sa.netKg',
      'sa.creditedKg',
      'sa.quality',
      's.locationUuid',
      'l.name as locationName',
      sql<number | null>`coalesce(o.number, tk.number)`.as('dealNumber'),
      'fc.name as farmerCompanyName',
      'fc.taxCode as farmerTaxCode',
      'pc.name as purchaserCompanyName',
      'c.title as crop',
      'c.alias as cropAlias',
      'c.okpd2',
      's.unloadedVolume',
      's.carNumber',
      'd.purpose',
      sql<Date | null>`(select max(h.created_at) from slot_history h
        where h.slot_uuid = s.uuid and h.status = 'SLOT_UNLOADED')`.as('acceptedAt'),
    ])
    .where('s.locationUuid', '=', locationUuid)
    .where('s.day', '=', day)
    .where('s.status', '=', 'SLOT_UNLOADED')
    .orderBy('s.startAt')
    .orderBy('s.id')
    .execute();
