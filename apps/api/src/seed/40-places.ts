import type { TariffBand } from '@kolos/domain/tariffs';
import type { Database } from '../db/client';
import { nearestSettlement } from '../modules/locations';
import { loadSettlements } from '../modules/reference';
import { newId } from '../platform/ids';
import { DEMO } from './demo-ids';

const C = DEMO.companies;
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the places demo data, for tests and the e2e. */
export const PLACES_DEMO = {
  elevators: {
    tikhoretsk: id(501),
    yeysk: id(502),
    salsk: id(503),
    armavir: id(504),
    kursk: id(505),
    yelets: id(506),
  },
  shippingPoints: {
    rassvetTok: id(601),
    rassvetField: id(602),
    nivaStore: id(603),
    nivaByKolosYug: id(604),
    petrov: id(605),
    zarya: id(606),
    kolosok: id(607),
    kolosokByAgroCenter: id(608),
    rassvetDon: id(609),
  },
  regions: { kuban: id(701), don: id(702), chernozemye: id(703) },
} as const;
const SP = PLACES_DEMO.shippingPoints;
const EL = PLACES_DEMO.elevators;

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const ALL_WEEK = [...WEEKDAYS, 'SAT', 'SUN'];

/** Farmers' shipping points near real towns; two were entered by a purchaser for the farmer. */
const POINTS = [
  {
    uuid: SP.rassvetTok,
    owner: C.rassvet,
    author: null,
    name: 'Ток КФХ «Рассвет»',
    address: 'Краснодарский край, Тихорецкий р-н, ст Алексеевская, ул Полевая, д 1',
    latitude: 45.8213,
    longitude: 40.2471,
    quantity: 400,
    postsQuantity: 2,
    carType: 'TRUCK_TRACTOR_SEMITRAILER',
    hours: ['06:00', '20:00'],
    days: ALL_WEEK,
    scales: true,
  },
  {
    uuid: SP.rassvetField,
    owner: C.rassvet,
    author: null,
    name: 'Полевой склад у х Малороссийский',
    address: 'Краснодарский край, Тихорецкий р-н, х Малороссийский',
    latitude: 45.9024,
    longitude: 40.0412,
    quantity: 150,
    postsQuantity: 1,
    carType: 'TRACTOR_WITH_TRAILER',
    hours: ['07:00', '19:00'],
    days: WEEKDAYS,
    scales: false,
  },
  {
    // Rented storage across the border of the subject, so the demo farmer has a point in every
    // subject where «Колос-Юг» buys and every one of its tenders matches him (issue 15).
    uuid: SP.rassvetDon,
    owner: C.rassvet,
    author: null,
    name: 'Склад КФХ «Рассвет» в г Зерноград',
    address: 'Ростовская обл, Зерноградский р-н, г Зерноград, ул Элеваторная, д 5',
    latitude: 46.8431,
    longitude: 40.3262,
    quantity: 300,
    postsQuantity: 1,
    carType: 'TRUCK_TRACTOR_SEMITRAILER',
    hours: ['07:00', '19:00'],
    days: WEEKDAYS,
    scales: true,
  },
  {
    uuid: SP.nivaStore,
    owner: C.niva,
    author: null,
    name: 'Зерносклад ООО «Нива»',
    address: 'Ростовская обл, Сальский р-н, г Сальск, ул Степная, д 40',
    latitude: 46.4887,
    longitude: 41.5612,
    quantity: 600,
    postsQuantity: 3,
    carType: 'SEMITRAILER_OR_WITH_TRAILER',
    hours: ['07:00', '21:00'],
    days: [...WEEKDAYS, 'SAT'],
    scales: true,
  },
  {
    uuid: SP.nivaByKolosYug,
    owner: C.niva,
    author: C.kolosYug,
    name: 'Площадка «Нива» у трассы Р-269',
    address: 'Ростовская обл, Сальский р-н, п Гигант',
    latitude: 46.5226,
    longitude: 41.3331,
    quantity: 250,
    postsQuantity: 1,
    carType: 'TRUCK_TRACTOR_SEMITRAILER',
    hours: ['08:00', '18:00'],
    days: WEEKDAYS,
    scales: false,
  },
  {
    uuid: SP.petrov,
    owner: C.petrov,
    author: null,
    name: 'Ток ИП Петров',
    address: 'Ставропольский край, Шпаковский р-н, с Верхнерусское',
    latitude: 45.1289,
    longitude: 41.8547,
    quantity: 200,
    postsQuantity: 1,
    carType: 'TRUCK_TRACTOR_SEMITRAILER',
    hours: ['07:00', '19:00'],
    days: WEEKDAYS,
    scales: false,
  },
  {
    uuid: SP.zarya,
    owner: C.zarya,
    author: null,
    name: 'Склад СПК «Заря»',
    address: 'Воронежская обл, Лискинский р-н, г Лиски, ул Коммунистическая, д 2',
    latitude: 50.9822,
    longitude: 39.4991,
    quantity: 500,
    postsQuantity: 2,
    carType: 'SEMITRAILER_OR_WITH_TRAILER',
    hours: ['06:00', '22:00'],
    days: ALL_WEEK,
    scales: true,
  },
  {
    uuid: SP.kolosok,
    owner: C.kolosok,
    author: null,
    name: 'Ток ООО «Колосок»',
    address: 'Курская обл, Курский р-н, с Клюква',
    latitude: 51.7398,
    longitude: 36.1019,
    quantity: 300,
    postsQuantity: 2,
    carType: 'TRUCK_TRACTOR_SEMITRAILER',
    hours: ['07:00', '20:00'],
    days: WEEKDAYS,
    scales: false,
  },
  {
    uuid: SP.kolosokByAgroCenter,
    owner: C.kolosok,
    author: C.agroCenter,
    name: 'Площадка «Колосок» у с Полевая',
    address: 'Курская обл, Курский р-н, с Полевая',
    latitude: 51.8092,
    longitude: 36.2471,
    quantity: 180,
    postsQuantity: 1,
    carType: 'TRACTOR_WITH_TRAILER',
    hours: ['08:00', '17:00'],
    days: WEEKDAYS,
    scales: false,
  },
];

