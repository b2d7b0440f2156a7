import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT, SORT_DIRECTIONS } from '../common/constants';
import { MSG } from '../common/messages';
import { kladrNameSchema } from '../reference/index';

/** Purchase territories (SPEC 3 Region). The spec shows neither form nor rules: docs/regions.md. */
export const REGION_MSG = {
  duplicate: 'Территория закупки с таким названием уже есть',
  notFound: 'Территория закупки не найдена',
  foreignPoint: 'Пункт приёмки не найден среди пунктов вашей компании',
  noCompany: 'Укажите компанию-закупщика',
  tooLong: 'Слишком длинное название',
  deleteConfirm: 'Удалить территорию закупки? Её пункты приёмки останутся, но без территории.',
  created: 'Территория закупки создана',
  saved: 'Изменения сохранены!',
  deleted: 'Территория закупки удалена',
} as const;

export const regionInputSchema = z.object({
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(200, { error: REGION_MSG.tooLong }),
  fedRegionUuid: text({ error: MSG.required }).uuid({ error: MSG.required }),
  /** The acceptance points of the territory; each belongs to at most one territory. */
  locationUuids: z.array(text().uuid()).max(1000).default([]),
  /** Only a platform admin names the company; a purchaser's territory is always their own. */
  companyUuid: text().uuid().optional(),
});
export const regionUpdateSchema = regionInputSchema.extend({ uuid: text().uuid() });
export type RegionDraft = z.input<typeof regionInputSchema>;
export type RegionInput = z.output<typeof regionInputSchema>;

export const regionSchema = z.object({
  uuid: text(),
  companyUuid: text(),
  /** value: the territory's own name; subvalues: its subject of the federation, full and short. */
  name: kladrNameSchema,
  fedRegionUuid: text(),
  locations: z.array(z.object({ uuid: text(), name: text(), address: text() })),
  updatedAt: dateOut('wireInstant'),
});
export type Region = z.infer<typeof regionSchema>;

export const REGION_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const regionListQuery = z.object({
  any: text().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  sortField: z.enum(REGION_SORT_FIELDS).default('name'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('ASC'),
});
export const regionListSchema = z.object({ regions: z.array(regionSchema), total: z.number() });
