import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Location, LocationInput, LocationUpdate } from '@kolos/domain/locations';
import { LOCATION_MSG } from '@kolos/domain/locations';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { PLACES_TOTALS } from './service';
import { auditActor, writeAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { newId } from '../../platform/ids';
import { nearestSettlement, selectLocations, writable } from './queries';
import { getLocation } from './service';

/**
 * Who owns a new point and who entered it: a farmer enters their own (a purchaser's super-user
 * acting as the farmer enters it for his company, ADR 0014); a purchaser's staff their company's
 * acceptance points or a farmer's shipping point (the FCA contract form); an admin names the
 * owner. Any other company answers 404.
 */
async function ownerOf(db: Database, auth: AuthContext, asked: string | undefined) {
  if (auth.userType === 'admin') {
    if (!asked) throw badRequest('Укажите компанию-владельца точки');
    const exists = await db
      .selectFrom('companies')
      .select('uuid')
      .where('uuid', '=', asked)
      .executeTakeFirst();
    if (!exists) throw notFound('Компания не найдена');
    return { companyUuid: asked, authorCompanyUuid: null };
  }
  const own = auth.companyUuid;
  if (!own) throw notFound('Компания не найдена');
  if (!asked || asked === own) return { companyUuid: own, authorCompanyUuid: auth.actingForCompanyUuid };
  if (auth.userType === 'purchaser') {
    const farmer = await db
      .selectFrom('companies')
      .select('uuid')
      .where('uuid', '=', asked)
      .where('userType', '=', 'farmer')
      .executeTakeFirst();
    if (farmer) return { companyUuid: asked, authorCompanyUuid: own };
  }
  throw notFound('Компания не найдена');
}

/** The columns a body sets; the subject and district follow the coordinates. */
async function columnsOf(db: Database, input: LocationInput, scalesUuid: string | undefined) {
  const place = await nearestSettlement(db, input.position);
  return {
    type: input.type,
    loadType: input.loadType,
    name: input.name,
    address: input.address,
    latitude: input.position.latitude,
    longitude: input.position.longitude,
    fedRegionUuid: place?.fedRegionUuid ?? null,
    areaUuid: place?.areaUuid ?? null,
    quantity: input.quantity,
    warehouseHeight: input.warehouseHeight,
    scalesLength: input.scalesLength,
    maxCarLength: input.maxCarLength ?? null,
    postsQuantity: input.postsQuantity,
    carType: input.carType,
    schedule: JSON.stringify(input.schedule),
    scales: input.scales
      ? JSON.stringify({ ...input.scales, uuid: input.scales.uuid ?? scalesUuid ?? newId() })
      : null,
  };
}

/** POST /locations. */
export async function createLocation(deps: Deps, auth: AuthContext, input: LocationInput): Promise<Location> {
  const owner = await ownerOf(deps.db, auth, input.companyUuid);
  const uuid = newId();
  const columns = await columnsOf(deps.db, input, undefined);
  // In the caller's transaction when there is one (the contract form's new shipping point).
  await inTransaction(deps.db, async (trx) => {
    await trx
      .insertInto('locations')
      .values({ uuid, ...owner, ...columns })
      .execute();
    await writeAudit(trx, {
      action: 'location.create',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      detail: { name: input.name, companyUuid: owner.companyUuid },
    });
  });
  deps.counts.forget(PLACES_TOTALS);
  return getLocation(deps, auth, uuid);
}

async function findWritable(db: Database, auth: AuthContext, uuid: string) {
  const row = await selectLocations(db).where('l.uuid', '=', uuid).where(writable(auth)).executeTakeFirst();
  if (!row || row.isDeleted) throw notFound(LOCATION_MSG.notFound);
  return row;
}

/** PUT /locations: the owner stays; moving the point drops its cached distances. */
export async function updateLocation(
  deps: Deps,
  auth: AuthContext,
  input: LocationUpdate,
): Promise<Location> {
  const row = await findWritable(deps.db, auth, input.uuid);
  const scalesUuid = (row.scales as { uuid?: string } | null)?.uuid;
  const columns = await columnsOf(deps.db, input, scalesUuid);
  const moved = row.latitude !== columns.latitude || row.longitude !== columns.longitude;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('locations')
      .set({ ...columns, updatedAt: new Date() })
      .where('uuid', '=', input.uuid)
      .execute();
    await writeAudit(trx, {
      action: 'location.update',
      actorUuid: auditActor(auth),
      targetUuid: input.uuid,
      detail: { name: input.name, moved },
    });
    if (moved) {
      await trx
        .deleteFrom('locationDistances')
        .where((eb) =>
          eb.or([eb('fromLocationUuid', '=', input.uuid), eb('toLocationUuid', '=', input.uuid)]),
        )
        .execute();
    }
  });
  deps.counts.forget(PLACES_TOTALS);
  return getLocation(deps, auth, input.uuid);
}

export interface Removal {
  uuid: string;
  /** True when deals still refer to the point: it is marked deleted, not erased. */
  archived: boolean;
}

/**
 * Erases a point, or — when any other table still refers to it (a deal, a slot) — marks it
 * deleted so history keeps its name and address. A savepoint lets the transaction go on after
 * the refused delete.
 */
async function removeIn(trx: Database, uuid: string): Promise<Removal> {
  await sql`savepoint location_delete`.execute(trx);
  try {
    await trx.deleteFrom('locations').where('uuid', '=', uuid).execute();
    await sql`release savepoint location_delete`.execute(trx);
    return { uuid, archived: false };
  } catch (e) {
    if ((e as { code?: string }).code !== '23503') throw e;
    await sql`rollback to savepoint location_delete`.execute(trx);
    await trx
      .updateTable('locations')
      .set({ isDeleted: true, updatedAt: new Date() })
      .where('uuid', '=', uuid)
      .execute();
    return { uuid, archived: true };
  }
}

/** The audit record of a removal, erased or archived, in the removing transaction. */
const auditRemoval = (trx: Transaction<DB>, auth: AuthContext, removal: Removal) =>
  writeAudit(trx, {
    action: 'location.delete',
    actorUuid: auditActor(auth),
    targetUuid: removal.uuid,
    detail: { archived: removal.archived },
  });

/** DELETE /locations/{id}. */
export async function deleteLocation(deps: Deps, auth: AuthContext, uuid: string): Promise<Removal> {
  await findWritable(deps.db, auth, uuid);
  const removal = await deps.db.transaction().execute(async (trx) => {
    const done = await removeIn(trx, uuid);
    await auditRemoval(trx, auth, done);
    return done;
  });
  deps.counts.forget(PLACES_TOTALS);
  return removal;
}

/** DELETE /locations?uuid=…&uuid=…: all or nothing; one unknown or foreign uuid refuses the lot. */
export async function deleteLocations(deps: Deps, auth: AuthContext, uuids: string[]): Promise<Removal[]> {
  const unique = [...new Set(uuids)];
  const found = await deps.db
    .selectFrom('locations as l')
    .select('l.uuid')
    .where('l.uuid', 'in', unique)
    .where('l.isDeleted', '=', false)
    .where(writable(auth))
    .execute();
  if (found.length !== unique.length) throw notFound(LOCATION_MSG.notFound);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const done: Removal[] = [];
    for (const uuid of unique) {
      const removal = await removeIn(trx, uuid);
      await auditRemoval(trx, auth, removal);
      done.push(removal);
    }
    return done;
  });
  deps.counts.forget(PLACES_TOTALS);
  return removed;
}
