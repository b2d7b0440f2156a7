import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  auctionCreateBody,
  type AuctionCreateBody,
  type AuctionStatus,
  type AuctionUpdateBody,
  type AuctionWire,
} from '@kolos/domain/trading';
import { localToWire, wireToLocal } from '../../../shared/trading';
import type { AuctionDefaults } from '../api/get-auction-defaults';

/**
 * What the auction form holds: the create body as typed, except that startAt and endAt are the
 * user's wall time ('DD.MM.YYYY HH:mm' in the header clock's zone); the wire's UTC is made on save.
 * The schema checks both the same way: the format, and the end after the start.
 */
export type AuctionFormValues = z.input<typeof auctionCreateBody>;

/** Both delivery types are allowed unless the purchaser unticks one (recorded in docs/trading.md). */
const BOTH = ['SELLER', 'BUYER'] as const;

/** A new auction from GET /auctions/default. */
export function newFormValues(
  defaults: AuctionDefaults | undefined,
  zone: string,
): DefaultValues<AuctionFormValues> {
  return {
    regionUuid: '',
    locationUuids: [],
    productUuid: '',
    deliveryTypes: [...BOTH],
    minLotVolume: defaults?.minLotVolume,
    deliveryDateStart: defaults?.deliveryDateStart ?? '',
    deliveryDateEnd: defaults?.deliveryDateEnd ?? '',
    startAt: defaults ? wireToLocal(defaults.startAt, zone) : '',
    endAt: defaults ? wireToLocal(defaults.endAt, zone) : '',
    comment: '',
  };
}

/** A stored auction in the form. */
export function formValuesOf(a: AuctionWire, zone: string): AuctionFormValues {
  return {
    regionUuid: a.regionUuid,
    locationUuids: a.locationUuids,
    productUuid: a.productUuid,
    deliveryTypes: a.deliveryTypes,
    volume: a.volume,
    minLotVolume: a.minLotVolume,
    price: a.price ?? 0,
    humidity: a.humidity,
    deliveryDateStart: a.deliveryDateStart,
    deliveryDateEnd: a.deliveryDateEnd,
    startAt: wireToLocal(a.startAt, zone),
    endAt: wireToLocal(a.endAt, zone),
    comment: a.comment,
  };
}

const toWire = (local: string | null | undefined, zone: string) =>
  local ? (localToWire(local, zone) ?? local) : null;

/** POST /auctions: the checked values with the times turned to UTC. */
export function createBodyOf(v: AuctionCreateBody, zone: string): AuctionCreateBody {
  return { ...v, startAt: toWire(v.startAt, zone), endAt: toWire(v.endAt, zone)! };
}

/**
 * PUT /auctions/{uuid}: before the start every field; once active the end, the comment (issue 15:
 * "once active only endAt may move, and only later, plus comment") and the delivery types, which
 * may only widen (issue 29 point 2).
 */
export function updateBodyOf(v: AuctionCreateBody, status: AuctionStatus, zone: string): AuctionUpdateBody {
  const body = createBodyOf(v, zone);
  return status === 'AUCTION_PLANNED'
    ? body
    : { endAt: body.endAt, comment: body.comment, deliveryTypes: body.deliveryTypes };
}

/** Which fields the form lets the user change for an auction in this status (null: a new one). */
export function editableFields(status: AuctionStatus | null): 'all' | 'endAndComment' | 'none' {
  if (status === null || status === 'AUCTION_PLANNED') return 'all';
  return status === 'AUCTION_ACTIVE' ? 'endAndComment' : 'none';
}
