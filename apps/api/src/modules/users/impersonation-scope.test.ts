import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@kolos/domain/locations';
import { NOTIFICATION_MSG } from '@kolos/domain/notifications';
import type { PrepaymentRequest, ProductAlias } from '@kolos/domain/prepayment';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { pointBody } from '../../../test/places';
import { client, demoCallers, freshPhone, loginAs, withPassword, type Client } from '../../../test/staff';
import { newId } from '../../platform/ids';

/*
 * Issue 12, point 2 (ADR 0014): a «Колос-Юг» super-user enters only farmers related to his company,
 * sees and changes inside that session only what lies between the farmer and «Колос-Юг», and the
 * session ends with his own.
 */

const KOLOS = DEMO.companies.kolosYug;
const AGRO = DEMO.companies.agroCenter;
const OTHER_COMPANY = 'Войдя под пользователем, можно работать только с вашей организацией';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;

/** A farmer company of its own, with a user holding the farmer role and limits from the purchasers. */
async function farmerWithLimits(purchasers: string[]) {
  const companyUuid = newId();
  const userUuid = newId();
  const phone = freshPhone();
  await t.db
    .insertInto('companies')
    .values({ uuid: companyUuid, name: `КФХ «Проба ${phone.slice(-4)}»`, userType: 'farmer' })
    .execute();
  await t.db
    .insertInto('users')
    .values({ uuid: userUuid, phone, lastName: 'Пробный', userType: 'farmer', companyUuid })
    .execute();
  await t.db.insertInto('groups').values({ uuid: userUuid, name: phone, companyUuid }).execute();
  await t.db.insertInto('groupRoles').values({ groupUuid: userUuid, roleUuid: DEMO.roles.farmer }).execute();
  for (const purchaser of purchasers) {
    await t.db
      .insertInto('prepaymentLimits')
      .values({
        uuid: newId(),
        purchaserCompanyUuid: purchaser,
        farmerCompanyUuid: companyUuid,
        productAlias: 'AgroAvans' as ProductAlias,
        amount: 5_000_000,
        insureCompany: null,
      })
      .execute();
  }
  await withPassword(t, userUuid);
  return { companyUuid, userUuid, phone, own: await loginAs(t, phone) };
}

async function enter(actor: Client, phone: string) {
  const res = await actor.get(`/api/user/super/phone-token/${encodeURIComponent(phone)}`);
  return {
    res,
    as: () => client(t, { access_token: res.json().accessToken, refresh_token: res.json().refreshToken }),
  };
}

const requestTo = (who: Client, purchaserCompanyUuid: string | undefined, requestValue = 100_000) =>
  who.post('/api/prepayments/requests', {
    requestValue,
    productAlias: 'AgroAvans',
    ...(purchaserCompanyUuid ? { purchaserCompanyUuid } : {}),
  });

async function pointBy(who: Client, body: Record<string, unknown>) {
  const res = await who.post('/api/locations', pointBody(body));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Location>();
}

const uuids = (items: { uuid: string }[]) => items.map((i) => i.uuid);

beforeAll(async () => {
  // List totals are cached, as in production: the farmer's and the impersonated totals must differ.
  t = await createTestApp({ IMPERSONATION_TOKEN_TTL_SECONDS: 600, LIST_COUNT_CACHE_SECONDS: 60 });
  c = await demoCallers(t);
});
afterAll(() => t.close());

describe('whom a super-user may enter', () => {
  it('a farmer who deals only with «Агро-Центр» is not entered by «Колос-Юг» (403), nor listed', async () => {
    const agroOnly = await farmerWithLimits([AGRO]);
    const { res } = await enter(c.kolosSuper, agroOnly.phone);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Войти можно только под фермером, который работает с вашей организацией');
    const list = await c.kolosSuper.post('/api/v2/users', { any: agroOnly.phone.slice(2) });
    expect(uuids(list.json().users)).not.toContain(agroOnly.userUuid);
    expect((await c.kolosSuper.get(`/api/user/${agroOnly.userUuid}`)).statusCode).toBe(404);
    // «Агро-Центр» deals with him: its super-user enters; the platform admin enters anyone.
    expect((await enter(c.agroSuper, agroOnly.phone)).res.statusCode).toBe(200);
    expect((await enter(c.admin, agroOnly.phone)).res.statusCode).toBe(200);
  });

  it('a contract relates a farmer as well as a limit', async () => {
    const farmer = await farmerWithLimits([]);
    expect((await enter(c.kolosSuper, farmer.phone)).res.statusCode).toBe(403);
    const deal = await t.db
      .selectFrom('contracts')
      .select(['aggregatorLocationUuid', 'regionUuid', 'productUuid'])
      .where('aggregatorCompanyUuid', '=', KOLOS)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contracts')
      .values({
        ...deal,
        uuid: newId(),
        aggregatorCompanyUuid: KOLOS,
        farmerCompanyUuid: farmer.companyUuid,
        deliveryType: 'SELLER',
        humidity: 13,
        quantity: 100,
        price: 15_000,
        initialPrice: 15_000,
        startDate: '2026-12-01',
        endDate: '2026-12-10',
      })
      .execute();
    expect((await enter(c.kolosSuper, farmer.phone)).res.statusCode).toBe(200);
  });
});

