import { isoDay } from '@kolos/domain';
import { priceAtPlant, type DeliveryType, type StoredContractStatus } from '@kolos/domain/contracts';
import { deliveryPriceKopecks, estimatedRoadKm, roundKm, tariffTypeFor } from '@kolos/domain/tariffs';
import type { Database } from '../db/client';
import { DEMO } from './demo-ids';
import { PLACES_DEMO } from './40-places';

const C = DEMO.companies;
const EL = PLACES_DEMO.elevators;
const SP = PLACES_DEMO.shippingPoints;
const RG = PLACES_DEMO.regions;
const id = (block: number, n: number) =>
  `0190a000-0000-7000-${String(8000 + block)}-${String(n).padStart(12, '0')}`;

/** Fixed ids of the contracts demo data. */
export const CONTRACTS_DEMO = {
  users: { belov: id(5, 1), romanova: id(5, 2) },
  phones: { belov: '+79000000051', romanova: '+79000000052' },
  contract: (n: number) => id(6, n),
  count: 320,
} as const;

/** Two more buyers of «Колос-Юг», so the manager filter has people to choose from. */
const MANAGERS = [
  {
    uuid: CONTRACTS_DEMO.users.belov,
    phone: CONTRACTS_DEMO.phones.belov,
    lastName: 'Белов',
    name: 'Игорь',
    surname: 'Сергеевич',
    notifyEmail: 'belov@kolos-yug.example.ru',
  },
  {
    uuid: CONTRACTS_DEMO.users.romanova,
    phone: CONTRACTS_DEMO.phones.romanova,
    lastName: 'Романова',
    name: 'Ольга',
    surname: 'Андреевна',
    notifyEmail: 'romanova@kolos-yug.example.ru',
  },
];

interface Buyer {
  company: string;
  /** The part of the deals that are this purchaser's. */
  share: number;
  points: { uuid: string; region: string }[];
  /** Farmers with the shipping points this purchaser may use for them. */
  farmers: { company: string; points: string[] }[];
  /** Who made the deals; null: an author the platform no longer knows. */
  authors: (string | null)[];
}

/** Each purchaser's elevators with their territory, the shipping points it may use, and authors. */
const BUYERS: Buyer[] = [
  {
    company: C.kolosYug,
    share: 0.8,
    points: [
      { uuid: EL.tikhoretsk, region: RG.kuban },
      { uuid: EL.yeysk, region: RG.kuban },
      { uuid: EL.armavir, region: RG.kuban },
      { uuid: EL.salsk, region: RG.don },
    ],
    farmers: [
      { company: C.rassvet, points: [SP.rassvetTok, SP.rassvetField] },
      { company: C.niva, points: [SP.nivaStore, SP.nivaByKolosYug] },
      { company: C.petrov, points: [SP.petrov] },
      { company: C.zarya, points: [SP.zarya] },
    ],
    authors: [
      DEMO.users.kolosYugSuper,
      DEMO.users.kolosYugManager,
      CONTRACTS_DEMO.users.belov,
      CONTRACTS_DEMO.users.romanova,
      null,
    ],
  },
  {
    company: C.agroCenter,
    share: 0.2,
    points: [
      { uuid: EL.kursk, region: RG.chernozemye },
      { uuid: EL.yelets, region: RG.chernozemye },
    ],
    farmers: [
      { company: C.kolosok, points: [SP.kolosok, SP.kolosokByAgroCenter] },
      { company: C.zarya, points: [SP.zarya] },
    ],
    authors: [DEMO.users.agroCenterSuper, null],
  },
];

/** Crops with a 2026 price level at the plant, ₽/t, and their usual humidity. */
const CROPS = [
  { alias: 'wheat-3', price: 15_500, humidity: 13 },
  { alias: 'wheat-4', price: 14_600, humidity: 13 },
  { alias: 'wheat-5', price: 13_200, humidity: 14 },
  { alias: 'barley-feed', price: 12_600, humidity: 14 },
  { alias: 'corn', price: 13_400, humidity: 15 },
  { alias: 'sunflower', price: 36_000, humidity: 8 },
  { alias: 'soy', price: 38_500, humidity: 12 },
  { alias: 'peas', price: 17_200, humidity: 14 },
  { alias: 'rapeseed', price: 37_500, humidity: 8 },
];

const COMMENTS = [
  '',
  '',
  'Отгрузка после уборки',
  'Оплата по факту приёмки',
  'Предоплата 30 %',
  'Клейковина не ниже 23 %',
  'Натура от 750 г/л',
  'Сорная примесь до 2 %',
  'Согласовать график вывоза',
  'Вывоз своими машинами',
];

