import { z } from 'zod';
import { text } from '../common/text';
import { dateOut, wireDay } from '../common/wire-dates';
import { MAX_LIST_LIMIT } from '../common/constants';
import { uuidField } from '../common/fields';
import { SETTLEMENT_STATUSES } from './statuses';

/** The settlement's Russian texts, letter for letter on the server and on the screens. */
export const SETTLEMENT_MSG = {
  notFound: 'Расчёт не найден',
  dealNotFound: 'Сделка не найдена',
  nothingToSettle: 'По сделке нет непогашенных приёмок: все принятые машины уже вошли в расчёты',
  paymentRequired: 'Укажите номер и дату платёжного поручения',
  reasonRequired: 'Укажите причину',
  registryEmpty: 'Выберите подтверждённые расчёты с суммой к оплате',
  registryNotConfirmed: (number: number) =>
    `Расчёт № ${number} не подтверждён: в реестр платежей входят только подтверждённые расчёты`,
  registryNothingPayable: 'В выбранных расчётах нечего платить: авансы погасили всю сумму',
  /** A card missing a field the bank needs: which company, which field. */
  cardLacks: (company: string, fields: string[]) =>
    `В карточке компании «${company}» не заполнено: ${fields.join(', ')}`,
  inSettlement: (number: number) =>
    `Приёмка вошла в расчёт № ${number}: исправить её можно только после отмены расчёта`,
  badPeriod: 'Дата начала периода позже даты конца',
} as const;

const uuid = uuidField();

/** POST /settlements: the deal whose unsettled acceptances the statement gathers. */
export const createSettlementBody = z.object({
  dealUuid: uuid,
});
export type CreateSettlementBody = z.infer<typeof createSettlementBody>;

/** PUT /settlements/{uuid}/status: a move; paid needs the payment order's number and date. */
export const settlementStatusBody = z
  .object({
    status: z.enum(SETTLEMENT_STATUSES, { error: 'Недопустимый статус расчёта' }),
    reason: text().trim().min(1, { error: SETTLEMENT_MSG.reasonRequired }).max(500).optional(),
    paymentNumber: text().trim().min(1).max(50).optional(),
    paymentDate: wireDay().optional(),
  })
  .refine(
    (b) => b.status !== 'SETTLEMENT_PAID' || (b.paymentNumber !== undefined && b.paymentDate !== undefined),
    { error: SETTLEMENT_MSG.paymentRequired, path: ['paymentNumber'] },
  );
export type SettlementStatusBody = z.infer<typeof settlementStatusBody>;

/** POST /settlements/registry: the confirmed statements to pay, in one bank file. */
export const registryBody = z.object({
  uuids: z.array(uuid).min(1, { error: SETTLEMENT_MSG.registryEmpty }).max(500),
});

/** GET /settlements (and the farmer's /user/personal/settlements): filters and a page. */
export const settlementListQuery = z.object({
  status: z.enum(SETTLEMENT_STATUSES, { error: 'Недопустимый статус расчёта' }).optional(),
  farmerCompanyUuid: uuid.optional(),
  dealUuid: uuid.optional(),
  dateFrom: wireDay().optional(),
  dateTo: wireDay().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(15),
});
export type SettlementListQuery = z.output<typeof settlementListQuery>;

export const settlementLineWire = z.object({
  slotUuid: z.string(),
  acceptanceUuid: z.string(),
  ticketNumber: z.string().nullable(),
  carNumber: z.string().nullable(),
  acceptedAt: dateOut('wireInstant'),
  netKg: z.number(),
  creditedKg: z.number(),
  /** ₽ per tonne with kopecks, as the acceptance priced the truck. */
  pricePerTon: z.number(),
  /** Kopecks. */
  amount: z.number(),
});
export type SettlementLineWire = z.output<typeof settlementLineWire>;

export const settlementRepaymentWire = z.object({
  requestUuid: z.string(),
  requestId: z.number(),
  /** Kopecks repaid from this statement. */
  amount: z.number(),
  /** The request was repaid in full by it (moved to REPAID). */
  closes: z.boolean(),
});

export const settlementHistoryWire = z.object({
  status: z.enum(SETTLEMENT_STATUSES),
  at: dateOut('wireInstant'),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
});

/**
 * A settlement statement (issue 30). Money in kopecks: `amount` (the lines' sum), `vat` (НДС 10 %
 * inside it, null without НДС), `prepaymentRepaid` (advances repaid from it on confirmation, 0
 * before), `payable` = amount − prepaymentRepaid.
 */
export const settlementWire = z.object({
  uuid: z.string(),
  number: z.number(),
  dealUuid: z.string(),
  dealKind: z.enum(['OFFER', 'CONTRACT', 'TASK']),
  dealNumber: z.number().nullable(),
  productTitle: z.string().nullable(),
  ownerCompanyUuid: z.string(),
  ownerCompanyName: z.string(),
  farmerCompanyUuid: z.string(),
  farmerCompanyName: z.string(),
  farmerInn: z.string().nullable(),
  lines: z.array(settlementLineWire),
  creditedKg: z.number(),
  amount: z.number(),
  vat: z.number().nullable(),
  prepaymentRepaid: z.number(),
  payable: z.number(),
  repayments: z.array(settlementRepaymentWire),
  status: z.enum(SETTLEMENT_STATUSES),
  paymentNumber: z.string().nullable(),
  paymentDate: dateOut('wireDay').nullable(),
  createdAt: dateOut('wireInstant'),
  updatedAt: dateOut('wireInstant'),
  history: z.array(settlementHistoryWire),
});
export type SettlementWire = z.output<typeof settlementWire>;

/** A row of the list: the statement without its lines, repayments and history. */
export const settlementRowWire = settlementWire
  .omit({ lines: true, repayments: true, history: true })
  .extend({
    trucks: z.number(),
  });
export type SettlementRowWire = z.output<typeof settlementRowWire>;

export const settlementListReply = z.object({
  settlements: z.array(settlementRowWire),
  totalCount: z.number(),
});
export type SettlementListReply = z.output<typeof settlementListReply>;

/** GET /settlements/deals: each deal of the purchaser with acceptances in no live statement. */
export const unsettledDealWire = z.object({
  dealUuid: z.string(),
  dealKind: z.enum(['OFFER', 'CONTRACT', 'TASK']),
  dealNumber: z.number().nullable(),
  farmerCompanyUuid: z.string(),
  farmerCompanyName: z.string(),
  productTitle: z.string().nullable(),
  trucks: z.number(),
  creditedKg: z.number(),
  /** Kopecks. */
  amount: z.number(),
});
export type UnsettledDealWire = z.output<typeof unsettledDealWire>;

export const unsettledDealsQuery = z.object({
  farmerCompanyUuid: uuid.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(15),
});

export const unsettledDealsReply = z.object({
  deals: z.array(unsettledDealWire),
  totalCount: z.number(),
});
export type UnsettledDealsReply = z.output<typeof unsettledDealsReply>;
