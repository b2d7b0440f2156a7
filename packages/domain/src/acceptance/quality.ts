import { z } from 'zod';

/**
 * Issue 30: the quality factors a lab reports at the gate. The first three change the credited
 * mass (in this order); the other three change only the price.
 */
export const QUALITY_CODES = ['MOISTURE', 'FOREIGN', 'GRAIN', 'NATURE', 'PROTEIN', 'GLUTEN'] as const;
export type QualityCode = (typeof QUALITY_CODES)[number];

/** The factors of the mass formula, in the order they are applied. */
export const MASS_CODES = ['MOISTURE', 'FOREIGN', 'GRAIN'] as const satisfies readonly QualityCode[];
export type MassCode = (typeof MASS_CODES)[number];

export const QUALITY_LABELS: Record<QualityCode, string> = {
  MOISTURE: 'Влажность',
  FOREIGN: 'Сорная примесь',
  GRAIN: 'Зерновая примесь',
  NATURE: 'Натура',
  PROTEIN: 'Белок',
  GLUTEN: 'Клейковина',
};

export const QUALITY_UNITS: Record<QualityCode, string> = {
  MOISTURE: '%',
  FOREIGN: '%',
  GRAIN: '%',
  NATURE: 'г/л',
  PROTEIN: '%',
  GLUTEN: '%',
};

/**
 * Which side of the restrictive norm is worse: moisture and impurities are bad when high, nature,
 * protein and gluten when low — so `limit` is a maximum for the first and a minimum for the rest.
 */
export const LOWER_IS_WORSE: ReadonlySet<QualityCode> = new Set(['NATURE', 'PROTEIN', 'GLUTEN']);

/** The largest value a lab may report: per cent below 100, nature in grams per litre. */
export const QUALITY_MAX: Record<QualityCode, number> = {
  MOISTURE: 99.99,
  FOREIGN: 99.99,
  GRAIN: 99.99,
  NATURE: 2000,
  PROTEIN: 99.99,
  GLUTEN: 99.99,
};

export const QUALITY_MSG = {
  badValue: 'Укажите число не меньше нуля',
  tooManyDecimals: 'Не более двух знаков после запятой',
  tooBig: (max: number) => `Не более ${String(max).replace('.', ',')}`,
  massFactorsRequired: 'Нормы влажности, сорной и зерновой примеси обязательны',
  duplicateFactor: 'Показатель указан дважды',
  rangeBackwards: 'Начало диапазона должно быть меньше его конца',
  productNotFound: 'Культура не найдена',
  noDefaults: 'Для этой культуры нет норм по умолчанию: задайте их',
} as const;

const hundredths = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A lab value or a norm: non-negative, at most two decimals, within the factor's range. */
export const qualityValue = (max = 2000) =>
  z
    .number({ error: QUALITY_MSG.badValue })
    .min(0, { error: QUALITY_MSG.badValue })
    .max(max, { error: QUALITY_MSG.tooBig(max) })
    .refine(hundredths, { error: QUALITY_MSG.tooManyDecimals });

/** Roubles per tonne with kopecks: an adjustment, a manual discount. */
export const roublesPerTon = () =>
  z
    .number({ error: 'Укажите сумму в рублях за тонну' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine(hundredths, { error: 'Не более двух знаков после запятой (копейки)' });

const qualityCode = z.enum(QUALITY_CODES, { error: 'Неизвестный показатель качества' });

/** One factor's norms: `basis` (базисная), `limit` (ограничительная; null — none), `bonus`. */
export const qualityFactorSchema = z.object({
  code: qualityCode,
  basis: qualityValue(),
  limit: qualityValue().nullable(),
  bonus: z.boolean(),
});
export type QualityFactor = z.infer<typeof qualityFactorSchema>;

/** ₽ per tonne added (negative: a discount) when the factor's value lies in [from, to). */
export const qualityAdjustmentSchema = z
  .object({
    code: qualityCode,
    from: qualityValue(),
    to: qualityValue(),
    amountPerTon: roublesPerTon(),
  })
  .refine((a) => a.from < a.to, { error: QUALITY_MSG.rangeBackwards, path: ['to'] });
export type QualityAdjustment = z.infer<typeof qualityAdjustmentSchema>;

/** The norms of one purchaser and crop. */
export const qualityNormsSchema = z.object({
  factors: z
    .array(qualityFactorSchema)
    .max(QUALITY_CODES.length)
    .refine((fs) => new Set(fs.map((f) => f.code)).size === fs.length, { error: QUALITY_MSG.duplicateFactor })
    .refine((fs) => MASS_CODES.every((c) => fs.some((f) => f.code === c)), {
      error: QUALITY_MSG.massFactorsRequired,
    }),
  adjustments: z.array(qualityAdjustmentSchema).max(200),
});
export type QualityNorms = z.infer<typeof qualityNormsSchema>;

/** PUT /quality-norms. */
export const qualityNormsBody = qualityNormsSchema.extend({
  productUuid: z.uuid({ error: QUALITY_MSG.productNotFound }),
});
export type QualityNormsBody = z.infer<typeof qualityNormsBody>;

export const qualityNormsQuery = z.object({ productUuid: z.uuid({ error: QUALITY_MSG.productNotFound }) });

/** One change of the norms as the history shows it (read from the audit log). */
export const qualityNormsChangeSchema = z.object({
  at: z.string(),
  userName: z.string().nullable(),
  factors: z.array(qualityFactorSchema),
  adjustments: z.array(
    z.object({ code: qualityCode, from: z.number(), to: z.number(), amountPerTon: z.number() }),
  ),
});
export type QualityNormsChange = z.infer<typeof qualityNormsChangeSchema>;

/** GET /quality-norms: the norms in force, whether they are the ГОСТ defaults, their history. */
export const qualityNormsReply = z.object({
  productUuid: z.string(),
  factors: z.array(qualityFactorSchema),
  adjustments: z.array(
    z.object({ code: qualityCode, from: z.number(), to: z.number(), amountPerTon: z.number() }),
  ),
  /** True while the purchaser has not saved his own: the ГОСТ defaults of the crop. */
  isDefault: z.boolean(),
  history: z.array(qualityNormsChangeSchema),
});
export type QualityNormsReply = z.infer<typeof qualityNormsReply>;