/** mulberry32: the same demo data on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

interface Place {
  uuid: string;
  latitude: number;
  longitude: number;
  fedRegionUuid: string | null;
}

export async function seed(db: Database): Promise<void> {
  const exists = await db
    .selectFrom('contracts')
    .select('uuid')
    .where('uuid', '=', CONTRACTS_DEMO.contract(1))
    .executeTakeFirst();
  if (exists) return;

  await db
    .insertInto('users')
    .values(MANAGERS.map((m) => ({ ...m, userType: 'purchaser' as const, companyUuid: C.kolosYug })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('groups')
    .values(MANAGERS.map((m) => ({ uuid: m.uuid, name: `${m.lastName} ${m.name}`, companyUuid: C.kolosYug })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('groupRoles')
    .values(MANAGERS.map((m) => ({ groupUuid: m.uuid, roleUuid: DEMO.roles.kolosYugAdmin })))
    .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
    .execute();

  const cultures = new Map(
    (await db.selectFrom('cultures').select(['uuid', 'alias']).execute()).map((c) => [c.alias, c.uuid]),
  );
  const places = new Map<string, Place>(
    (
      await db.selectFrom('locations').select(['uuid', 'latitude', 'longitude', 'fedRegionUuid']).execute()
    ).map((l) => [l.uuid, l]),
  );
  const tariffs = await db.selectFrom('tariffs').select(['fedRegionUuid', 'type', 'bands']).execute();

  /** The tariffs area's rule on the estimated road distance (no routing server at seed time). */
  const haul = (from: Place, to: Place) => {
    if (!from.fedRegionUuid || !to.fedRegionUuid) return null;
    const tariffType = tariffTypeFor(from.fedRegionUuid, to.fedRegionUuid);
    const bands = tariffs.find((t) => t.fedRegionUuid === from.fedRegionUuid && t.type === tariffType)?.bands;
    const distance = roundKm(estimatedRoadKm(from, to));
    const price = bands ? deliveryPriceKopecks(bands, distance, 1) : null;
    return price === null ? null : { price, distance, tariffType };
  };

  const rnd = random(20260701);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const contracts = [];
  const history = [];

  for (let n = 1; n <= CONTRACTS_DEMO.count; n++) {
    const buyer = rnd() < BUYERS[0]!.share ? BUYERS[0]! : BUYERS[1]!;
    const point = pick(buyer.points);
    const farmer = pick(buyer.farmers);
    const crop = pick(CROPS);
    const author = pick(buyer.authors);
    const start = today + Math.floor(rnd() * 180 - 60) * DAY;
    const end = start + Math.floor(rnd() * 45) * DAY;
    const quantity = Math.max(1, Math.round((100 + rnd() * 4900) / 50) * 50);
    const plantPrice = Math.round((crop.price * (0.95 + rnd() * 0.1)) / 50) * 50;
    let deliveryType: DeliveryType = rnd() < 0.55 ? 'BUYER' : 'SELLER';
    const shipping = deliveryType === 'BUYER' ? pick(farmer.points) : null;
    const quote = shipping ? haul(places.get(shipping)!, places.get(point.uuid)!) : null;
    if (!quote) deliveryType = 'SELLER';
    const fcaPrice = quote ? Math.max(0, plantPrice - Math.round(quote.price / 100)) : plantPrice;
    const roll = rnd();
    const status: StoredContractStatus =
      roll < 0.4 ? 'CONTRACT_CREATED' : roll < 0.85 ? 'CONTRACT_CONFIRMED' : 'CONTRACT_CANCELED';
    const createdAt = new Date(now - Math.floor(rnd() * 60 + 5) * DAY);
    const movedAt = new Date(
      Math.min(now - 3600_000, createdAt.getTime() + Math.floor(rnd() * 20 + 1) * DAY),
    );
    const uuid = CONTRACTS_DEMO.contract(n);
    contracts.push({
      uuid,
      aggregatorCompanyUuid: buyer.company,
      aggregatorLocationUuid: point.uuid,
      regionUuid: point.region,
      productUuid: cultures.get(crop.alias)!,
      farmerCompanyUuid: farmer.company,
      farmerLocationUuid: quote ? shipping : null,
      userUuid: author,
      deliveryType,
      humidity: crop.humidity + Math.round(rnd() * 2 - 1),
      quantity,
      price: quote ? priceAtPlant(fcaPrice, quote.price) : plantPrice,
      initialPrice: fcaPrice,
      deliveryPrice: quote?.price ?? 0,
      distance: quote?.distance ?? 0,
      tariffType: quote?.tariffType ?? '',
      startDate: isoDay(start),
      endDate: isoDay(end),
      withoutIndication: rnd() < 0.1,
      comment: pick(COMMENTS),
      status,
      confirmedAt: status === 'CONTRACT_CONFIRMED' ? movedAt : null,
      createdAt,
      updatedAt: status === 'CONTRACT_CREATED' ? createdAt : movedAt,
    });
    history.push({
      uuid: id(7, n * 2),
      contractUuid: uuid,
      previousStatus: null,
      status: 'CONTRACT_CREATED' as const,
      userUuid: author,
      actorUuid: null,
      createdAt,
    });
    if (status !== 'CONTRACT_CREATED') {
      history.push({
        uuid: id(7, n * 2 + 1),
        contractUuid: uuid,
        previousStatus: 'CONTRACT_CREATED' as const,
        status,
        userUuid: author,
        actorUuid: null,
        createdAt: movedAt,
      });
    }
  }
  await db
    .insertInto('contracts')
    .values(contracts)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('contractStatusHistory')
    .values(history)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}
