import type { Region, RegionInput } from '@kolos/domain/regions';
import { REGION_MSG } from '@kolos/domain/regions';
import { formatKladrName } from '@kolos/domain/reference';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { auditActor, writeAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { likePattern, pageWithTotal } from '../../platform/list';
import { fedRegionExists } from '../reference';
import { countOwnPoints, nameTaken, regionPoints, scopeOf, selectRegions, type RegionRow } from './queries';

/** Rows → SPEC 3 Region: name.value is the territory's name, the subvalues its subject (docs/regions.md). */
async function toWire(db: Database, rows: RegionRow[]): Promise<Region[]> {
  const points = await regionPoints(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => {
    const subject = { value: r.fedName, fullSubvalue: r.fedFull, shortSubvalue: r.fedShort };
    return {
      uuid: r.uuid,
      companyUuid: r.companyUuid,
      name: {
        value: r.name,
        fullSubvalue: formatKladrName(subject, 'full'),
        shortSubvalue: formatKladrName(subject, 'short'),
      },
      fedRegionUuid: r.fedRegionUuid,
      locations: points
        .filter((p) => p.regionUuid === r.uuid)
        .map((p) => ({ uuid: p.uuid, name: p.name, address: p.address })),
      updatedAt: new Date(r.updatedAt).toISOString(),
    };
  });
}

export interface RegionListQuery {
  any?: string | undefined;
  offset: number;
  limit: number;
  sortField: 'name' | 'updatedAt';
  sortDirection: 'ASC' | 'DESC';
}

/** GET /regions: one page of the caller's territories, searched by name or subject. */
export async function listRegions(deps: Deps, auth: AuthContext, query: RegionListQuery) {
  let q = selectRegions(deps.db, scopeOf(auth));
  if (query.any) {
    const like = likePattern(query.any);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('fr.name', 'ilike', like)]));
  }
  const dir = query.sortDirection === 'DESC' ? 'desc' : 'asc';
  q = q.orderBy(query.sortField === 'updatedAt' ? 'r.updatedAt' : 'r.name', dir).orderBy('r.uuid');
  const { rows, total } = await pageWithTotal(q, query);
  return { regions: await toWire(deps.db, rows), total };
}

/** GET /user/personal/regions: every territory of the caller's company, for selectors. */
export async function personalRegions(deps: Deps, auth: AuthContext) {
  if (!auth.companyUuid) return [];
  const rows = await selectRegions(deps.db, auth.companyUuid).orderBy('r.name').orderBy('r.uuid').execute();
  return toWire(deps.db, rows);
}

async function findRegion(deps: Deps, auth: AuthContext, uuid: string): Promise<RegionRow> {
  const row = await selectRegions(deps.db, scopeOf(auth)).where('r.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw notFound(REGION_MSG.notFound);
  return row;
}

export async function getRegion(deps: Deps, auth: AuthContext, uuid: string): Promise<Region> {
  return (await toWire(deps.db, [await findRegion(deps, auth, uuid)]))[0]!;
}

/** The company a new territory belongs to: the caller's own, or for an admin a named purchaser. */
async function companyFor(db: Database, auth: AuthContext, asked: string | undefined): Promise<string> {
  if (auth.userType !== 'admin') {
    if (!auth.companyUuid || (asked && asked !== auth.companyUuid)) throw notFound('Компания не найдена');
    return auth.companyUuid;
  }
  if (!asked) throw badRequest(REGION_MSG.noCompany);
  const company = await db
    .selectFrom('companies')
    .select('uuid')
    .where('uuid', '=', asked)
    .where('userType', '=', 'purchaser')
    .executeTakeFirst();
  if (!company) throw notFound('Компания не найдена');
  return asked;
}

/** Name free, subject known, every point a live acceptance point of the company. */
async function check(db: Database, companyUuid: string, input: RegionInput, except?: string) {
  if (!(await fedRegionExists(db, input.fedRegionUuid))) throw badRequest('Выберите субъект РФ из списка');
  const points = [...new Set(input.locationUuids)];
  if ((await countOwnPoints(db, companyUuid, points)) !== points.length)
    throw badRequest(REGION_MSG.foreignPoint);
  if (await nameTaken(db, companyUuid, input.name, except)) throw conflict(REGION_MSG.duplicate);
  return points;
}

/** A point belongs to one territory at most: choosing it here takes it out of any other. */
async function bindPoints(db: Database, regionUuid: string, points: string[]) {
  let unbind = db.updateTable('locations').set({ regionUuid: null }).where('regionUuid', '=', regionUuid);
  if (points.length > 0) unbind = unbind.where('uuid', 'not in', points);
  await unbind.execute();
  if (points.length > 0) {
    await db.updateTable('locations').set({ regionUuid }).where('uuid', 'in', points).execute();
  }
}

/** A concurrent save of the same name loses on the unique index: the same 409 as the check. */
const uniqueName = (e: unknown): never => {
  if ((e as { code?: string }).code === '23505') throw conflict(REGION_MSG.duplicate);
  throw e;
};

export async function createRegion(deps: Deps, auth: AuthContext, input: RegionInput): Promise<Region> {
  const companyUuid = await companyFor(deps.db, auth, input.companyUuid);
  const points = await check(deps.db, companyUuid, input);
  const uuid = newId();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('purchaseRegions')
        .values({ uuid, companyUuid, name: input.name, fedRegionUuid: input.fedRegionUuid })
        .execute();
      await bindPoints(trx, uuid, points);
      await writeAudit(trx, {
        action: 'region.create',
        actorUuid: auditActor(auth),
        targetUuid: uuid,
        detail: { name: input.name, companyUuid, locationUuids: points },
      });
    })
    .catch(uniqueName);
  return getRegion(deps, auth, uuid);
}

export async function updateRegion(deps: Deps, auth: AuthContext, input: RegionInput & { uuid: string }) {
  const row = await findRegion(deps, auth, input.uuid);
  const points = await check(deps.db, row.companyUuid, input, row.uuid);
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('purchaseRegions')
        .set({ name: input.name, fedRegionUuid: input.fedRegionUuid, updatedAt: new Date() })
        .where('uuid', '=', row.uuid)
        .execute();
      await bindPoints(trx, row.uuid, points);
      await writeAudit(trx, {
        action: 'region.update',
        actorUuid: auditActor(auth),
        targetUuid: row.uuid,
        detail: { name: input.name, previousName: row.name, locationUuids: points },
      });
    })
    .catch(uniqueName);
  return getRegion(deps, auth, row.uuid);
}

/** DELETE /regions/{id}: hidden, not erased (deals and auctions may name it); its points stay, unbound. */
export async function deleteRegion(deps: Deps, auth: AuthContext, uuid: string) {
  const row = await findRegion(deps, auth, uuid);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('purchaseRegions')
      .set({ isDeleted: true, updatedAt: new Date() })
      .where('uuid', '=', row.uuid)
      .execute();
    await bindPoints(trx, row.uuid, []);
    await writeAudit(trx, {
      action: 'region.delete',
      actorUuid: auditActor(auth),
      targetUuid: row.uuid,
      detail: { name: row.name },
    });
  });
  return { uuid: row.uuid };
}
