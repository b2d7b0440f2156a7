import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import { dateOut, wireDay } from '../common/wire-dates';
import { ACCEPTANCE_DECISIONS } from './schemas';

export const ACCEPTANCE_LIST_MSG = {
  badDate: 'Дата в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата «по» раньше даты «с»',
  badUuid: 'Неверный идентификатор',
} as const;

const uuid = z.uuid({ error: ACCEPTANCE_LIST_MSG.badUuid });

/**
 * GET /acceptances (issue 30): the acceptances in force, newest first — staff see their company's
 * points', a farmer his company's. Days are Moscow days of the acceptance's time.
 */
export const acceptanceListQuery = z
  .object({
    dateFrom: wireDay(ACCEPTANCE_LIST_MSG.badDate).optional(),
    dateTo: wireDay(ACCEPTANCE_LIST_MSG.badDate).optional(),
    locationUuid: uuid.optional(),
    farmerCompanyUuid: uuid.optional(),
    /** One deal's trucks: the accepted offer's or the third-party deal's uuid («Мои сделки»). */
    dealUuid: uuid.optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    error: ACCEPTANCE_LIST_MSG.dateOrder,
    path: ['dateTo'],
  });
export type AcceptanceListQuery = z.infer<typeof acceptanceListQuery>;

/** One truck's acceptance as the lists show it (money in kopecks, as the acceptance's wire). */
export const acceptanceListItem = z.object({
  uuid: z.string(),
  slotUuid: z.string(),
  slotId: z.number(),
  version: z.number(),
  decision: z.enum(ACCEPTANCE_DECISIONS),
  at: dateOut('wireInstant'),
  locationUuid: z.string(),
  locationName: z.string(),
  farmerCompanyUuid: z.string(),
  farmerCompanyName: z.string(),
  dealUuid: z.string().nullable(),
  dealNumber: z.number().nullable(),
  carNumber: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  netKg: z.number(),
  creditedKg: z.number(),
  lossPercent: z.number(),
  pricePerTon: z.number(),
  amount: z.number(),
  vat: z.number().nullable(),
});
export type AcceptanceListItem = z.output<typeof acceptanceListItem>;

export const acceptanceListReply = z.object({
  acceptances: z.array(acceptanceListItem),
  totalCount: z.number(),
});
export type AcceptanceListReply = z.output<typeof acceptanceListReply>;
