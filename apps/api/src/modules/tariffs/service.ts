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
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { fedRegionExists } from '../reference';
import { cachedKm, distanceKm, haulKey, type CachePolicy } from './distance';

export interface DeliveryPriceOptions {
  /** Tonnes to price; 1 by default (SPEC 9). */
  amountTons?: number;
  /** true (default): distances come from the cache when present; false: recomputed and re-cached. */
  useCache?: boolean;
  /** GET /delivery/price's distanceCachePolicy; overrides useCache. */
  cachePolicy?: CachePolicy;
}

const points = (deps: Deps, uuids: readonly string[]) =>
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
    .where('l.uuid', 'in', uuids)
    .execute();
type HaulPoint = Awaited<ReturnType<typeof points>>[number];

const tariffsOf = async (deps: Deps, fedRegionUuids: readonly string[]) =>
  fedRegionUuids.length === 0
    ? []
    : deps.db
        .selectFrom('tariffs')
        .select(['fedRegionUuid', 'type', 'bands'])
        .where('fedRegionUuid', 'in', fedRegionUuids)
        .execute();

/**
 * The price of one haul of a known distance by the tariffs of the subject the load starts in:
 * REGIONAL inside one subject, E2E across. No tariff, no band for the distance: the 409s.
 */
function haulPrice(
  from: HaulPoint & { fedRegionUuid: string },
  to: { fedRegionUuid: string },
  distance: number,
  tariffs: readonly { fedRegionUuid: string; type: Tariff['type']; bands: Tariff['bands'] }[],
  amountTons: number,
): DeliveryPrice {
  const tariffType = tariffTypeFor(from.fedRegionUuid, to.fedRegionUuid);
  const tariff = tariffs.find((t) => t.fedRegionUuid === from.fedRegionUuid && t.type === tariffType);
  if (!tariff) {
    const subject = {
      value: from.name ?? '',
      fullSubvalue: from.typeFull ?? '',
      shortSubvalue: from.typeShort ?? '',
    };
    throw conflict(TARIFF_MSG.noTariff(formatKladrName(subject, 'full')));
  }
  const price = deliveryPriceKopecks(tariff.bands, distance, amountTons);
  if (price === null) throw conflict(TARIFF_MSG.noBand(distance));
  return { price, distance, tariffType };
}

const withSubject = (p: HaulPoint | undefined): (HaulPoint & { fedRegionUuid: string }) | null =>
  p?.fedRegionUuid ? (p as HaulPoint & { fedRegionUuid: string }) : null;

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
  const found = await points(deps, [fromLocationUuid, toLocationUuid]);
  const from = found.find((p) => p.uuid === fromLocationUuid);
  const to = found.find((p) => p.uuid === toLocationUuid);
  if (!from || !to) throw notFound(LOCATION_MSG.notFound);
  const [start, end] = [withSubject(from), withSubject(to)];
  if (!start || !end) throw conflict(TARIFF_MSG.unknownRegion);
  const policy = opts.cachePolicy ?? (opts.useCache === false ? 1 : 2);
  const distance = await distanceKm(deps, from, to, policy);
  const tariffs = await tariffsOf(deps, [start.fedRegionUuid]);
  return haulPrice(start, end, distance, tariffs, opts.amountTons ?? 1);
}

/**
 * The delivery price of one tonne for many hauls at once (the farmer's price board): the rule of
 * computeDeliveryPrice with the distance cache, the points, the cached distances and the tariffs
 * each read in one statement, a missing distance worked out and cached as one request would. A
 * haul it cannot price (a point unknown or of no subject, no tariff, no band) is null.
 */
export async function deliveryPricesOf(
  deps: Deps,
  hauls: readonly { from: string; to: string }[],
): Promise<Map<string, DeliveryPrice | null>> {
  const answer = new Map<string, DeliveryPrice | null>();
  if (hauls.length === 0) return answer;
  const byUuid = new Map(
    (await points(deps, [...new Set(hauls.flatMap((h) => [h.from, h.to]))])).map((p) => [p.uuid, p]),
  );
  const cached = await cachedKm(deps, hauls);
  const tariffs = await tariffsOf(deps, [
    ...new Set(hauls.flatMap((h) => byUuid.get(h.from)?.fedRegionUuid ?? [])),
  ]);
  for (const h of hauls) {
    const [from, to] = [withSubject(byUuid.get(h.from)), withSubject(byUuid.get(h.to))];
    if (!from || !to) {
      answer.set(haulKey(h.from, h.to), null);
      continue;
    }
    // a miss is worked out and cached as a single request's would be (policy 1: the cache was read)
    const distance = cached.get(haulKey(h.from, h.to)) ?? (await distanceKm(deps, from, to, 1));
    try {
      answer.set(haulKey(h.from, h.to), haulPrice(from, to, distance, tariffs, 1));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answer.set(haulKey(h.from, h.to), null);
    }
  }
  return answer;
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
