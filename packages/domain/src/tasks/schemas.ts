import { z } from 'zod';
import { WIRE_DATE_FORMATS, dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { dealPartiesWire } from '../common/deal-parties';
import { MSG } from '../common/messages';
import { SORT_DIRECTIONS } from '../common/constants';
import { FIELD_MSG } from '../common/fields';
import { checkDateOrder, checkShippingAddress, contractFields, isRuDate } from '../contracts';
import { TASK_MSG } from './messages';
import { STORED_TASK_STATUSES, TASK_DELIVERY_TYPES, TASK_SYNC_STATUSES, TASK_TYPES } from './statuses';

const F = contractFields.shape;
const optionalId = z.uuid({ error: FIELD_MSG.badId }).nullish();

/**
 * What the Task form (and the purchaser's system, POST /v2/offer/{partner}/create) sends: every
 * SPEC 3 Task field but aggregatorCompanyUuid, which is the acceptance point's company. The field
 * rules and their texts are the contract form's (`contractFields`); delivery dates are DD.MM.YYYY
 * as there. `offerUuid` is ours: the deal a REROUTE moves to another acceptance point.
 */
const taskFields = z.object({
  aggregatorLocationUuid: F.aggregatorLocationUuid,
  productUuid: F.productUuid,
  farmerCompanyUuid: F.farmerCompanyUuid,
  farmerLocationUuid: F.farmerLocationUuid,
  deliveryDateStart: F.startDate,
  deliveryDateEnd: F.endDate,
  deliveryType: F.deliveryType.default('BUYER'),
  quantity: F.quantity,
  price: F.price,
  humidity: F.humidity,
  comment: F.comment,
  taskType: z.enum(TASK_TYPES, { error: MSG.required }).default('STANDARD'),
  withoutAdditionalAgreement: z.boolean().optional(),
  withoutIndication: F.withoutIndication,
  contractUuid: optionalId,
  offerUuid: optionalId,
});

/** The form's cross-field rules: dates in order, FCA address, and what each task type needs. */
function checkTask(value: z.infer<typeof taskFields>, ctx: z.RefinementCtx) {
  checkDateOrder(value.deliveryDateStart, value.deliveryDateEnd, 'deliveryDateEnd', ctx);
  checkShippingAddress(value, ctx);
  if (value.taskType === 'REROUTE' && !value.offerUuid) {
    ctx.addIssue({ code: 'custom', path: ['offerUuid'], message: TASK_MSG.offerRequired });
  }
  if (value.taskType === 'CONTRACT_FOR_OFFERS' && !value.contractUuid) {
    ctx.addIssue({ code: 'custom', path: ['contractUuid'], message: TASK_MSG.contractRequired });
  }
}

export const taskBody = taskFields.superRefine(checkTask);
export type TaskBody = z.infer<typeof taskBody>;
export type TaskFormInput = z.input<typeof taskBody>;

/** PUT /offers/task: the task's uuid and the whole form again. */
export const taskUpdateBody = taskFields
  .extend({ uuid: z.uuid({ error: TASK_MSG.notFound }) })
  .superRefine(checkTask);
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;

/**
 * CONTRACT_FOR_OFFERS: a task takes tonnes of its large contract; the tasks of one contract
 * together never exceed it. Answers the refusal, or null when `quantity` fits.
 */
export function contractVolumeRefusal(contractQuantity: number, takenByOthers: number, quantity: number) {
  const remaining = Math.max(0, contractQuantity - takenByOthers);
  return quantity > remaining ? TASK_MSG.overContract(remaining) : null;
}

export const TASK_SORT_FIELDS = [
  'number',
  'createdAt',
  'deliveryDateStart',
  'deliveryDateEnd',
  'quantity',
  'price',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

const ruDateFilter = text()
  .refine(isRuDate, { error: FIELD_MSG.date })
  .describe(WIRE_DATE_FORMATS.specDay)
  .optional();

/** The TasksList filters: status, type, crop, acceptance point, delivery dates, farmer. */
export const taskFilters = z.object({
  // the values are codes: a refusal names none of them (people read it in Russian)
  status: z.enum(STORED_TASK_STATUSES, { error: 'Неизвестный статус сделки' }).optional(),
  taskType: z.enum(TASK_TYPES, { error: 'Неизвестный тип сделки' }).optional(),
  syncStatus: z.enum(TASK_SYNC_STATUSES, { error: 'Неизвестный статус отправки' }).optional(),
  productUuid: z.uuid().optional(),
  aggregatorLocationUuid: z.uuid().optional(),
  farmerCompanyUuid: z.uuid().optional(),
  /** Tasks whose delivery window meets [dateFrom, dateTo] (DD.MM.YYYY). */
  dateFrom: ruDateFilter,
  dateTo: ruDateFilter,
});
export type TaskFilters = z.infer<typeof taskFilters>;

export const taskListQuery = taskFilters
  .extend({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(15),
    sortField: z.enum(TASK_SORT_FIELDS).default('createdAt'),
    sortDirection: z.enum(SORT_DIRECTIONS).default('DESC'),
  })
  .superRefine((v, ctx) => checkDateOrder(v.dateFrom, v.dateTo, 'dateTo', ctx));
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** SPEC 3 Task as every tasks call answers it, with its number, sync state and names. */
export const taskWire = z.object({
  uuid: text(),
  number: z.number(),
  aggregatorLocationUuid: text(),
  productUuid: text(),
  aggregatorCompanyUuid: text(),
  farmerCompanyUuid: text(),
  farmerLocationUuid: text().nullable(),
  deliveryDateStart: dateOut('specDay'),
  deliveryDateEnd: dateOut('specDay'),
  deliveryType: z.enum(TASK_DELIVERY_TYPES),
  quantity: z.number(),
  price: z.number(),
  humidity: z.number(),
  comment: text(),
  taskType: z.enum(TASK_TYPES),
  withoutAdditionalAgreement: z.boolean(),
  withoutIndication: z.boolean(),
  contractUuid: text().nullable(),
  offerUuid: text().nullable(),
  status: z.enum(STORED_TASK_STATUSES),
  syncStatus: z.enum(TASK_SYNC_STATUSES),
  syncError: text().nullable(),
  syncAttempts: z.number(),
  syncedAt: dateOut('wireInstant').nullable(),
  /** The partner system that created it machine-to-machine; null when entered by a person. */
  source: text().nullable(),
  createdAt: dateOut('wireInstant'),
  updatedAt: dateOut('wireInstant'),
  ...dealPartiesWire,
});
export type TaskWire = z.infer<typeof taskWire>;

export const taskListReply = z.object({ tasks: z.array(taskWire), totalCount: z.number() });
export type TaskListReply = z.infer<typeof taskListReply>;

export const taskHistoryEntry = z.object({
  status: z.enum(STORED_TASK_STATUSES),
  previousStatus: z.enum(STORED_TASK_STATUSES).nullable(),
  reason: text().nullable(),
  createdAt: dateOut('wireInstant'),
  userName: text().nullable(),
});
export const taskDetailsWire = taskWire.extend({ history: z.array(taskHistoryEntry) });
export type TaskDetailsWire = z.infer<typeof taskDetailsWire>;

/** The company's webhook as its super-user sees it: the secret only once, when it is made. */
export const webhookSettingsBody = z.object({
  url: text()
    .trim()
    .max(2000, { error: TASK_MSG.webhookUrl })
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u), { error: TASK_MSG.webhookUrl }),
  /** Make a new signing secret (always made with the first URL). */
  rotateSecret: z.boolean().optional(),
});
export type WebhookSettingsBody = z.infer<typeof webhookSettingsBody>;
export const webhookSettingsWire = z.object({
  url: text().nullable(),
  hasSecret: z.boolean(),
  /** Present only in the answer that made it. */
  secret: text().optional(),
  updatedAt: dateOut('wireInstant').nullable(),
});
export type WebhookSettingsWire = z.infer<typeof webhookSettingsWire>;

export const PARTNER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const apiKeyCreateBody = z.object({
  partner: text().trim().toLowerCase().regex(PARTNER_NAME, { error: TASK_MSG.partnerName }),
});
export const apiKeyWire = z.object({
  uuid: text(),
  partner: text(),
  /** The key's first characters, so people tell their keys apart. */
  prefix: text(),
  createdAt: dateOut('wireInstant'),
  revokedAt: dateOut('wireInstant').nullable(),
  lastUsedAt: dateOut('wireInstant').nullable(),
  /** The key itself: only in the answer that made it, never again. */
  key: text().optional(),
});
export type ApiKeyWire = z.infer<typeof apiKeyWire>;
