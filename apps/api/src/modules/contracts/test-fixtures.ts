import { randomInt } from 'node:crypto';
import { as, DEMO, login, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { PLACES_DEMO } from '../../seed/40-places';

/** Demo acceptance points, shipping points and purchase territories (seed/40-places.ts). */
export const POINTS = PLACES_DEMO.elevators;
export const SHIPPING = PLACES_DEMO.shippingPoints;
export const REGIONS = PLACES_DEMO.regions;

export const cultureUuid = async (t: TestApp, alias: string) =>
  (await t.db.selectFrom('cultures').select('uuid').where('alias', '=', alias).executeTakeFirstOrThrow())
    .uuid;

/**
 * A manager of their own in a demo purchaser, with the company's all-rights role: contracts a
 * test makes under this author can be picked out by the manager filter, whatever else exists.
 */
export async function freshManager(
  t: TestApp,
  company: 'kolosYug' | 'agroCenter' = 'kolosYug',
  lastName = 'Тестова',
) {
  const companyUuid = DEMO.companies[company];
  const role = company === 'kolosYug' ? DEMO.roles.kolosYugAdmin : DEMO.roles.agroCenterAdmin;
  const { passwordHash } = await t.db
    .selectFrom('users')
    .select('passwordHash')
    .where('uuid', '=', DEMO.users.kolosYugSuper)
    .executeTakeFirstOrThrow();
  const uuid = newId();
  const phone = `+7977${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await t.db
    .insertInto('users')
    .values({
      uuid,
      phone,
      lastName,
      name: 'Анна',
      surname: 'Павловна',
      userType: 'purchaser',
      companyUuid,
      passwordHash,
    })
    .execute();
  await t.db.insertInto('groups').values({ uuid, name: 'Тестова Анна', companyUuid }).execute();
  await t.db.insertInto('groupRoles').values({ groupUuid: uuid, roleUuid: role }).execute();
  const tokens = await login(t.app, phone);
  return { uuid, phone, call: as(t.app, tokens) };
}

export type Caller = ReturnType<typeof as>;

export async function cptBody(t: TestApp, over: Record<string, unknown> = {}) {
  return {
    regionUuid: REGIONS.kuban,
    aggregatorLocationUuid: POINTS.tikhoretsk,
    productUuid: await cultureUuid(t, 'wheat-3'),
    humidity: 14,
    quantity: 1000,
    price: 15000,
    startDate: '01.07.2026',
    endDate: '31.07.2026',
    deliveryType: 'SELLER',
    farmerCompanyUuid: DEMO.companies.rassvet,
    comment: 'Тестовая сделка',
    ...over,
  };
}

export async function createContract(call: Caller, body: Record<string, unknown>) {
  const res = await call({ method: 'POST', url: '/api/v2/contracts', payload: body });
  if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ uuid: string; status: string; price: number }>();
}

export const setStatus = (call: Caller, uuid: string, status: string) =>
  call({ method: 'PUT', url: `/api/v2/contracts/${uuid}/${status}` });
