import { z } from 'zod';
import { dateOut } from '../common/wire-dates';

/**
 * ФГИС «Зерно» readiness (issue 20 point 6). What the state system asks of an acceptance, kept in
 * this one module so that a real integration replaces the shape in one place. Nothing here calls
 * the state system.
 */

/** Цель использования партии зерна. */
export const GRAIN_PURPOSES = ['FOOD', 'FEED'] as const;
export type GrainPurpose = (typeof GRAIN_PURPOSES)[number];
export const GRAIN_PURPOSE_LABELS: Record<GrainPurpose, string> = {
  FOOD: 'Пищевые цели',
  FEED: 'Кормовые цели',
};
/** A СДИЗ sent without a purpose: the common case of a grain purchase. */
export const DEFAULT_GRAIN_PURPOSE: GrainPurpose = 'FOOD';

/**
 * ОКПД2 (ОК 034-2014) of the demo crops, by culture alias. The subclass where ОКПД2 names the crop
 * (01.11.12 пшеница, кроме твёрдой); the group where the crop has no own subclass.
 */
export const OKPD2_BY_CULTURE: Record<string, string> = {
  'wheat-1': '01.11.12',
  'wheat-2': '01.11.12',
  'wheat-3': '01.11.12',
  'wheat-4': '01.11.12',
  'wheat-5': '01.11.12',
  'wheat-durum': '01.11.11',
  'barley-feed': '01.11.31',
  'barley-malting': '01.11.31',
  corn: '01.11.20',
  sunflower: '01.11.95',
  soy: '01.11.81',
  rapeseed: '01.11.93',
  peas: '01.11.75',
  oats: '01.11.33',
  rye: '01.11.32',
  flax: '01.11.91',
  chickpea: '01.11.73',
  lentil: '01.11.74',
  buckwheat: '01.11.49',
  triticale: '01.11.49',
  millet: '01.11.42',
  sorghum: '01.11.41',
  mustard: '01.11.92',
};

export const okpd2Of = (alias: string | null | undefined): string | null =>
  (alias && OKPD2_BY_CULTURE[alias]) || null;

/** One accepted truck as the state system's acceptance record needs it. */
export const fgisAcceptanceSchema = z.object({
  slotUuid: z.string(),
  slotId: z.number().int(),
  /** The point's local date of the slot. */
  date: dateOut('wireDay'),
  /** When the truck was marked unloaded; null for a slot unloaded before issue 20. */
  acceptedAt: dateOut('wireInstant').nullable(),
  locationUuid: z.string(),
  locationName: z.string(),
  dealNumber: z.number().nullable(),
  farmerCompanyName: z.string(),
  farmerTaxCode: z.string().nullable(),
  purchaserCompanyName: z.string(),
  crop: z.string(),
  okpd2: z.string().nullable(),
  /**
   * Net mass in kg as weighed: the acceptance's gross − tare (issue 30); a truck marked unloaded
   * by the weight alone, its unloaded tonnes × 1000.
   */
  netMassKg: z.number().int(),
  /** The credited (зачётная) mass in kg at the basis moisture and impurities; null without an acceptance. */
  creditedMassKg: z.number().int().nullable(),
  /** The lab's values of the acceptance in force (% and г/л); null without an acceptance or not measured. */
  quality: z.object({
    moisture: z.number().nullable(),
    foreignImpurity: z.number().nullable(),
    grainImpurity: z.number().nullable(),
    nature: z.number().nullable(),
    protein: z.number().nullable(),
    gluten: z.number().nullable(),
  }),
  purpose: z.enum(GRAIN_PURPOSES),
  sdizNumber: z.string().nullable(),
  carNumber: z.string().nullable(),
  /** Every current trip document with its number (СДИЗ) or its files' names. */
  documents: z.array(z.object({ code: z.string(), name: z.string(), number: z.string().nullable() })),
});
export type FgisAcceptance = z.infer<typeof fgisAcceptanceSchema>;

export const fgisAcceptancesReply = z.object({
  locationUuid: z.string(),
  date: dateOut('wireDay'),
  items: z.array(fgisAcceptanceSchema),
});
export type FgisAcceptancesReply = z.infer<typeof fgisAcceptancesReply>;

export const fgisFormatQuery = z.object({ format: z.enum(['csv', 'json']).default('json') });

export const missingSdizReply = z.object({
  items: z.array(
    z.object({
      slotUuid: z.string(),
      slotId: z.number().int(),
      carNumber: z.string().nullable(),
      farmerCompanyName: z.string(),
      dealNumber: z.number().nullable(),
    }),
  ),
});

/** The CSV's columns (Excel: BOM, ';'), in order, and each acceptance as its row. */
export const FGIS_CSV_HEADER = [
  'ID слота',
  'Дата',
  'Пункт приёмки',
  'Номер сделки',
  'Поставщик',
  'ИНН поставщика',
  'Культура',
  'ОКПД2',
  'Масса нетто, кг',
  'Масса зачётная, кг',
  'Влажность, %',
  'Сорная примесь, %',
  'Зерновая примесь, %',
  'Натура, г/л',
  'Белок, %',
  'Клейковина, %',
  'Цель использования',
  'Номер СДИЗ',
  'Номер машины',
  'Документы',
] as const;

export const fgisCsvRow = (a: FgisAcceptance): (string | number | null)[] => [
  a.slotId,
  a.date,
  a.locationName,
  a.dealNumber,
  a.farmerCompanyName,
  a.farmerTaxCode,
  a.crop,
  a.okpd2,
  a.netMassKg,
  a.creditedMassKg,
  a.quality.moisture,
  a.quality.foreignImpurity,
  a.quality.grainImpurity,
  a.quality.nature,
  a.quality.protein,
  a.quality.gluten,
  GRAIN_PURPOSE_LABELS[a.purpose],
  a.sdizNumber,
  a.carNumber,
  a.documents.map((d) => (d.number ? `${d.name} № ${d.number}` : d.name)).join(', '),
];
