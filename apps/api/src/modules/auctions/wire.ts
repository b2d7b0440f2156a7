import { paramAllows, isoDay } from '@kolos/domain';
import { isoToRuDate } from '@kolos/domain/contracts';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { auctionStatusAt, type AuctionWire } from '@kolos/domain/trading';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import type { AuctionRow } from './queries';

/**
 * SPEC 6 param check on the 'AuctionsList' policy (the catalogue's 'Все торги без цен и
 * действий'): hidePrice takes every price field out of the JSON, hideActions refuses every write.
 */
export const hidesPrice = (auth: AuthContext) => !paramAllows(auth.subject, 'AuctionsList', 'hidePrice');

/** Issue 15 point 7: a role whose policy carries hideActions gets 403 on every trading write. */
export function refuseHiddenActions(auth: AuthContext): void {
  if (!paramAllows(auth.subject, 'AuctionsList', 'hideActions')) throw forbidden();
}

export const ruDay = (value: string | Date) => isoToRuDate(isoDay(value));

export type Place = { uuid: string; name: string; address: string };

/** The tender's terms as both its wire and an edit's stored body carry them. */
export const auctionTerms = (row: AuctionRow) => ({
  volume: row.volume,
  minLotVolume: row.minLotVolume,
  price: row.price,
  humidity: Number(row.humidity),
  deliveryDateStart: ruDay(row.deliveryDateStart),
  deliveryDateEnd: ruDay(row.deliveryDateEnd),
});

export function toAuctionWire(row: AuctionRow, places: Place[], now: Date, hidePrice: boolean): AuctionWire {
  const startAt = new Date(row.startAt);
  const endAt = new Date(row.endAt);
  const wire: AuctionWire = {
    uuid: row.uuid,
    number: row.number,
    ownerCompanyUuid: row.ownerCompanyUuid,
    ownerCompany: { name: row.ownerCompanyName },
    regionUuid: row.regionUuid,
    region: { uuid: row.regionUuid, name: row.regionName },
    locationUuids: places.map((p) => p.uuid),
    locations: places,
    productUuid: row.productUuid,
    product: { payload: { title: row.productTitle } },
    deliveryType: row.deliveryTypes.length === 1 ? row.deliveryTypes[0]! : null,
    deliveryTypes: [...row.deliveryTypes].sort(),
    ...auctionTerms(row),
    startAt: formatUtcDateTime(startAt),
    endAt: formatUtcDateTime(endAt),
    comment: row.comment,
    status: auctionStatusAt({ status: row.status, startAt, endAt }, now),
    offersCount: row.offersCount,
    offeredVolume: row.offeredVolume,
    acceptedVolume: row.acceptedVolume,
    createdAt: new Date(row.createdAt).toISOString(),
  };
  if (hidePrice) delete wire.price;
  return wire;
}
