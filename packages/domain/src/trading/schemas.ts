import { z } from 'zod';
import { text } from '../common/text';
import { MSG } from '../common/messages';
import { offsetPaging, repeated, sortQuery } from '../common/paging';
import { DELIVERY_TYPES } from '../contracts/schemas';
import { compareRuDates } from '../contracts/dates';
import {
  commentField,
  FIELD_MSG,
  humidityField,
  priceField,
  requiredOr,
  tonnesField,
  uuidField,
} from '../common/fields';
import { parseUtcDateTime } from '../prepayment/wire-date';
import { dateOut, specDay, specInstant } from '../common/wire-dates';
import { TRADING_MSG } from './messages';
import { AUCTION_STATUSES, COUNTER_OFFER_STATUSES, OFFER_STATUSES } from './statuses';
import { AUCTIONS_PAGE_SIZE } from './defaults';

const id = uuidField;
/** Delivery days answer DD.MM.YYYY like the contract's (SPEC 3); ISO days are read too (ADR 0077). */
const ruDate = () => specDay(FIELD_MSG.date);
/** 'DD.MM.YYYY HH:mm' in UTC (SPEC 3 Auctions, issue 15: startAt, endAt); ISO 8601 is read too. */
const wireDateTime = () => specInstant(TRADING_MSG.dateTime);

const volume = tonnesField();
/** Whole roubles per tonne, above zero (issue 15: "integer > 0"). */
const price = priceField(1);
const humidity = humidityField();
const comment = commentField();
const deliveryType = z.enum(DELIVERY_TYPES, requiredOr(MSG.required));

type Dated = { deliveryDateStart?: string | undefined; deliveryDateEnd?: string | undefined };
function checkDeliveryDates(value: Dated, ctx: z.RefinementCtx) {
  if (!value.deliveryDateStart || !value.deliveryDateEnd) return;
  const order = compareRuDates(value.deliveryDateStart, value.deliveryDateEnd);
  if (order !== null && order > 0) {
    ctx.addIssue({ code: 'custom', path: ['deliveryDateEnd'], message: TRADING_MSG.deliveryEndBeforeStart });
  }
}

type Timed = { startAt?: string | null | undefined; endAt?: string | undefined };
function checkAuctionTimes(value: Timed, ctx: z.RefinementCtx) {
  const start = value.startAt ? parseUtcDateTime(value.startAt) : null;
  const end = value.endAt ? parseUtcDateTime(value.endAt) : null;
  if (start && end && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: TRADING_MSG.endBeforeStart });
  }
}

/**
 * POST /auctions. `deliveryTypes` names the delivery types the tender allows (one or both); a
 * client that sends the single `deliveryType` of SPEC 3 means that one. `startAt` omitted (or not
 * later than now) starts the auction at once. Derived fields (number, status, counts) are dropped.
 */
const auctionFields = z.object({
  regionUuid: id(),
  locationUuids: z.array(id(), requiredOr(MSG.required)).min(1, { error: MSG.required }).max(50),
  productUuid: id(),
  deliveryType: deliveryType.optional(),
  deliveryTypes: z.array(deliveryType).max(2).optional(),
  volume,
  minLotVolume: tonnesField().optional(),
  price,
  humidity,
  deliveryDateStart: ruDate(),
  deliveryDateEnd: ruDate(),
  startAt: wireDateTime().nullish(),
  endAt: wireDateTime(),
  comment,
});

/** The delivery types an auction body asks for: `deliveryTypes`, else `deliveryType`, without repeats. */
export const requestedDeliveryTypes = (body: {
  deliveryType?: (typeof DELIVERY_TYPES)[number] | undefined;
  deliveryTypes?: (typeof DELIVERY_TYPES)[number][] | undefined;
}) => [
  ...new Set(body.deliveryTypes?.length ? body.deliveryTypes : body.deliveryType ? [body.deliveryType] : []),
];

export const auctionCreateBody = auctionFields.superRefine((value, ctx) => {
  checkDeliveryDates(value, ctx);
  checkAuctionTimes(value, ctx);
  if (requestedDeliveryTypes(value).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['deliveryTypes'], message: TRADING_MSG.deliveryTypesRequired });
  }
  if (value.minLotVolume !== undefined && value.minLotVolume > value.volume) {
    ctx.addIssue({ code: 'custom', path: ['minLotVolume'], message: TRADING_MSG.minLotAboveVolume });
  }
});
export type AuctionCreateBody = z.infer<typeof auctionCreateBody>;

