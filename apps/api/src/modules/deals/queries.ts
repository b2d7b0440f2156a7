import { sql } from 'kysely';
import { SLOT } from '@kolos/domain';
import type { DealKind } from '@kolos/domain/deals';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import { visibleTo } from '../../platform/scope';

/*
 * The farmer's deals and their slots (issue 29 point 14). A deal has the slot's two parties — the
 * purchaser and the farmer company — so the slot's sharing rule scopes it, in each query: a
 * farmer reads his company's deals only.
 */

interface DealRow {
  uuid: string;
  kind: DealKind;
  number: number | null;
  productTitle: string;
  contractedVolume: number;
}

/**
 * Accepted offers (their accepted tonnes), confirmed contracts and third-party deals not canceled
 * (their tonnes). A third-party deal delivering under a contract is the contract's: its slots
 * count there, so no tonne is counted twice.
 */
export async function dealRows(db: Database, auth: AuthContext): Promise<DealRow[]> {
  const offers = db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .innerJoin('cultures as c', 'c.uuid', 'a.productUuid')
    .select([
      'o.uuid',
      sql<DealKind>`'OFFER'`.as('kind'),
      sql<number | null>`o.number`.as('number'),
      'c.title as productTitle',
      sql<number>`o.accepted_volume`.as('contractedVolume'),
    ])
    .where('o.status', '=', 'OFFER_ACCEPTED')
    .where(visibleTo(auth, SLOT, { owner: 'a.ownerCompanyUuid', farmer: 'o.farmerCompanyUuid' }));
  const contracts = db
    .selectFrom('contracts as k')
    .innerJoin('cultures as c', 'c.uuid', 'k.productUuid')
    .select([
      'k.uuid',
      sql<DealKind>`'CONTRACT'`.as('kind'),
      sql<number | null>`null::int`.as('number'),
      'c.title as productTitle',
      sql<number>`k.quantity`.as('contractedVolume'),
    ])
    .where('k.status', '=', 'CONTRACT_CONFIRMED')
    .where(visibleTo(auth, SLOT, { owner: 'k.aggregatorCompanyUuid', farmer: 'k.farmerCompanyUuid' }));
  const tasks = db
    .selectFrom('tasks as tk')
    .innerJoin('cultures as c', 'c.uuid', 'tk.productUuid')
    .select([
      'tk.uuid',
      sql<DealKind>`'TASK'`.as('kind'),
      sql<number | null>`tk.number`.as('number'),
      'c.title as productTitle',
      sql<number>`tk.quantity`.as('contractedVolume'),
    ])
    .where('tk.status', '<>', 'CANCELED')
    .where('tk.contractUuid', 'is', null)
    .where(visibleTo(auth, SLOT, { owner: 'tk.aggregatorCompanyUuid', farmer: 'tk.farmerCompanyUuid' }));
  const rows = await offers.unionAll(contracts).unionAll(tasks).execute();
  return rows.map((r) => ({
    ...r,
    number: r.number === null ? null : Number(r.number),
    contractedVolume: Number(r.contractedVolume),
  }));
}

/**
 * The slots of the caller's deals, each with the deal it counts for (an offer's, a third-party
 * deal's, or — through its third-party deals — a contract's), by start.
 */
export async function dealSlots(db: Database, auth: AuthContext) {
  const rows = await db
    .selectFrom('slots as s')
    .innerJoin('locations as l', 'l.uuid', 's.locationUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .select([
      's.uuid',
      sql<string>`coalesce(s.offer_uuid, tk.contract_uuid, s.task_uuid)`.as('dealUuid'),
      's.locationUuid',
      's.status',
      's.startAt',
      's.endAt',
      's.plannedVolume',
      's.unloadedVolume',
      's.carNumber',
      's.driverFullname',
      'l.name as locationName',
      'l.address',
    ])
    .where(visibleTo(auth, SLOT, { owner: 's.ownerCompanyUuid', farmer: 's.farmerCompanyUuid' }))
    .orderBy('s.startAt')
    .execute();
  return rows.map((r) => ({
    ...r,
    plannedVolume: Number(r.plannedVolume),
    unloadedVolume: r.unloadedVolume === null ? null : Number(r.unloadedVolume),
  }));
}
export type DealSlotRow = Awaited<ReturnType<typeof dealSlots>>[number];
