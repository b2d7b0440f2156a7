import { LOCATION_MSG } from '@kolos/domain/locations';
import { formatKladrName } from '@kolos/domain/reference';
import {
  deliveryPriceKopecks,
  TARIFF_MSG,
  tariffTypeFor,
  type DeliveryPrice,
  type Tariff,
  type TariffChange,
  type TariffInput,
} from '@kolos/domain/tariffs';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { fedRegionExists } from '../reference';
import { distanceKm, type CachePolicy } from './distance';

export interface DeliveryPriceOptions {
  /** Tonnes to price; 1 by default (SPEC 9). */
  amountTons?: number;
  /** true (default): distances come from the cache when present; false: recomputed and re-cached. */
  useCache?: boolean;
  /** GET /delivery/price's distanceCachePolicy; overrides useCache. */
  cachePolicy?: CachePolicy;
}

const pointOf = (deps: Deps, uuid: string) =>
  deps.db
    .selectFrom('locations as l')
    .leftJoin('fedRegions as fr', 'fr.uuid', 'l.fedRegionUuid')
    .select([
      'l.uuid',
      'l.latitude',
      'l.longitude',
      'l.fedRegionUuid',
      'fr.name',
      'fr.typeFull',
      'fr.typeShort',
    ])
    .where('l.uuid', '=', uuid)
    .executeTakeFirst();

/**
 * SPEC 3 Delivery price result for a haul between two locations: price in kopecks for the tonnes,
 * road distance in whole km, and REGIONAL inside one subject of the federation or E2E across
 * subjects, priced by the tariff of the subject where the load starts. No company scoping here:
 * callers check that their user may see both locations. Unknown location → 404; no tariff → 409.
 */
export async function computeDeliveryPrice(
  deps: Deps,
  fromLocationUuid: string,
  toLocationUuid: string,
  opts: DeliveryPriceOptions = {},
): Promise<DeliveryPrice> {
  const [from, to] = await Promise.all([pointOf(deps, fromLocationUuid), pointOf(deps, toLocationUuid)]);
  if (!from || !to) throw notFound(LOCATION_MSG.notFound);
  if (!from.fedRegionUuid || !to.fedRegionUuid) throw conflict(TARIFF_MSG.unknownRegion);
  const policy = opts.cachePolicy ?? (opts.useCache === false ? 1 : 2);
  const distance = await distanceKm(deps, from, to, policy);
  const tariffType = tariffTypeFor(from.fedRegionUuid, to.fedRegionUuid);
  const tariff = await deps.db
    .selectFrom('tariffs')
    .select('bands')
    .where('fedRegionUuid', '=', from.fedRegionUuid)
    .where('type', '=', tariffType)
    .executeTakeFirst();
  if (!tariff) {
    const subject = {
      value: from.name ?? '',
      fullSubvalue: from.typeFull ?? '',
      shortSubvalue: from.typeShort ?? '',
    };
    throw conflict(TARIFF_MSG.noTariff(formatKladrName(subject, 'full')));
  }
  const price = deliveryPriceKopecks(tariff.bands, distance, opts.amountTons ?? 1);
  if (price === null) throw conflict(TARIFF_MSG.noBand(distance));
  return { price, distance, tariffType };
}

const toWire = (r: {
  uuid: string;
  fedRegionUuid: string;
  type: Tariff['type'];
  bands: Tariff['bands'];
  updatedAt: Date;
}): Tariff => ({
  uuid: r.uuid,
  regionUuid: r.fedRegionUuid,
  type: r.type,
  bands: r.bands,
  updatedAt: new Date(r.updatedAt).toISOString(),
});

const selectTariffs = (deps: Deps) =>
  deps.db.selectFrom('tariffs').select(['uuid', 'fedRegionUuid', 'type', 'bands', 'updatedAt']);

/** GET /tariffs/by-region/{id}: the tariffs of one subject of the federation. */
export async function tariffsByRegion(deps: Deps, fedRegionUuid: string): Promise<Tariff[]> {
  if (!(await fedRegionExists(deps.db, fedRegionUuid))) throw notFound('Субъект РФ не найден');
  const rows = await selectTariffs(deps)
    .where('fedRegionUuid', '=', fedRegionUuid)
    .orderBy('type', 'desc')
    .execute();
  return rows.map(toWire);
}

/**
 * POST /v2/tariffs: sets the bands of one tariff type of a subject, replacing what was there. The
 * old row is locked and read first, so the audit record (`tariff.update`, target: the subject)
 * carries the bands before and after — the tariff's history of who changed what (issue 28
 * point 11) — and commits or rolls back with the change.
 */
export async function saveTariff(
  deps: Deps,
  auth: AuthContext,
  input: TariffInput,
  ip: string | null = null,
): Promise<Tariff> {
  if (!(await fedRegionExists(deps.db, input.regionUuid))) throw badRequest('Выберите субъект РФ из списка');
  const bands = JSON.stringify(input.bands);
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('tariffs')
      .select('bands')
      .where('fedRegionUuid', '=', input.regionUuid)
      .where('type', '=', input.type)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('tariffs')
      .values({
        uuid: newId(),
        fedRegionUuid: input.regionUuid,
        type: input.type,
        bands,
        updatedBy: auth.userUuid,
      })
      .onConflict((oc) =>
        oc
          .columns(['fedRegionUuid', 'type'])
          .doUpdateSet({ bands, updatedBy: auth.userUuid, updatedAt: new Date() }),
      )
      .execute();
    const detail: TariffChange = { type: input.type, from: before?.bands ?? null, to: input.bands };
    await writeAudit(trx, {
      action: 'tariff.update',
      actorUuid: auditActor(auth),
      targetUuid: input.regionUuid,
      ip,
      detail: { ...detail },
    });
    const row = await trx
      .selectFrom('tariffs')
      .select(['uuid', 'fedRegionUuid', 'type', 'bands', 'updatedAt'])
      .where('fedRegionUuid', '=', input.regionUuid)
      .where('type', '=', input.type)
      .executeTakeFirstOrThrow();
    return toWire(row);
  });
}
