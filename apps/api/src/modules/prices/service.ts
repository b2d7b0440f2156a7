import { hidesAnyPrice } from '@kolos/domain';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import {
  bestHaul,
  compareBoardRows,
  nearestPoints,
  netPriceAtFarm,
  PRICE_BOARD_LIMITS,
  type BoardOrderKey,
  type Haul,
  type PriceBoardCrop,
  type PriceBoardQuery,
  type PriceBoardReply,
  type PriceBoardRow,
} from '@kolos/domain/prices';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { auctionPlaces } from '../auctions';
import { deliveryPricesOf, haulKey } from '../tariffs';
import * as q from './queries';

type Point = { uuid: string; name: string };
const named = (p: Point): Point => ({ uuid: p.uuid, name: p.name });

/**
 * Prices every (shipping point, acceptance point) pair once, by the tariffs area's own delivery
 * price of one tonne (the distance cache; points, distances and tariffs read in one statement
 * each). A pair the tariffs cannot price (no tariff for the subject, a distance past the last
 * band) is left unpriced, not a refusal of the board.
 */
async function priceHauls(deps: Deps, pairs: [Point, Point][]): Promise<Map<string, Haul | null>> {
  const priced = await deliveryPricesOf(
    deps,
    pairs.map(([from, to]) => ({ from: from.uuid, to: to.uuid })),
  );
  return new Map(
    pairs.map(([from, to]) => {
      const d = priced.get(haulKey(from.uuid, to.uuid));
      const haul: Haul | null = d
        ? {
            shippingPoint: from,
            acceptancePoint: to,
            deliveryPrice: d.price,
            distance: d.distance,
            tariffType: d.tariffType,
          }
        : null;
      return [haulKey(from.uuid, to.uuid), haul];
    }),
  );
}

/** A tender with the haul it is priced by and its place in the order. */
interface Priced {
  tender: q.MatchedTender;
  own: Point[];
  haul: Haul | null;
  key: BoardOrderKey;
}

function toRow({ tender, own, haul, key }: Priced, hide: boolean): PriceBoardRow {
  const row: PriceBoardRow = {
    auctionUuid: tender.uuid,
    number: tender.number,
    purchaser: { uuid: tender.ownerCompanyUuid, name: tender.ownerCompanyName },
    deliveryTypes: [...tender.deliveryTypes].sort(),
    price: tender.price,
    deliveryPrice: haul?.deliveryPrice ?? null,
    netPrice: key.netPrice,
    distance: haul?.distance ?? null,
    tariffType: haul?.tariffType ?? null,
    shippingPoint: haul?.shippingPoint ?? null,
    acceptancePoint: haul?.acceptancePoint ?? own[0]!,
    volume: tender.volume,
    minLotVolume: tender.minLotVolume,
    endAt: formatUtcDateTime(new Date(tender.endAt)),
    offer: { auctionUuid: tender.uuid, farmerLocationUuid: haul?.shippingPoint.uuid ?? null },
  };
  if (hide) {
    delete row.price;
    delete row.deliveryPrice;
    delete row.netPrice;
  }
  return row;
}

/**
 * GET /prices/board (issue 29 point 21, docs/prices.md): per crop, the running tenders the farmer
 * may offer on, each priced at his farm by the best haul from his nearest shipping points, best first and
 * bounded (PRICE_BOARD_LIMITS). Crops by name.
 */
export async function priceBoard(
  deps: Deps,
  auth: AuthContext,
  query: PriceBoardQuery,
): Promise<PriceBoardReply> {
  const now = new Date();
  const hide = hidesAnyPrice(auth.subject);
  const limit = query.productUuid ? PRICE_BOARD_LIMITS.perCropOne : PRICE_BOARD_LIMITS.perCropAll;
  const [tenders, points] = await Promise.all([
    q.matchedTenders(deps.db, auth, now, query.productUuid, PRICE_BOARD_LIMITS.tenders),
    auth.companyUuid ? q.shippingPoints(deps.db, auth.companyUuid) : Promise.resolve([]),
  ]);
  const places = await auctionPlaces(
    deps.db,
    tenders.map((t) => t.uuid),
  );
  const targets = await q.acceptancePoints(deps.db, [
    ...new Set([...places.values()].flat().map((p) => p.uuid)),
  ]);
  // per acceptance point, the few shipping points worth a haul (a farm may have hundreds)
  const fromWhere = new Map(targets.map((to) => [to.uuid, nearestPoints(points, to).map(named)]));
  const hauls = await priceHauls(
    deps,
    targets.flatMap((to) => fromWhere.get(to.uuid)!.map((from): [Point, Point] => [from, named(to)])),
  );
  const byCrop = new Map<string, Priced[]>();
  for (const tender of tenders) {
    const own = (places.get(tender.uuid) ?? []).map(named);
    if (own.length === 0) continue;
    const haul = bestHaul(
      own
        .flatMap((to) => (fromWhere.get(to.uuid) ?? []).map((from) => hauls.get(haulKey(from.uuid, to.uuid))))
        .filter((h) => h != null),
    );
    const priced: Priced = {
      tender,
      own,
      haul,
      key: {
        uuid: tender.uuid,
        price: tender.price,
        netPrice: netPriceAtFarm(tender.price, haul?.deliveryPrice ?? null),
        endAt: new Date(tender.endAt),
      },
    };
    const crop = byCrop.get(tender.productUuid) ?? [];
    crop.push(priced);
    byCrop.set(tender.productUuid, crop);
  }
  const crops: PriceBoardCrop[] = [...byCrop.entries()]
    .map(([productUuid, rows]) => ({
      productUuid,
      product: rows[0]!.tender.productTitle,
      total: rows[0]!.tender.cropTotal,
      rows: rows
        .sort((a, b) => compareBoardRows(a.key, b.key, hide))
        .slice(0, limit)
        .map((r) => toRow(r, hide)),
    }))
    .sort((a, b) => a.product.localeCompare(b.product, 'ru'));
  return { crops, limit, noShippingPoint: points.length === 0 };
}