/** PUT /auctions/{uuid}: any field before the start; once active a later endAt, the comment and more delivery types. */
export const auctionUpdateBody = auctionFields.partial().superRefine((value, ctx) => {
  checkDeliveryDates(value, ctx);
  checkAuctionTimes(value, ctx);
  if (value.deliveryTypes?.length === 0 && !value.deliveryType) {
    ctx.addIssue({ code: 'custom', path: ['deliveryTypes'], message: TRADING_MSG.deliveryTypesRequired });
  }
});
export type AuctionUpdateBody = z.infer<typeof auctionUpdateBody>;

export const AUCTION_SORT_FIELDS = ['number', 'startAt', 'endAt', 'price', 'volume', 'createdAt'] as const;
export type AuctionSortField = (typeof AUCTION_SORT_FIELDS)[number];

/** POST /v3/auctions: the list's filter and page, in the body (SPEC 7). */
export const auctionListBody = z
  .object({
    statuses: z.array(z.enum(AUCTION_STATUSES)).optional(),
    regionUuid: z.uuid().optional(),
    locationUuid: z.uuid().optional(),
    productUuid: z.uuid().optional(),
    /** Start dates, DD.MM.YYYY, inclusive, in the user's calendar as the client sends them. */
    startFrom: ruDate().optional(),
    startTo: ruDate().optional(),
    any: text().trim().max(200).optional(),
  })
  .extend(offsetPaging.shape)
  .extend(sortQuery(AUCTION_SORT_FIELDS, 'startAt', 'DESC').shape)
  .transform((q) => ({ ...q, limit: q.limit ?? AUCTIONS_PAGE_SIZE }));
export type AuctionListBody = z.infer<typeof auctionListBody>;

/** POST /auctions/permissions/deny. */
export const auctionDenyBody = z.object({ auctionUuid: id(), farmerCompanyUuid: id() });

/** POST /auctions/permissions/allow (issue 28 point 12): a bar lifted, always with its reason. */
export const auctionAllowBody = auctionDenyBody.extend({
  reason: text({ error: TRADING_MSG.liftReasonRequired })
    .trim()
    .min(1, { error: TRADING_MSG.liftReasonRequired })
    .max(1000),
});
export type AuctionAllowBody = z.infer<typeof auctionAllowBody>;

/**
 * The farmer's offer (POST /v2/offers); a trader's phone deal adds `farmerCompanyUuid` (POST /offers).
 * `deliveryType` may be left out where the tender allows one type (offerDeliveryType decides).
 */
const offerFields = z.object({
  auctionUuid: id(),
  farmerLocationUuid: z.uuid({ error: FIELD_MSG.badId }).nullish(),
  deliveryType: deliveryType.nullish(),
  volume,
  price,
  humidity,
  deliveryDateStart: ruDate(),
  deliveryDateEnd: ruDate(),
  comment,
});

export const offerCreateBody = offerFields.superRefine(checkDeliveryDates);
export type OfferCreateBody = z.infer<typeof offerCreateBody>;

export const offerOnBehalfBody = offerFields
  .extend({ farmerCompanyUuid: id() })
  .superRefine(checkDeliveryDates);
export type OfferOnBehalfBody = z.infer<typeof offerOnBehalfBody>;

/** PUT /v2/offers: the farmer changes his live offer; the auction cannot change (rebind does that). */
export const offerUpdateBody = offerFields
  .omit({ auctionUuid: true })
  .extend({ uuid: id() })
  .superRefine(checkDeliveryDates);
export type OfferUpdateBody = z.infer<typeof offerUpdateBody>;

/**
 * POST /v2/offers/quote: what the server would work out for these terms before an offer is sent
 * (the farmer's form shows the landed price he competes on). A trader quoting a phone deal names
 * the farmer company; a farmer's own company is taken from his session.
 */
export const offerQuoteBody = z.object({
  auctionUuid: id(),
  farmerCompanyUuid: z.uuid({ error: FIELD_MSG.badId }).nullish(),
  farmerLocationUuid: z.uuid({ error: FIELD_MSG.badId }).nullish(),
  deliveryType: deliveryType.nullish(),
  price,
});
export type OfferQuoteBody = z.infer<typeof offerQuoteBody>;

export const counterOfferBody = z.object({ offerUuid: id(), price, volume, comment });
export type CounterOfferBody = z.infer<typeof counterOfferBody>;

export const counterOfferAnswerBody = z.object({
  uuid: id(),
  status: z.enum(['ACCEPTED', 'DECLINED'], requiredOr(MSG.required)),
});
export type CounterOfferAnswerBody = z.infer<typeof counterOfferAnswerBody>;

export const offersResultBody = z.object({
  auctionUuid: id(),
  items: z.array(z.object({ offerUuid: id(), volume })).max(10_000),
});
export type OffersResultBody = z.infer<typeof offersResultBody>;

