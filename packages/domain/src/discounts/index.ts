import { z } from 'zod';
import { text } from '../common/text';
import { requiredOr } from '../common/fields';
import { MSG } from '../common/messages';
import { kladrNameSchema } from '../reference';

/** SPEC 2.9 and 5 Discount form: the area's Russian texts (SPEC letter for letter, ours marked). */
export const DISCOUNT_MSG = {
  title: 'Премии по районам',
  add: 'Добавить район',
  // Ours: SPEC leaves these texts open (docs/discounts.md).
  integer: 'Число должно быть целочисленным',
  number: 'Введите число',
  range: 'Премия должна быть от −100 000 до 100 000 ₽/т',
  duplicate: 'Премия для этого района и культуры уже задана',
  notFound: 'Премия не найдена',
  areaMismatch: 'Район не относится к выбранному региону',
  regionNotFound: 'Регион не найден',
  cultureNotFound: 'Культура не найдена',
  ownerNotPurchaser: 'Владелец премии должен быть закупщиком',
  deleteConfirm: 'Удалить премию по району?',
  created: 'Премия добавлена',
  saved: 'Премия сохранена',
  deleted: 'Премия удалена',
} as const;

export const DISCOUNT_AMOUNT_LIMIT = 100_000;

/** Whole roubles per tonne, signed: a premium (+) or a discount (−). */
const amount = z
  .number(requiredOr(DISCOUNT_MSG.number))
  .int({ error: DISCOUNT_MSG.integer })
  .min(-DISCOUNT_AMOUNT_LIMIT, { error: DISCOUNT_MSG.range })
  .max(DISCOUNT_AMOUNT_LIMIT, { error: DISCOUNT_MSG.range });

/** SPEC 5 Discount form: region, area, crop and amount are required ('Заполните поле'). */
export const discountFields = z.object({
  regionUuid: z.uuid(requiredOr(MSG.required)),
  areaUuid: z.uuid(requiredOr(MSG.required)),
  cultureUuid: z.uuid(requiredOr(MSG.required)),
  amount,
});
export type DiscountFields = z.infer<typeof discountFields>;

/** POST /discounts/fca/area. A purchaser's owner is always their own company; an admin names one. */
export const discountCreateBody = discountFields.extend({ ownerCompanyUuid: z.uuid().optional() });
export type DiscountCreateBody = z.infer<typeof discountCreateBody>;

/** PUT /discounts/fca/area: the whole row by uuid; the owner never changes. */
export const discountUpdateBody = discountFields.extend({ uuid: z.uuid(requiredOr(MSG.required)) });
export type DiscountUpdateBody = z.infer<typeof discountUpdateBody>;

/** SPEC 3 Discount filter fields. */
export const discountFilters = z.object({
  ownerCompanyUuid: z.uuid().optional(),
  regionUuid: z.uuid().optional(),
  areaUuid: z.uuid().optional(),
  cultureUuid: z.uuid().optional(),
});
export type DiscountFilters = z.infer<typeof discountFilters>;

export const discountListQuery = discountFilters.extend({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).optional(),
});
export type DiscountListQuery = z.infer<typeof discountListQuery>;

/** SPEC 3 Discount as GET /discounts/fca/areas answers it. */
export const discountWire = z.object({
  data: z.object({
    uuid: text(),
    ownerCompanyUuid: text(),
    regionUuid: text(),
    areaUuid: text(),
    cultureUuid: text(),
    amount: z.number(),
    culture: z.object({ payload: z.object({ title: text() }) }),
  }),
  regionName: kladrNameSchema,
  areaName: kladrNameSchema,
});
export type DiscountWire = z.infer<typeof discountWire>;

export const discountListReply = z.object({ discounts: z.array(discountWire), total: z.number() });
export type DiscountListReply = z.infer<typeof discountListReply>;

/** SPEC 2.9: amount with sign, '+' for positive, 0 as is, plain (with its minus) for negative. */
export function formatDiscountAmount(amount: number): string {
  const abs = new Intl.NumberFormat('ru-RU').format(Math.abs(amount));
  if (amount > 0) return `+${abs}`;
  if (amount < 0) return `-${abs}`;
  return '0';
}
