import type { Database } from '../db/client';
import { newId } from '../platform/ids';
import { DEMO } from './demo-ids';
import { AREA_TYPES, loadRegions, loadTowns } from '../modules/reference';

/** What Russian grain buyers trade, in the order a buyer expects to see it. */
export const CULTURES: { alias: string; title: string }[] = [
  { alias: 'wheat-1', title: 'Пшеница 1 класса' },
  { alias: 'wheat-2', title: 'Пшеница 2 класса' },
  { alias: 'wheat-3', title: 'Пшеница 3 класса' },
  { alias: 'wheat-4', title: 'Пшеница 4 класса' },
  { alias: 'wheat-5', title: 'Пшеница 5 класса' },
  { alias: 'wheat-durum', title: 'Пшеница твёрдая (дурум)' },
  { alias: 'barley-feed', title: 'Ячмень фуражный' },
  { alias: 'barley-malting', title: 'Ячмень пивоваренный' },
  { alias: 'corn', title: 'Кукуруза' },
  { alias: 'sunflower', title: 'Подсолнечник' },
  { alias: 'soy', title: 'Соя' },
  { alias: 'rapeseed', title: 'Рапс' },
  { alias: 'peas', title: 'Горох' },
  { alias: 'oats', title: 'Овёс' },
  { alias: 'rye', title: 'Рожь' },
  { alias: 'flax', title: 'Лён масличный' },
  { alias: 'chickpea', title: 'Нут' },
  { alias: 'lentil', title: 'Чечевица' },
  { alias: 'buckwheat', title: 'Гречиха' },
  { alias: 'triticale', title: 'Тритикале' },
  { alias: 'millet', title: 'Просо' },
  { alias: 'sorghum', title: 'Сорго' },
  { alias: 'mustard', title: 'Горчица' },
];

/** Demo acceptance points (elevators) at the coordinates of real towns. */
const ELEVATORS = [
  {
    uuid: '0190a000-0000-7000-8000-000000000501',
    owner: DEMO.companies.kolosYug,
    town: 'Тихорецк',
    name: 'Тихорецкий элеватор',
    address: 'Краснодарский край, г Тихорецк, ул Элеваторная, д 1',
  },
  {
    uuid: '0190a000-0000-7000-8000-000000000502',
    owner: DEMO.companies.kolosYug,
    town: 'Ейск',
    name: 'Ейский портовый элеватор',
    address: 'Краснодарский край, г Ейск, ул Портовая, д 7',
  },
  {
    uuid: '0190a000-0000-7000-8000-000000000503',
    owner: DEMO.companies.kolosYug,
    town: 'Сальск',
    name: 'Сальский элеватор',
    address: 'Ростовская обл, г Сальск, ул Заводская, д 3',
  },
  {
    uuid: '0190a000-0000-7000-8000-000000000504',
    owner: DEMO.companies.kolosYug,
    town: 'Армавир',
    name: 'Армавирский мелькомбинат',
    address: 'Краснодарский край, г Армавир, ул Мельничная, д 2',
  },
  {
    uuid: '0190a000-0000-7000-8000-000000000505',
    owner: DEMO.companies.agroCenter,
    town: 'Курск',
    name: 'Курский элеватор',
    address: 'Курская обл, г Курск, ул Элеваторная, д 10',
  },
  {
    uuid: '0190a000-0000-7000-8000-000000000506',
    owner: DEMO.companies.agroCenter,
    town: 'Елец',
    name: 'Елецкий элеватор',
    address: 'Липецкая обл, г Елец, ул Привокзальная, д 5',
  },
];

export async function seed(db: Database): Promise<void> {
  const regions = loadRegions();
  await db
    .insertInto('fedRegions')
    .values(regions.map((r) => ({ uuid: newId(), ...r })))
    .onConflict((oc) => oc.column('oktmo').doNothing())
    .execute();
  const regionRows = await db.selectFrom('fedRegions').select(['uuid', 'name']).execute();
  const regionByName = new Map(regionRows.map((r) => [r.name, r.uuid]));

  const towns = loadTowns();
  const areas = new Map<
    string,
    { fedRegionUuid: string; name: string; typeShort: string; typeFull: string }
  >();
  for (const t of towns) {
    const fedRegionUuid = regionByName.get(t.region);
    if (!t.area || !fedRegionUuid) continue;
    const type = AREA_TYPES[t.areaType] ?? { short: t.areaType, full: t.areaType };
    areas.set(`${fedRegionUuid}|${t.area}`, {
      fedRegionUuid,
      name: t.area,
      typeShort: type.short,
      typeFull: type.full,
    });
  }
  await db
    .insertInto('areas')
    .values([...areas.values()].map((a) => ({ uuid: newId(), ...a })))
    .onConflict((oc) => oc.columns(['fedRegionUuid', 'name']).doNothing())
    .execute();

  await db
    .insertInto('cultures')
    .values(CULTURES.map((c, i) => ({ uuid: newId(), alias: c.alias, title: c.title, sortOrder: i + 1 })))
    .onConflict((oc) => oc.column('alias').doNothing())
    .execute();

  const areaRows = await db.selectFrom('areas').select(['uuid', 'name', 'fedRegionUuid']).execute();
  await db
    .insertInto('locations')
    .values(
      ELEVATORS.map((e) => {
        const town = towns.find((t) => t.city === e.town)!;
        const fedRegionUuid = regionByName.get(town.region) ?? null;
        const area = areaRows.find((a) => a.fedRegionUuid === fedRegionUuid && a.name === town.area);
        return {
          uuid: e.uuid,
          companyUuid: e.owner,
          type: 'ELEVATOR',
          name: e.name,
          address: e.address,
          latitude: town.latitude,
          longitude: town.longitude,
          fedRegionUuid,
          areaUuid: area?.uuid ?? null,
          quantity: 3000,
          postsQuantity: 4,
          schedule: JSON.stringify({
            openAt: '07:00',
            closeAt: '21:00',
            slotInterval: 60,
            carsInSlot: 4,
            arrivalTime: 30,
            workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
          }),
        };
      }),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}