/** Purchase territories of the two demo purchasers and the elevators of each. */
const TERRITORIES = [
  {
    uuid: PLACES_DEMO.regions.kuban,
    company: C.kolosYug,
    name: 'Кубань',
    subject: 'Краснодарский',
    points: [EL.tikhoretsk, EL.yeysk, EL.armavir],
  },
  {
    uuid: PLACES_DEMO.regions.don,
    company: C.kolosYug,
    name: 'Дон',
    subject: 'Ростовская',
    points: [EL.salsk],
  },
  {
    uuid: PLACES_DEMO.regions.chernozemye,
    company: C.agroCenter,
    name: 'Черноземье',
    subject: 'Курская',
    points: [EL.kursk, EL.yelets],
  },
];

/**
 * Grain haulage as carriers quoted it in 2025, in kopecks per tonne: flat up to 50 km, then a
 * per tonne-kilometre rate that falls with distance. `k` scales a region's level; E2E costs 10 % more.
 */
function bands(k: number, e2e: boolean): TariffBand[] {
  const m = (kopecks: number) => Math.round((kopecks * k * (e2e ? 1.1 : 1)) / 100) * 100;
  return [
    { fromKm: 0, toKm: 30, pricePerTon: m(45_000), pricePerTonKm: 0 },
    { fromKm: 30, toKm: 50, pricePerTon: m(60_000), pricePerTonKm: 0 },
    { fromKm: 50, toKm: 150, pricePerTon: m(60_000), pricePerTonKm: m(600) },
    { fromKm: 150, toKm: 400, pricePerTon: m(120_000), pricePerTonKm: m(450) },
    { fromKm: 400, toKm: null, pricePerTon: m(232_500), pricePerTonKm: m(400) },
  ];
}
const TARIFF_LEVELS: Record<string, number> = {
  Краснодарский: 1.1,
  Ростовская: 1.05,
  Ставропольский: 1.0,
  Волгоградская: 0.95,
  Воронежская: 1.0,
  Белгородская: 1.0,
  Курская: 0.95,
  Липецкая: 0.95,
  Тамбовская: 0.9,
  Орловская: 0.9,
};

export async function seed(db: Database): Promise<void> {
  await loadSettlements(db);
  const regions = await db.selectFrom('fedRegions').select(['uuid', 'name']).execute();
  const regionByName = new Map(regions.map((r) => [r.name, r.uuid]));

  await db
    .insertInto('purchaseRegions')
    .values(
      TERRITORIES.map((t) => ({
        uuid: t.uuid,
        companyUuid: t.company,
        name: t.name,
        fedRegionUuid: regionByName.get(t.subject)!,
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  for (const t of TERRITORIES) {
    await db
      .updateTable('locations')
      .set({ regionUuid: t.uuid })
      .where('uuid', 'in', t.points)
      .where('regionUuid', 'is', null)
      .execute();
  }

  for (const p of POINTS) {
    // Placed the way the API places a point: in the subject and district of the nearest town.
    const place = await nearestSettlement(db, p);
    await db
      .insertInto('locations')
      .values({
        uuid: p.uuid,
        companyUuid: p.owner,
        authorCompanyUuid: p.author,
        name: p.name,
        address: p.address,
        latitude: p.latitude,
        longitude: p.longitude,
        fedRegionUuid: place?.fedRegionUuid ?? null,
        areaUuid: place?.areaUuid ?? null,
        quantity: p.quantity,
        warehouseHeight: 4.5,
        scalesLength: 18,
        postsQuantity: p.postsQuantity,
        carType: p.carType,
        schedule: JSON.stringify({ openAt: p.hours[0], closeAt: p.hours[1], workingDays: p.days }),
        scales: p.scales
          ? JSON.stringify({
              uuid: newId(),
              address: `${p.address}, весовая`,
              position: { latitude: p.latitude + 0.001, longitude: p.longitude + 0.001 },
              schedule: { openAt: '06:00', closeAt: '20:00' },
              length: 18,
              warehouseHeight: 4,
              isActive: true,
            })
          : null,
      })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
  }

  const tariffs = Object.entries(TARIFF_LEVELS).flatMap(([name, k]) => {
    const fedRegionUuid = regionByName.get(name);
    if (!fedRegionUuid) return [];
    return (['REGIONAL', 'E2E'] as const).map((type) => ({
      uuid: newId(),
      fedRegionUuid,
      type,
      bands: JSON.stringify(bands(k, type === 'E2E')),
    }));
  });
  await db
    .insertInto('tariffs')
    .values(tariffs)
    .onConflict((oc) => oc.columns(['fedRegionUuid', 'type']).doNothing())
    .execute();
}