export const offerRebindBody = z.object({ offerUuid: id(), auctionUuid: id() });

/** GET /offers/rebindable?offerUuid= (issue 28 point 13): the auctions the offer may move to. */
export const offerUuidQuery = z.object({ offerUuid: id() });

export const OFFER_SORT_FIELDS = ['landedPrice', 'price', 'volume', 'created'] as const;
export type OfferSortField = (typeof OFFER_SORT_FIELDS)[number];

/** GET /offers/v2/filter (and the filter of GET /v2/offers/status). */
export const offerFilterQuery = z
  .object({
    auctionUuid: z.uuid().optional(),
    statuses: repeated(z.enum(OFFER_STATUSES)),
    productUuid: z.uuid().optional(),
    regionUuid: z.uuid().optional(),
    locationUuid: z.uuid().optional(),
    /** The farmer's company name or ИНН. */
    any: text().trim().max(200).optional(),
  })
  .extend(offsetPaging.shape)
  .extend(sortQuery(OFFER_SORT_FIELDS, 'created', 'DESC').shape)
  .transform((q) => ({ ...q, limit: q.limit ?? AUCTIONS_PAGE_SIZE }));
export type OfferFilterQuery = z.infer<typeof offerFilterQuery>;

// ---- answers ----------------------------------------------------------------------------------
// Price fields are optional: a role whose policy carries hidePrice receives them absent (issue 15
// point 7), so the same shapes serve both.

const placeWire = z.object({ uuid: text(), name: text(), address: text() });

export const auctionWire = z.object({
  uuid: text(),
  number: z.number(),
  ownerCompanyUuid: text(),
  ownerCompany: z.object({ name: text() }),
  regionUuid: text(),
  region: z.object({ uuid: text(), name: text() }),
  locationUuids: z.array(text()),
  locations: z.array(placeWire),
  productUuid: text(),
  product: z.object({ payload: z.object({ title: text() }) }),
  /** The single delivery type when one is allowed, null when both are. */
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  volume: z.number(),
  minLotVolume: z.number(),
  price: z.number().optional(),
  humidity: z.number(),
  deliveryDateStart: dateOut('specDay'),
  deliveryDateEnd: dateOut('specDay'),
  startAt: dateOut('specInstant'),
  endAt: dateOut('specInstant'),
  comment: text(),
  status: z.enum(AUCTION_STATUSES),
  offersCount: z.number(),
  offeredVolume: z.number(),
  acceptedVolume: z.number(),
  createdAt: dateOut('wireInstant'),
});
export type AuctionWire = z.infer<typeof auctionWire>;

/** GET /auctions: the caller's current active auctions, short, for pickers (rebind, filters). */
export const auctionShortWire = auctionWire.pick({
  uuid: true,
  number: true,
  ownerCompanyUuid: true,
  regionUuid: true,
  region: true,
  productUuid: true,
  product: true,
  volume: true,
  endAt: true,
  status: true,
});
export type AuctionShortWire = z.infer<typeof auctionShortWire>;

/**
 * GET /offers/rebindable: the auctions the rule lets the offer move to, each with the refusal the
 * move would meet there now (its terms do not fit, the farmer has an offer there, he is barred)
 * or null — so the trader sees why a replacing tender is not open to this offer.
 */
export const rebindTargetsReply = z.object({
  auctions: z.array(auctionShortWire.extend({ refusal: text().nullable() })),
});
export type RebindTargetsReply = z.infer<typeof rebindTargetsReply>;

/** DELETE /v2/auctions/{id}: erased (planned, no offers), or kept as AUCTION_CANCELED. */
export const auctionDeleteReply = z.object({
  uuid: text(),
  deleted: z.boolean(),
  status: z.enum(AUCTION_STATUSES).nullable(),
});
export type AuctionDeleteReply = z.infer<typeof auctionDeleteReply>;

/**
 * GET /auctions/permissions/list?auctionUuid=: the farmer companies barred from the auction, and
 * every bar put and lifted, oldest first (who, when, why — issue 28 point 12).
 */
export const auctionUuidQuery = z.object({ auctionUuid: id() });
const farmerCompanyShort = z.object({ name: text(), taxCode: text() });
export const auctionPermissionsReply = z.object({
  auctionUuid: text(),
  denied: z.array(
    z.object({
      farmerCompanyUuid: text(),
      farmerCompany: farmerCompanyShort,
      createdAt: dateOut('wireInstant'),
    }),
  ),
  history: z.array(
    z.object({
      farmerCompanyUuid: text(),
      farmerCompany: farmerCompanyShort,
      /** true: the bar was put; false: it was lifted. */
      denied: z.boolean(),
      reason: text().nullable(),
      /** 'Lastname Name' of who did it. */
      author: text().nullable(),
      createdAt: dateOut('wireInstant'),
    }),
  ),
});
export type AuctionPermissionsReply = z.infer<typeof auctionPermissionsReply>;