describe('inside the session: only what lies between the farmer and the actor’s company', () => {
  let both: Awaited<ReturnType<typeof farmerWithLimits>>;
  let inside: Client;
  let kolosRequest: PrepaymentRequest;
  let agroRequest: PrepaymentRequest;
  let agroPoint: Location;
  let kolosPoint: Location;
  let ownPoint: Location;

  beforeAll(async () => {
    both = await farmerWithLimits([KOLOS, AGRO]);
    kolosRequest = (await requestTo(both.own, KOLOS)).json();
    agroRequest = (await requestTo(both.own, AGRO)).json();
    agroPoint = await pointBy(c.agroSuper, { companyUuid: both.companyUuid, name: 'Ток Агро-Центра' });
    kolosPoint = await pointBy(c.kolosSuper, { companyUuid: both.companyUuid, name: 'Ток Колос-Юга' });
    ownPoint = await pointBy(both.own, { name: 'Свой ток' });
    const entered = await enter(c.kolosSuper, both.phone);
    expect(entered.res.statusCode).toBe(200);
    inside = entered.as();
  });

  it('notifications: only those about «Колос-Юг»’s tenders; none marked read, no settings changed (issue 28 point 1)', async () => {
    const auctionOf = async (owner: string) =>
      (
        await t.db
          .selectFrom('auctions')
          .select('uuid')
          .where('ownerCompanyUuid', '=', owner)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).uuid;
    const about = async (owner: string, text: string) => {
      const uuid = newId();
      await t.db
        .insertInto('notifications')
        .values({
          uuid,
          userUuid: both.userUuid,
          eventId: Number(`9${Date.now() % 1e9}${Math.floor(Math.random() * 1e3)}`),
          kind: 'auction.created',
          text,
          link: '/admin/auctions',
          objectUuid: await auctionOf(owner),
        })
        .execute();
      return uuid;
    };
    const kolosNote = await about(KOLOS, 'Торги Колос-Юга: 15 000 ₽/т');
    const agroNote = await about(AGRO, 'Торги Агро-Центра: 16 000 ₽/т');
    const listed = async (who: Client) => uuids((await who.get('/api/notifications')).json().items);
    expect(await listed(both.own)).toEqual(expect.arrayContaining([kolosNote, agroNote]));
    const seen = await listed(inside);
    expect(seen).toContain(kolosNote);
    expect(seen).not.toContain(agroNote);
    expect((await inside.get('/api/notifications')).json().total).toBe(seen.length);

    const readAll = await inside.put('/api/notifications/read-all', {});
    expect(readAll.statusCode).toBe(403);
    expect(readAll.json().message).toBe(NOTIFICATION_MSG.impersonationReadOnly);
    expect((await inside.put('/api/notifications/read', { uuids: [kolosNote] })).statusCode).toBe(403);
    const settings = await inside.put('/api/notifications/settings', { sms: false, email: false });
    expect(settings.statusCode).toBe(403);
    expect((await inside.get('/api/notifications/settings')).statusCode).toBe(200);
    expect((await both.own.get('/api/notifications')).json().unread).toBeGreaterThanOrEqual(2);
  });

  it('prepayment requests: «Агро-Центр»’s are absent from the list and from a search by number', async () => {
    const list = await inside.get('/api/user/personal/prepayments/requests');
    expect(list.statusCode).toBe(200);
    expect(uuids(list.json().list)).toEqual([kolosRequest.uuid]);
    expect(list.json().total).toBe(1);
    const byNumber = await inside.get(
      `/api/user/personal/prepayments/requests?requestId=${agroRequest.requestId}`,
    );
    expect(byNumber.json()).toEqual({ total: 0, list: [] });
    // The farmer himself still sees both.
    const own = await both.own.get('/api/user/personal/prepayments/requests');
    expect(uuids(own.json().list).sort()).toEqual([kolosRequest.uuid, agroRequest.uuid].sort());
  });

  it('a request to «Агро-Центр» is refused (403); one to «Колос-Юг» goes, named or not', async () => {
    const refused = await requestTo(inside, AGRO);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OTHER_COMPANY);
    const named = await requestTo(inside, KOLOS, 50_000);
    expect(named.statusCode, named.body).toBe(201);
    // Two purchasers gave a limit; inside the session the actor's company is the one meant.
    const unnamed = await requestTo(inside, undefined, 60_000);
    expect(unnamed.statusCode, unnamed.body).toBe(201);
    const made = await t.db
      .selectFrom('prepaymentRequests')
      .select('purchaserCompanyUuid')
      .where('uuid', 'in', [named.json().uuid, unnamed.json().uuid])
      .execute();
    expect(made.map((r) => r.purchaserCompanyUuid)).toEqual([KOLOS, KOLOS]);
  });

  it('shipping points: the one «Агро-Центр» entered is not found, read or renamed (404)', async () => {
    expect((await inside.get(`/api/locations/${agroPoint.uuid}`)).statusCode).toBe(404);
    const rename = await inside.put(
      '/api/locations',
      pointBody({ uuid: agroPoint.uuid, name: 'Переименован' }),
    );
    expect(rename.statusCode).toBe(404);
    expect((await inside.del(`/api/locations/${agroPoint.uuid}`)).statusCode).toBe(404);
    const seen = await c.agroSuper.get(`/api/locations/${agroPoint.uuid}`);
    expect(seen.json().name).toBe('Ток Агро-Центра');

    const personal = uuids((await inside.get('/api/user/personal/locations')).json());
    expect(personal.sort()).toEqual([kolosPoint.uuid, ownPoint.uuid].sort());
    const ownList = await both.own.post('/api/v2/locations/place-of-shipment', { kind: 'SHIPPING' });
    expect(ownList.json().total).toBe(3);
    const listed = await inside.post('/api/v2/locations/place-of-shipment', { kind: 'SHIPPING' });
    expect(uuids(listed.json().locations).sort()).toEqual([kolosPoint.uuid, ownPoint.uuid].sort());
    expect(listed.json().total).toBe(2);
    const byIds = await inside.post(
      `/api/locations/locations-by-ids/${agroPoint.uuid},${kolosPoint.uuid}`,
      {},
    );
    expect(uuids(byIds.json())).toEqual([kolosPoint.uuid]);
    const ofCompany = uuids((await inside.get(`/api/locations/company/${both.companyUuid}`)).json());
    expect(ofCompany).not.toContain(agroPoint.uuid);
  });

  it('shipping points: the farmer’s own and «Колос-Юг»’s are changed as usual', async () => {
    for (const point of [kolosPoint, ownPoint]) {
      const res = await inside.put(
        '/api/locations',
        pointBody({ uuid: point.uuid, name: `${point.name} 2` }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().name).toBe(`${point.name} 2`);
    }
  });

  it('a point entered inside the session is «Колос-Юг»’s entry: «Агро-Центр» never sees it', async () => {
    const made = await pointBy(inside, { name: 'Ток под чужим именем' });
    expect(made.companyUuid).toBe(both.companyUuid);
    expect((await c.agroSuper.get(`/api/locations/${made.uuid}`)).statusCode).toBe(404);
    expect((await c.kolosSuper.get(`/api/locations/${made.uuid}`)).statusCode).toBe(200);
    expect((await both.own.get(`/api/locations/${made.uuid}`)).statusCode).toBe(200);
  });

  it('companies, contracts and premiums: the farmer’s side never reaches a purchaser’s', async () => {
    const companies = await inside.get('/api/companies');
    expect(uuids(companies.json().companies)).toEqual([both.companyUuid]);
    expect((await inside.get(`/api/companies/get/${AGRO}`)).statusCode).toBe(404);
    expect((await inside.get('/api/contracts')).statusCode).toBe(403);
    expect((await inside.get('/api/discounts/fca/areas')).statusCode).toBe(403);
  });

  it('the platform admin acting keeps his reach', async () => {
    const asAdmin = (await enter(c.admin, both.phone)).as();
    const list = await asAdmin.get('/api/user/personal/prepayments/requests');
    expect(uuids(list.json().list)).toEqual(expect.arrayContaining([kolosRequest.uuid, agroRequest.uuid]));
    expect((await asAdmin.get(`/api/locations/${agroPoint.uuid}`)).statusCode).toBe(200);
  });
});

describe('the session ends with the super-user’s own', () => {
  it('after his logout the impersonated tokens answer 401, refresh included', async () => {
    const farmer = await farmerWithLimits([KOLOS]);
    const actor = await loginAs(t, DEMO.phones.kolosYugSuper);
    const { res, as } = await enter(actor, farmer.phone);
    expect(res.statusCode).toBe(200);
    const inside = as();
    expect((await inside.get(`/api/user/${farmer.userUuid}`)).statusCode).toBe(200);

    expect((await actor.get('/api/auth/logout')).statusCode).toBe(200);
    expect((await inside.get(`/api/user/${farmer.userUuid}`)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: inside.tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    // His other sessions, and the farmer's own, are untouched.
    expect((await c.kolosSuper.get(`/api/user/${DEMO.users.kolosYugSuper}`)).statusCode).toBe(200);
    expect((await farmer.own.get(`/api/user/${farmer.userUuid}`)).statusCode).toBe(200);
  });
});
