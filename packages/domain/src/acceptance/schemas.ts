import { z } from 'zod';
import { text } from '../common/text';
import { dateOut } from '../common/wire-dates';
import { QUALITY_CODES, QUALITY_MAX, qualityFactorSchema, qualityValue, roublesPerTon } from './quality';

/** A truck's gross mass on the scale may not exceed this (issue 30). */
export const GROSS_MAX_KG = 60_000;

export const ACCEPTANCE_DECISIONS = ['ACCEPT', 'REFUSE'] as const;
export type AcceptanceDecision = (typeof ACCEPTANCE_DECISIONS)[number];

/** The acceptance's Russian texts, letter for letter on the server and on the gate screen. */
export const ACCEPTANCE_MSG = {
  kgWhole: 'Укажите вес в целых килограммах',
  grossPositive: 'Вес брутто должен быть больше нуля',
  tarePositive: 'Вес тары должен быть больше нуля',
  grossMax: 'Вес брутто не может превышать 60 000 кг',
  grossOverTare: 'Вес брутто должен быть больше веса тары',
  qualityRequired: 'Укажите влажность, сорную и зерновую примесь',
  reasonRequired: 'Укажите причину',
  correctionReason: 'Укажите причину исправления',
  discountNeedsReason: 'Скидку вручную можно дать только с причиной',
  slotNotFound: 'Слот не найден',
  notFound: 'Приёмка по этому слоту ещё не записана',
  notArrived: 'Принять можно только прибывшую машину',
  refused: 'Машине отказано в приёмке: исправить приёмку нельзя',
  alreadyAccepted: 'Приёмку этого слота уже записал другой сотрудник — обновите страницу',
  nothingToCorrect: 'Приёмки по этому слоту ещё нет: исправлять нечего',
  refuseOnlyArrived: 'Отказать в приёмке можно только машине, которая ещё не разгружена',
  overLimit: 'Показатели вне ограничительных норм: откажите в приёмке или примите со скидкой и причиной',
  discountRequired: 'Укажите скидку за тонну (0 — без скидки)',
  negativePrice: 'Цена за тонну с учётом надбавок и скидок получается отрицательной',
  noPrice: 'У сделки слота нет цены',
  noNorms: 'Для культуры сделки нет норм качества: задайте их в настройках очереди',
} as const;

const kg = (positive: string) =>
  z
    .number({ error: ACCEPTANCE_MSG.kgWhole })
    .int({ error: ACCEPTANCE_MSG.kgWhole })
    .gt(0, { error: positive })
    .max(GROSS_MAX_KG, { error: ACCEPTANCE_MSG.grossMax });

const measured = (code: (typeof QUALITY_CODES)[number]) => qualityValue(QUALITY_MAX[code]);

/** The lab's values: moisture and both impurities always, nature, protein and gluten when measured. */
export const acceptanceQuality = z.object(
  {
    MOISTURE: measured('MOISTURE'),
    FOREIGN: measured('FOREIGN'),
    GRAIN: measured('GRAIN'),
    NATURE: measured('NATURE').optional(),
    PROTEIN: measured('PROTEIN').optional(),
    GLUTEN: measured('GLUTEN').optional(),
  },
  { error: ACCEPTANCE_MSG.qualityRequired },
);

const reason = text().trim().min(1, { error: ACCEPTANCE_MSG.reasonRequired }).max(500);

/**
 * POST /slots/{uuid}/acceptance (issue 30). `decision`, `manualDiscountPerTon` and `reason` are
 * the over-limit choice (docs/settlement.md); `correctsVersion` names the version a correction
 * replaces — with a reason — so a second first acceptance can never pass for a correction.
 */
export const acceptanceBody = z
  .object({
    grossKg: kg(ACCEPTANCE_MSG.grossPositive),
    tareKg: kg(ACCEPTANCE_MSG.tarePositive),
    ticketNumber: text().trim().max(50).optional(),
    quality: acceptanceQuality,
    decision: z.enum(ACCEPTANCE_DECISIONS, { error: 'Недопустимое решение' }).optional(),
    manualDiscountPerTon: roublesPerTon()
      .refine((v) => v >= 0, { error: 'Скидка не может быть отрицательной' })
      .optional(),
    reason: reason.optional(),
    correctsVersion: z.number().int().min(1).optional(),
  })
  .refine((b) => b.grossKg > b.tareKg, { error: ACCEPTANCE_MSG.grossOverTare, path: ['grossKg'] })
  .refine((b) => b.decision !== 'REFUSE' || b.reason !== undefined, {
    error: ACCEPTANCE_MSG.reasonRequired,
    path: ['reason'],
  })
  .refine((b) => b.manualDiscountPerTon === undefined || b.reason !== undefined, {
    error: ACCEPTANCE_MSG.discountNeedsReason,
    path: ['reason'],
  })
  .refine((b) => b.correctsVersion === undefined || b.reason !== undefined, {
    error: ACCEPTANCE_MSG.correctionReason,
    path: ['reason'],
  });
export type AcceptanceBody = z.infer<typeof acceptanceBody>;

const qualityCode = z.enum(QUALITY_CODES);
const when = dateOut('wireInstant');

/** An earlier or the current version, as the history of the acceptance lists it. */
const acceptanceVersion = z.object({
  version: z.number(),
  at: when,
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  creditedKg: z.number(),
  amount: z.number(),
});

/** The answer of both routes: the current version, the norms it was worked out by, every version. */
export const acceptanceWire = z.object({
  uuid: z.string(),
  slotUuid: z.string(),
  version: z.number(),
  decision: z.enum(ACCEPTANCE_DECISIONS),
  ticketNumber: z.string().nullable(),
  grossKg: z.number(),
  tareKg: z.number(),
  netKg: z.number(),
  creditedKg: z.number(),
  lossPercent: z.number(),
  quality: z.partialRecord(qualityCode, z.number()),
  factors: z.array(qualityFactorSchema),
  adjustments: z.array(z.object({ code: qualityCode, amountPerTon: z.number() })),
  dealPricePerTon: z.number(),
  manualDiscountPerTon: z.number().nullable(),
  pricePerTon: z.number(),
  amount: z.number(),
  vat: z.number().nullable(),
  overLimit: z.array(qualityCode),
  reason: z.string().nullable(),
  at: when,
  userName: z.string().nullable(),
  versions: z.array(acceptanceVersion),
});
export type AcceptanceWire = z.output<typeof acceptanceWire>;

/**
 * GET /slots/{uuid}/acceptance-terms: what the gate screen needs to show the credited weight and
 * the money before confirming, by the server's own `acceptanceFigures` — the norms in force for
 * the deal's crop, the deal's price, the seller's НДС, and the version a correction would replace.
 */
export const acceptanceTermsWire = z.object({
  factors: z.array(qualityFactorSchema),
  adjustments: z.array(
    z.object({ code: qualityCode, from: z.number(), to: z.number(), amountPerTon: z.number() }),
  ),
  dealPricePerTon: z.number(),
  sellerNds: z.boolean(),
  currentVersion: z.number().nullable(),
});
export type AcceptanceTermsWire = z.output<typeof acceptanceTermsWire>;
