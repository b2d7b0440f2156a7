import { z } from 'zod';
import { WIRE_DATE_FORMATS, dateOut } from '../common/wire-dates';
import {
  commentField,
  humidityField,
  priceField,
  requiredOr,
  ruDateField,
  tonnesField,
  uuidField,
} from '../common/fields';
import { text } from '../common/text';
import { dealPartiesWire } from '../common/deal-parties';
import { MSG } from '../common/messages';
import { SORT_DIRECTIONS, ZERO_UUID } from '../common/constants';
import { locationInputSchema } from '../locations';
import { CONTRACT_MSG } from './messages';
import { compareRuDates, isRuDate } from './dates';
import { STORED_CONTRACT_STATUSES } from './status';

/** SPEC 3 Task/Contract deliveryType: BUYER = FCA (the buyer collects), SELLER = CPT. */
export const DELIVERY_TYPES = ['BUYER', 'SELLER'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

const id = uuidField;
const ruDate = ruDateField;
/** SPEC 5: whole roubles per tonne, not below zero. */
const price = priceField(0);

/**
 * What the contract form sends (POST /v2/contracts). `price` is what the user typed in the price
 * field: the FCA price for FCA (stored as initialPrice; the server adds the delivery price) and
 * the CPT price for CPT. Unknown fields, and derived values a client might send (deliveryPrice,
 * distance, tariffType, status, aggregatorCompanyUuid), are dropped: the server works them out.
 */
/**
 * The contract form's fields and their rules. Exported so that the other deal forms (third-party
 * deals, @kolos/domain/tasks) take the same rules and texts from here instead of copying them.
 */
export const contractFields = z.object({
  regionUuid: id(),
  aggregatorLocationUuid: id(),
  productUuid: id(),
  humidity: humidityField(),
  quantity: tonnesField(),
  price,
  startDate: ruDate(),
  endDate: ruDate(),
  comment: commentField(),
  withoutIndication: z.boolean().optional(),
  deliveryType: z.enum(DELIVERY_TYPES, requiredOr(MSG.required)),
  farmerCompanyUuid: id(),
  /** The shipping address for FCA; SPEC 9: the all-zero id means none chosen. */
  farmerLocationUuid: z.uuid({ error: CONTRACT_MSG.badId }).nullish(),
  /** SPEC 2.11: a new shipping point filled in the embedded editor instead of a chosen address. */
  newFarmerLocation: locationInputSchema.omit({ companyUuid: true }).nullish(),
});

/** SPEC 9: the all-zero id stands for "no shipping point chosen". */
export const chosenLocation = (uuid: string | null | undefined): string | null =>
  uuid && uuid !== ZERO_UUID ? uuid : null;

type DatedInput = { startDate?: string | undefined; endDate?: string | undefined };

/** SPEC 5: the end date cannot precede the start date (the issue is put on the end field). */
export function checkDateOrder(
  start: string | undefined,
  end: string | undefined,
  endField: string,
  ctx: z.RefinementCtx,
) {
  if (!start || !end) return;
  const order = compareRuDates(start, end);
  if (order !== null && order > 0) {
    ctx.addIssue({ code: 'custom', path: [endField], message: CONTRACT_MSG.endBeforeStart });
  }
}

function checkDates(value: DatedInput, ctx: z.RefinementCtx) {
  checkDateOrder(value.startDate, value.endDate, 'endDate', ctx);
}

/** SPEC 5: for FCA a shipping address is required unless a new shipping point is validly filled. */
export function checkShippingAddress(
  value: { deliveryType?: string; farmerLocationUuid?: string | null; newFarmerLocation?: unknown },
  ctx: z.RefinementCtx,
) {
  if (
    value.deliveryType === 'BUYER' &&
    !chosenLocation(value.farmerLocationUuid) &&
    !value.newFarmerLocation
  ) {
    ctx.addIssue({ code: 'custom', path: ['farmerLocationUuid'], message: MSG.required });
  }
}

export const contractCreateBody = contractFields.superRefine((value, ctx) => {
  checkDates(value, ctx);
  checkShippingAddress(value, ctx);
});
export type ContractCreateBody = z.infer<typeof contractCreateBody>;

/** SPEC 2.11: in edit mode region, acceptance point, crop, delivery type and supplier are locked. */
export const contractUpdateBody = contractFields
  .pick({
    humidity: true,
    quantity: true,
    price: true,
    startDate: true,
    endDate: true,
    comment: true,
    withoutIndication: true,
    farmerLocationUuid: true,
  })
  .superRefine(checkDates);
export type ContractUpdateBody = z.infer<typeof contractUpdateBody>;

/** SPEC 2.10 sortable columns and SPEC 3 sort fields (company name, manager, volume, price, dates). */
export const CONTRACT_SORT_FIELDS = [
  'farmerCompanyName',
  'manager',
  'quantity',
  'price',
  'startDate',
  'endDate',
] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

/** SPEC 2.10 filters, as GET /contracts takes them. */
export const contractFilters = z.object({
  status: z.enum(STORED_CONTRACT_STATUSES).optional(),
  productUuid: z.uuid().optional(),
  startDate: text()
    .refine(isRuDate, { error: CONTRACT_MSG.date })
    .describe(WIRE_DATE_FORMATS.specDay)
    .optional(),
  endDate: text()
    .refine(isRuDate, { error: CONTRACT_MSG.date })
    .describe(WIRE_DATE_FORMATS.specDay)
    .optional(),
  regionUuid: z.uuid().optional(),
  aggregatorLocationUuid: z.uuid().optional(),
  userUuid: z.uuid().optional(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
  /** The purchaser, for a platform admin who sees every company's deals (staff see their own). */
  aggregatorCompanyUuid: z.uuid().optional(),
});
export type ContractFilters = z.infer<typeof contractFilters>;

export const contractListQuery = contractFilters
  .extend({
    offset: z.coerce.number().int().min(0).default(0),
    /** SPEC 7: omitted when the page size is -1 (all); the server caps it. */
    limit: z.coerce.number().int().min(1).optional(),
    sortField: z.enum(CONTRACT_SORT_FIELDS).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).default('ASC'),
  })
  .superRefine(checkDates);
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractUserWire = z.object({ name: text(), lastName: text(), surname: text() });
export type ContractUserWire = z.infer<typeof contractUserWire>;

/** SPEC 3 Contract with its read-only enrichments, as every contracts call answers it. */
export const contractWire = z.object({
  uuid: text(),
  aggregatorLocationUuid: text(),
  aggregatorCompanyUuid: text(),
  regionUuid: text().nullable(),
  productUuid: text(),
  humidity: z.number(),
  farmerCompanyUuid: text(),
  farmerLocationUuid: text(),
  startDate: dateOut('specDay'),
  endDate: dateOut('specDay'),
  deliveryType: z.enum(DELIVERY_TYPES),
  quantity: z.number(),
  price: z.number(),
  initialPrice: z.number(),
  deliveryPrice: z.number(),
  withoutIndication: z.boolean(),
  comment: text(),
  status: text(),
  distance: z.number(),
  tariffType: text(),
  userUuid: text().nullable(),
  createdAt: dateOut('wireInstant'),
  updatedAt: dateOut('wireInstant'),
  user: contractUserWire.nullable(),
  ...dealPartiesWire,
});
export type ContractWire = z.infer<typeof contractWire>;

export const contractListReply = z.object({
  contracts: z.array(contractWire),
  totalCount: z.number(),
  /** Tonnes of the whole filtered list, not of the page. */
  totalVolume: z.number(),
});
export type ContractListReply = z.infer<typeof contractListReply>;

export const contractHistoryEntry = z.object({
  status: text(),
  previousStatus: text().nullable(),
  createdAt: dateOut('wireInstant'),
  user: contractUserWire.nullable(),
});
export type ContractHistoryEntry = z.infer<typeof contractHistoryEntry>;

/** GET /contracts/by-uuid/{id}: the contract, its daily volume and who changed its status when. */
export const contractDetailsWire = contractWire.extend({
  dailyVolume: z.number().nullable(),
  history: z.array(contractHistoryEntry),
});
export type ContractDetailsWire = z.infer<typeof contractDetailsWire>;

/** SPEC 3 Contracted farmer. */
export const contractedFarmerWire = z.object({
  uuid: text(),
  name: text(),
  taxCode: text(),
  isInvalidate: z.boolean(),
});
export type ContractedFarmerWire = z.infer<typeof contractedFarmerWire>;
