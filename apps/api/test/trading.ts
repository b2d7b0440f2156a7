import { randomInt } from 'node:crypto';
import { auctionDefaults } from '@kolos/domain/trading';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { PLACES_DEMO } from '../src/seed/40-places';
import { hashPassword } from '../src/platform/crypto';
import { newId } from '../src/platform/ids';
import { as, DEMO, login, type TestApp } from './harness';
import { policy } from './places';
import { client, type Client } from './staff';

/*
 * Trading test data (issue 15), made through the API where the API makes it: each test creates
 * its own auctions and offers; farmers and their shipping points are put in the database (the
 * farmer role of the demo seed is another helper's work, so these farmers carry a role of their own).
 */

export const POINTS = PLACES_DEMO.elevators;
export const SHIPPING = PLACES_DEMO.shippingPoints;
export const REGIONS = PLACES_DEMO.regions;

/** The rights the «Фермер» role gets for trading (docs/trading.md). */
export const FARMER_TRADING_POLICIES = [
  policy('AuctionsList', ['read']),
  policy('Auction', ['read']),
  policy('Offers', ['read']),
  policy('Offer', ['create', 'update']),
];

export const cultureUuid = async (t: TestApp, alias = 'wheat-3') =>
  (await t.db.selectFrom('cultures').select('uuid').where('alias', '=', alias).executeTakeFirstOrThrow())
    .uuid;

const phone = () => `+7978${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A logged-in user of a company with a role of exactly these policies. */
export async function userWith(
  t: TestApp,
  companyUuid: string,
  userType: 'farmer' | 'purchaser',
  policies = FARMER_TRADING_POLICIES,
): Promise<Client> {
  const roleUuid = newId();
  const uuid = newId();
  const number = phone();
  await t.db
    .insertInto('roles')
    .values({
      uuid: roleUuid,
      companyUuid,
      name: `Роль ${roleUuid.slice(-6)}`,
      policies: JSON.stringify(policies),
    })
    .execute();
  await t.db
    .insertInto('users')
    .values({
      uuid,
      phone: number,
      lastName: 'Тестов',
      name: 'Пётр',
      surname: 'Ильич',
      userType,
      companyUuid,
      passwordHash: await hashPassword(DEMO.password),
    })
    .execute();
  await t.db.insertInto('groups').values({ uuid, name: number, companyUuid }).execute();
  await t.db.insertInto('groupRoles').values({ groupUuid: uuid, roleUuid }).execute();
  return client(t, await login(t.app, number));
}

/**
 * A shipping point of the farmer company beside a demo one (same subject and district, so the
 * same tariff and premiums apply), a little further away.
 */
export async function shippingPointBeside(
  t: TestApp,
  companyUuid: string,
  beside: string = SHIPPING.rassvetTok,
) {
  const near = await t.db
    .selectFrom('locations')
    .selectAll()
    .where('uuid', '=', beside)
    .executeTakeFirstOrThrow();
  const uuid = newId();
  await t.db
    .insertInto('locations')
    .values({
      uuid,
      companyUuid,
      name: `Ток ${uuid.slice(-6)}`,
      address: near.address,
      latitude: near.latitude + 0.01,
      longitude: near.longitude,
      fedRegionUuid: near.fedRegionUuid,
      areaUuid: near.areaUuid,
      kind: 'SHIPPING',
    })
    .execute();
  return uuid;
}

/** A new farmer company with a shipping point in Краснодарский край and a trading user. */
export async function newFarmer(t: TestApp, name = `КФХ «Тест ${randomInt(1e6)}»`) {
  const companyUuid = newId();
  await t.db
    .insertInto('companies')
    .values({ uuid: companyUuid, name, taxCode: String(randomInt(1e11, 1e12 - 1)), userType: 'farmer' })
    .execute();
  const pointUuid = await shippingPointBeside(t, companyUuid);
  return { companyUuid, pointUuid, name, call: await userWith(t, companyUuid, 'farmer') };
}

/** A trading user of the demo farm «Рассвет» (whose points are in Краснодарский край). */
export const rassvetFarmer = (t: TestApp) => userWith(t, DEMO.companies.rassvet, 'farmer');

/** An auction body that passes every rule: Кубань, Тихорецкий элеватор, wheat, both delivery types, open now. */
export async function auctionBody(t: TestApp, patch: Record<string, unknown> = {}) {
  const d = auctionDefaults(new Date());
  return {
    regionUuid: REGIONS.kuban,
    locationUuids: [POINTS.tikhoretsk],
    productUuid: await cultureUuid(t),
    deliveryTypes: ['BUYER', 'SELLER'],
    volume: 1000,
    minLotVolume: 25,
    price: 15000,
    humidity: 14,
    deliveryDateStart: d.deliveryDateStart,
    deliveryDateEnd: d.deliveryDateEnd,
    endAt: formatUtcDateTime(new Date(Date.now() + 24 * 3_600_000)),
    comment: 'Тестовые торги',
    ...patch,
  };
}

export interface AuctionAnswer {
  uuid: string;
  number: number;
  status: string;
  endAt: string;
  volume: number;
  offersCount: number;
  offeredVolume: number;
  acceptedVolume: number;
  deliveryDateStart: string;
  deliveryDateEnd: string;
  price?: number;
}

export async function createAuction(c: Client, body: Record<string, unknown>): Promise<AuctionAnswer> {
  const res = await c.post('/api/auctions', body);
  if (res.statusCode !== 200) throw new Error(`create auction: ${res.statusCode} ${res.body}`);
  return res.json<AuctionAnswer>();
}

/** Moves an auction's times straight in the database: the clock, not a person, decides its status. */
export async function setTimes(t: TestApp, uuid: string, startAt: Date, endAt: Date) {
  await t.db.updateTable('auctions').set({ startAt, endAt }).where('uuid', '=', uuid).execute();
}

export const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

/** An offer body for the auction that passes every rule (CPT from the farm unless patched). */
export const offerBody = (auction: AuctionAnswer, patch: Record<string, unknown> = {}) => ({
  auctionUuid: auction.uuid,
  deliveryType: 'SELLER',
  volume: 100,
  price: 14500,
  humidity: 13,
  deliveryDateStart: auction.deliveryDateStart,
  deliveryDateEnd: auction.deliveryDateEnd,
  comment: 'Пшеница с тока',
  ...patch,
});

export interface OfferAnswer {
  uuid: string;
  status: string;
  volume: number;
  price?: number;
  landedPrice?: number;
  deliveryPrice?: number | null;
  premium?: number | null;
  rank: number | null;
  acceptedVolume: number;
  counterOffer: { uuid: string; status: string; price?: number; volume: number } | null;
}

export async function makeOffer(c: Client, body: Record<string, unknown>): Promise<OfferAnswer> {
  const res = await c.post('/api/v2/offers', body);
  if (res.statusCode !== 200) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return res.json<OfferAnswer>();
}

export const demoPurchaser = async (t: TestApp, who: 'kolosYugSuper' | 'agroCenterSuper' = 'kolosYugSuper') =>
  client(t, await login(t.app, DEMO.phones[who]));

/** PATCH with the client's session (the staff client has no patch verb). */
export const patch = (t: TestApp, c: Client, url: string, payload: Record<string, unknown>) =>
  as(t.app, c.tokens)({ method: 'PATCH', url, payload });