export const auctionListReply = z.object({ auctions: z.array(auctionWire), totalCount: z.number() });
export type AuctionListReply = z.infer<typeof auctionListReply>;

export const counterOfferWire = z.object({
  uuid: text(),
  price: z.number().optional(),
  volume: z.number(),
  comment: text(),
  status: z.enum(COUNTER_OFFER_STATUSES),
  createdAt: dateOut('wireInstant'),
});
export type CounterOfferWire = z.infer<typeof counterOfferWire>;

export const offerWire = z.object({
  uuid: text(),
  number: z.number(),
  auctionUuid: text(),
  auction: z.object({ number: z.number(), ownerCompany: z.object({ name: text() }) }),
  farmerCompanyUuid: text(),
  farmerCompany: z.object({ name: text(), taxCode: text() }),
  /** Issue 17: the farmer company's no-shows in the queue over NO_SHOW_WINDOW_DAYS, beside its name. */
  farmerNoShows: z.number(),
  farmerLocationUuid: text().nullable(),
  farmerLocation: placeWire.nullable(),
  /** The auction's acceptance point the delivery and landed price are counted at (FCA), else null. */
  acceptanceLocationUuid: text().nullable(),
  acceptanceLocation: placeWire.nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  volume: z.number(),
  price: z.number().optional(),
  humidity: z.number(),
  deliveryDateStart: dateOut('specDay'),
  deliveryDateEnd: dateOut('specDay'),
  comment: text(),
  status: z.enum(OFFER_STATUSES),
  counterOffer: counterOfferWire.nullable(),
  acceptedVolume: z.number(),
  /** Kopecks per tonne, FCA only (SPEC 3 Delivery price result). */
  deliveryPrice: z.number().nullable().optional(),
  distance: z.number().nullable(),
  tariffType: text().nullable(),
  /** ₽/t, the area premium of the farmer point's district and crop. */
  premium: z.number().nullable().optional(),
  landedPrice: z.number().optional(),
  /** Place within its auction by landed price, then time; null once the offer is out of play. */
  rank: z.number().nullable(),
  createdAt: dateOut('wireInstant'),
  updatedAt: dateOut('wireInstant'),
});
export type OfferWire = z.infer<typeof offerWire>;

export const offerListReply = z.object({ offers: z.array(offerWire), totalCount: z.number() });
export type OfferListReply = z.infer<typeof offerListReply>;

export const offerHistoryEntry = z.object({
  status: z.enum(OFFER_STATUSES),
  previousStatus: z.enum(OFFER_STATUSES).nullable(),
  /** What changed, in people's words ('Объём: 100 → 120 т'); prices absent under hidePrice. */
  changes: z.array(text()),
  createdAt: dateOut('wireInstant'),
  user: z.object({ name: text(), lastName: text(), surname: text() }).nullable(),
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntry>;

export const offerDetailsWire = offerWire.extend({ history: z.array(offerHistoryEntry) });
export type OfferDetailsWire = z.infer<typeof offerDetailsWire>;

/** GET /offers/result. */
export const offersResultReply = z.object({
  auctionUuid: text(),
  offers: z.array(offerWire),
  volume: z.number(),
  averageLandedPrice: z.number().optional(),
});
export type OffersResultReply = z.infer<typeof offersResultReply>;

/** GET /offers/filterByAuction/{id}, /offers/filterByCompany/{id}, /user/personal/offers: a page. */
export const offerPageQuery = offsetPaging.transform((q) => ({ ...q, limit: q.limit ?? AUCTIONS_PAGE_SIZE }));

/** GET /v2/offers/locations: acceptance points of the auctions that have offers. */
export const offerLocationsReply = z.array(placeWire);

/** GET /v2/offers/status: statuses with Russian labels and counts for the current filter. */
export const offerStatusCountsReply = z.array(
  z.object({ status: z.enum(OFFER_STATUSES), label: text(), count: z.number() }),
);

/** POST /v2/offers/quote: the server's pricing of the terms; price fields absent under hidePrice. */
export const offerQuoteReply = z.object({
  /** Kopecks per tonne, FCA only. */
  deliveryPrice: z.number().nullable().optional(),
  distance: z.number().nullable(),
  tariffType: text().nullable(),
  /** The acceptance point the landed price is at (FCA: the cheapest haul), else null. */
  acceptanceLocationUuid: text().nullable(),
  landedPrice: z.number().optional(),
  premium: z.number().nullable().optional(),
});
export type OfferQuoteReply = z.infer<typeof offerQuoteReply>;
