import type { Database } from '../db/client';
import { DEMO } from './demo-ids';

const id = (n: number) => `0190a000-0000-7000-8008-${String(n).padStart(12, '0')}`;

/** Premiums by district and crop of the demo purchasers (₽/т): near their elevators, dearer; far, cheaper. */
const PREMIUMS: { owner: string; region: string; area: string; crop: string; amount: number }[] = [
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Тихорецкий',
    crop: 'wheat-3',
    amount: 300,
  },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Тихорецкий',
    crop: 'wheat-4',
    amount: 200,
  },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Тихорецкий',
    crop: 'sunflower',
    amount: 500,
  },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Кавказский',
    crop: 'wheat-3',
    amount: 150,
  },
  { owner: DEMO.companies.kolosYug, region: 'Краснодарский', area: 'Кавказский', crop: 'corn', amount: 0 },
  { owner: DEMO.companies.kolosYug, region: 'Краснодарский', area: 'Ейский', crop: 'wheat-4', amount: 250 },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Ейский',
    crop: 'barley-feed',
    amount: 100,
  },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Краснодарский',
    area: 'Новокубанский',
    crop: 'sunflower',
    amount: -200,
  },
  { owner: DEMO.companies.kolosYug, region: 'Краснодарский', area: 'Лабинский', crop: 'corn', amount: -150 },
  { owner: DEMO.companies.kolosYug, region: 'Ростовская', area: 'Сальский', crop: 'wheat-3', amount: 200 },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Ростовская',
    area: 'Зерноградский',
    crop: 'wheat-4',
    amount: -100,
  },
  {
    owner: DEMO.companies.kolosYug,
    region: 'Ростовская',
    area: 'Пролетарский',
    crop: 'sunflower',
    amount: -300,
  },
  { owner: DEMO.companies.agroCenter, region: 'Курская', area: 'Обоянский', crop: 'wheat-4', amount: 150 },
  { owner: DEMO.companies.agroCenter, region: 'Курская', area: 'Фатежский', crop: 'soy', amount: -250 },
];

export async function seed(db: Database): Promise<void> {
  const areas = await db
    .selectFrom('areas as a')
    .innerJoin('fedRegions as r', 'r.uuid', 'a.fedRegionUuid')
    .select(['a.uuid', 'a.name', 'r.uuid as regionUuid', 'r.name as regionName'])
    .execute();
  const cultures = new Map(
    (await db.selectFrom('cultures').select(['uuid', 'alias']).execute()).map((c) => [c.alias, c.uuid]),
  );
  const rows = PREMIUMS.flatMap((p, i) => {
    const area = areas.find((a) => a.regionName === p.region && a.name === p.area);
    const cultureUuid = cultures.get(p.crop);
    if (!area || !cultureUuid) return [];
    return [
      {
        uuid: id(i + 1),
        ownerCompanyUuid: p.owner,
        regionUuid: area.regionUuid,
        areaUuid: area.uuid,
        cultureUuid,
        amount: p.amount,
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('discounts')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
