import { z } from 'zod';
import { dateOut, wireInstant } from '../common/wire-dates';
import { DEFAULT_PAGE_SIZE } from '../common/constants';
import { offsetPaging, repeated, sortQuery } from '../common/paging';
import { text } from '../common/text';
import { MAX_AMOUNT } from './amounts';
import { normalizeStatusFilter } from './filter';
import { PREPAYMENT_MSG as M } from './messages';
import {
  PP_TYPES,
  PREPAYMENT_STATUSES,
  PRODUCT_ALIASES,
  REJECT_REASONS,
  STATUS_ANY,
  type RejectReason,
} from './statuses';

export const prepaymentStatusSchema = z.enum(PREPAYMENT_STATUSES, { error: M.badStatus });
export const productAliasSchema = z.enum(PRODUCT_ALIASES, { error: M.badProductAlias });

const amount = z
  .number({ error: M.badAmount })
  .int({ error: M.badAmount })
  .positive({ error: M.badAmount })
  .max(MAX_AMOUNT, { error: M.amountTooLarge });

const instant = wireInstant(M.badDate);

/** SPEC 7 GET /prepayments/requests filter (paging and the repeated statuses param are the API's). */
export const prepaymentFilterFields = {
  createdFrom: instant.optional(),
  createdTo: instant.optional(),
  ppType: z.enum(PP_TYPES, { error: M.badPpType }).optional(),
  productAlias: productAliasSchema.optional(),
  /** 'UNDEFINED' is 'Любой': no status filter. */
  statuses: z.enum([STATUS_ANY, ...PREPAYMENT_STATUSES], { error: M.badStatus }),
  any: text().trim().max(200).optional(),
  requestId: z
    .string()
    .regex(/^\d{1,15}$/, { error: M.badRequestNumber })
    .transform(Number)
    .optional(),
};

/** Sort fields of the list, each with an index behind it (docs/prepayment.md). */
export const PREPAYMENT_SORT_FIELDS = ['created', 'requestValue', 'updatedAt'] as const;
export type PrepaymentSortField = (typeof PREPAYMENT_SORT_FIELDS)[number];

/**
 * SPEC 7 GET /prepayments/requests (and the farmer's own list): the filter, the statuses once or
 * repeated ('Любой' or all of them is no filter, SPEC 5), paging with 15 rows by default, newest first.
 */
export const prepaymentListQuery = z
  .object({
    ...prepaymentFilterFields,
    statuses: repeated(prepaymentFilterFields.statuses).transform((s) => normalizeStatusFilter(s ?? [])),
    ...offsetPaging.shape,
    ...sortQuery(PREPAYMENT_SORT_FIELDS, 'created', 'DESC').shape,
  })
  .transform((q) => ({ ...q, limit: q.limit ?? DEFAULT_PAGE_SIZE }));
export type PrepaymentListQuery = z.output<typeof prepaymentListQuery>;

/** SPEC 7 PUT /prepayments/requests. A rejection names its reason; other changes carry none. */
export const statusChangeBody = z
  .object({
    uuid: text().uuid({ error: 'Неверный идентификатор заявки' }),
    status: prepaymentStatusSchema,
    statusReason: text().trim().nullish(),
  })
  .transform((b, ctx) => {
    if (b.status !== 'REJECTED') return { uuid: b.uuid, status: b.status, statusReason: null };
    if (!(REJECT_REASONS as readonly string[]).includes(b.statusReason ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['statusReason'], message: M.reasonRequired });
      return z.NEVER;
    }
    return { uuid: b.uuid, status: b.status, statusReason: b.statusReason as RejectReason };
  });
export type StatusChange = z.output<typeof statusChangeBody>;

/** A farmer's request for an advance against their company's limit. */
export const createRequestBody = z.object({
  requestValue: amount,
  productAlias: productAliasSchema,
  /** Needed only when more than one purchaser gave the company a limit for this product. */
  purchaserCompanyUuid: text().uuid({ error: 'Неверный идентификатор покупателя' }).optional(),
  /** The supply agreement the advance is paid against, when the farmer has one. */
  agreementContractNumber: text().trim().max(50).optional(),
});
export type CreateRequest = z.output<typeof createRequestBody>;

/** SPEC 3 Prepayment request, as the list and every change answer it. */
export const prepaymentRequestSchema = z.object({
  uuid: text(),
  requestId: z.number().int(),
  /** UTC, 'DD.MM.YYYY HH:mm' (SPEC 3). */
  created: dateOut('specInstant'),
  updatedAt: dateOut('specInstant'),
  requestValue: z.number().int(),
  status: prepaymentStatusSchema,
  statusReason: text().nullable(),
  agreementContractNumber: text().nullable(),
  /**
   * Issue 30, advances repaid from deliveries: roubles (with kopecks) repaid by confirmed
   * settlements, and what of the advance is still owed — null before it is lent, 0 once repaid.
   */
  repaid: z.number(),
  remaining: z.number().nullable(),
  ppType: z.enum(PP_TYPES),
  limit: z.object({
    uuid: text(),
    companyName: text(),
    inn: text(),
    limit: z.number().int(),
    insureCompany: text().nullable(),
    productAlias: productAliasSchema,
  }),
});
export type PrepaymentRequest = z.infer<typeof prepaymentRequestSchema>;

export const prepaymentListSchema = z.object({
  total: z.number().int(),
  list: z.array(prepaymentRequestSchema),
});
export type PrepaymentList = z.infer<typeof prepaymentListSchema>;

/** SPEC 3 Limit import result: the file of refused lines with their reasons, and the counts. */
/**
 * SPEC 7's csv, total, successed. The refused lines are a download (ADR 0042): `errorFileUrl`
 * whenever a line was refused; `csv` holds them inline too while they are small, '' otherwise.
 */
export const limitsUploadResultSchema = z.object({
  // an answer, not input: the refused lines come back as they were sent, a NUL among them
  csv: z.string(),
  total: z.number().int(),
  successed: z.number().int(),
  errorFileUuid: text().nullable(),
  errorFileUrl: text().nullable(),
});
export type LimitsUploadResult = z.infer<typeof limitsUploadResultSchema>;
