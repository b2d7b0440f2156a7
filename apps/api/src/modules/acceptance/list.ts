import type { Expression, SqlBool } from 'kysely';
import { SLOT } from '@kolos/domain';
import type { AcceptanceListQuery, AcceptanceListReply } from '@kolos/domain/acceptance';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { countOf, latePage } from '../../platform/list';
import { reach, visibleTo } from '../../platform/scope';

/** The count cache's scope of acceptance totals (platform/count-cache.ts); a write forgets it. */
export const ACCEPTANCE_TOTALS = 'acceptances';

type Filters = Omit<AcceptanceListQuery, 'offset' | 'limit'>;

/** A Moscow day's start as an instant: the list's days are the house's (UTC+3). */
const moscowDay = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 86_400_000);

/**
 * The page's keys: the versions in force the caller may see, newest first. Staff's scope is
 * `owner_company_uuid = …`, a farmer's `farmer_company_uuid = …`, so the partial indexes
 * `(owner|farmer, created_at desc, uuid desc) where current` answer the first page by a short
 * index scan (docs/benchmarks.md, acceptances).
 */
function acceptanceKeys(db: Database, scope: Expression<SqlBool>, f: Filters) {
  let query = db
    .selectFrom('slotAcceptances as a')
    .select('a.uuid')
    .where('a.current', '=', true)
    .where(scope);
  if (f.dateFrom) query = query.where('a.createdAt', '>=', moscowDay(f.dateFrom));
  if (f.dateTo) query = query.where('a.createdAt', '<', moscowDay(f.dateTo, 1));
  if (f.locationUuid) query = query.where('a.locationUuid', '=', f.locationUuid);
  if (f.farmerCompanyUuid) query = query.where('a.farmerCompanyUuid', '=', f.farmerCompanyUuid);
  if (f.dealUuid) {
    const deal = f.dealUuid;
    query = query.where((eb) => eb.or([eb('a.offerUuid', '=', deal), eb('a.taskUuid', '=', deal)]));
  }
  return query.orderBy('a.createdAt', 'desc').orderBy('a.uuid', 'desc');
}

/** The page's rows with the names the list shows. */
const acceptanceRows = (db: Database) =>
  db
    .selectFrom('slotAcceptances as a')
    .innerJoin('slots as s', 's.uuid', 'a.slotUuid')
    .innerJoin('locations as l', 'l.uuid', 'a.locationUuid')
    .innerJoin('companies as fc', 'fc.uuid', 'a.farmerCompanyUuid')
    .leftJoin('offers as o', 'o.uuid', 'a.offerUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 'a.taskUuid')
    .select((eb) => [
      'a.uuid',
      'a.slotUuid',
      's.id as slotId',
      'a.version',
      'a.decision',
      'a.createdAt',
      'a.locationUuid',
      'l.name as locationName',
      'a.farmerCompanyUuid',
      'fc.name as farmerCompanyName',
      eb.fn.coalesce('a.offerUuid', 'a.taskUuid').as('dealUuid'),
      eb.fn.coalesce('o.number', 'tk.number').as('dealNumber'),
      's.carNumber',
      'a.ticketNumber',
      'a.netKg',
      'a.creditedKg',
      'a.lossPercent',
      'a.pricePerTon',
      'a.amount',
      'a.vat',
    ]);

/** GET /acceptances: the caller's acceptances in force, a page and its total. */
export async function listAcceptances(
  deps: Deps,
  auth: AuthContext,
  query: AcceptanceListQuery,
): Promise<AcceptanceListReply> {
  const { offset, limit, ...filters } = query;
  const columns = { owner: 'a.ownerCompanyUuid', farmer: 'a.farmerCompanyUuid' } as const;
  const keys = acceptanceKeys(deps.db, visibleTo(auth, SLOT, columns), filters);
  const countKey = JSON.stringify({ reach: reach(auth, SLOT), filters });
  const { rows, total } = await latePage(
    keys,
    { query: acceptanceRows(deps.db), uuid: 'a.uuid' },
    { offset, limit },
    () => deps.counts.get(ACCEPTANCE_TOTALS, countKey, () => countOf(keys)),
  );
  return {
    acceptances: rows.map((r) => ({
      uuid: r.uuid,
      slotUuid: r.slotUuid,
      slotId: Number(r.slotId),
      version: r.version,
      decision: r.decision,
      at: new Date(r.createdAt).toISOString(),
      locationUuid: r.locationUuid,
      locationName: r.locationName,
      farmerCompanyUuid: r.farmerCompanyUuid,
      farmerCompanyName: r.farmerCompanyName,
      dealUuid: r.dealUuid,
      dealNumber: r.dealNumber === null ? null : Number(r.dealNumber),
      carNumber: r.carNumber,
      ticketNumber: r.ticketNumber,
      netKg: r.netKg,
      creditedKg: r.creditedKg,
      lossPercent: Number(r.lossPercent),
      pricePerTon: Number(r.pricePerTon),
      amount: Number(r.amount),
      vat: r.vat === null ? null : Number(r.vat),
    })),
    totalCount: total,
  };
}
