import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';

export const TARIFF_TYPES = ['REGIONAL', 'E2E'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];
/** SPEC 3 Contract: REGIONAL, or any other value shown as E2E. */
export const tariffTypeLabel = (t: string): string => (t === 'REGIONAL' ? 'Regional' : 'E2E');

export const TARIFF_MSG = {
  firstBand: 'Первый диапазон должен начинаться с 0 км',
  contiguous: 'Диапазоны расстояний должны идти подряд, без разрывов и перекрытий',
  openEnd: 'Без верхней границы может быть только последний диапазон',
  bandOrder: 'Конец диапазона должен быть больше его начала',
  price: 'Цена должна быть целым неотрицательным числом копеек',
  noBands: 'Укажите хотя бы один диапазон расстояний',
  noTariff: (region: string) => `Для субъекта РФ «${region}» не задан тариф на перевозку`,
  noBand: (km: number) => `Тариф не покрывает расстояние ${km} км`,
  unknownRegion: 'Не удалось определить субъект РФ точки: уточните координаты',
} as const;

const kopecks = z
  .number({ error: TARIFF_MSG.price })
  .int({ error: TARIFF_MSG.price })
  .min(0, { error: TARIFF_MSG.price });

/** One distance band: kopecks per tonne, plus kopecks per tonne-kilometre past `fromKm`. */
export const tariffBandSchema = z.object({
  fromKm: z.number().int().min(0),
  toKm: z.number().int().positive().nullable(),
  pricePerTon: kopecks,
  pricePerTonKm: kopecks.default(0),
});
export type TariffBand = z.output<typeof tariffBandSchema>;

/** Bands start at 0, follow each other without gaps or overlaps; only the last may be open-ended. */
export const tariffBandsSchema = z
  .array(tariffBandSchema)
  .min(1, { error: TARIFF_MSG.noBands })
  .max(50)
  .superRefine((bands, ctx) => {
    bands.forEach((band, i) => {
      if (i === 0 && band.fromKm !== 0)
        ctx.addIssue({ code: 'custom', path: [i, 'fromKm'], message: TARIFF_MSG.firstBand });
      if (band.toKm !== null && band.toKm <= band.fromKm) {
        ctx.addIssue({ code: 'custom', path: [i, 'toKm'], message: TARIFF_MSG.bandOrder });
      }
      const next = bands[i + 1];
      if (!next) return;
      if (band.toKm === null)
        ctx.addIssue({ code: 'custom', path: [i, 'toKm'], message: TARIFF_MSG.openEnd });
      else if (next.fromKm !== band.toKm) {
        ctx.addIssue({ code: 'custom', path: [i + 1, 'fromKm'], message: TARIFF_MSG.contiguous });
      }
    });
  });

/** POST /v2/tariffs: the bands of one tariff type of one subject of the federation (replaces the old ones). */
export const tariffInputSchema = z.object({
  regionUuid: text().uuid(),
  type: z.enum(TARIFF_TYPES),
  bands: tariffBandsSchema,
});
export type TariffInput = z.output<typeof tariffInputSchema>;

export const tariffSchema = z.object({
  uuid: text(),
  regionUuid: text(),
  type: z.enum(TARIFF_TYPES),
  bands: z.array(tariffBandSchema),
  updatedAt: dateOut('wireInstant'),
});
export type Tariff = z.infer<typeof tariffSchema>;

/**
 * The detail of a `tariff.update` audit record (target: the subject of the federation): the type
 * and its bands before (null: there was none) and after. The tariff screen reads the history from
 * the platform's audit log (GET /audit?action=tariff.update&targetUuid=…) and parses it with this.
 */
export const tariffChangeSchema = z.object({
  type: z.enum(TARIFF_TYPES),
  from: z.array(tariffBandSchema).nullable(),
  to: z.array(tariffBandSchema),
});
export type TariffChange = z.infer<typeof tariffChangeSchema>;

/**
 * GET /delivery/price. distanceCachePolicy: 0 computes afresh and stores nothing, 1 computes
 * afresh and refreshes the cache, 2 (SPEC default) answers from the cache when it can.
 */
export const DISTANCE_CACHE_POLICIES = [0, 1, 2] as const;
export const deliveryPriceQuery = z.object({
  fromLocationUuid: text().uuid(),
  toLocationUuid: text().uuid(),
  amountTons: z.coerce.number().positive().max(1_000_000).default(1),
  distanceCachePolicy: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(2),
});

export const deliveryPriceSchema = z.object({
  // absent for a role that hides prices (hidesAnyPrice)
  price: z.number().int().optional(),
  distance: z.number(),
  tariffType: z.enum(TARIFF_TYPES),
});
