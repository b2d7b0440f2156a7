import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { addEmployee, demoCallers, type Client } from '../../../test/staff';
import { auctionBody, createAuction, makeOffer, newFarmer, offerBody } from '../../../test/trading';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
});
afterAll(() => t.close());

type Page = {
  users: {
    uuid: string;
    lastName: string;
    companyUuid: string | null;
    roles: string[];
    groupRoleName: string;
  }[];
  total: number;
};
const search = async (who: Client, body: Record<string, unknown>) => {
  const res = await who.post('/api/v2/users', body);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};

describe('POST /v2/users — SPEC 2.4 users list, 7 Users', () => {
  it('answers users and total; 15 per page by default (SPEC 9)', async () => {
    for (let i = 0; i < 16; i++)
      await addEmployee(c.kolosSuper, { lastName: `Пагинов${String(i).padStart(2, '0')}` });
    const first = await search(c.kolosSuper, { any: 'Пагинов' });
    expect(first.total).toBe(16);
    expect(first.users).toHaveLength(15);
    const second = await search(c.kolosSuper, { any: 'Пагинов', pagination: { page: 1, size: 15 } });
    expect(second.users.map((u) => u.lastName)).toEqual(['Пагинов15']);
  });

  it('offers the page sizes 10/50/100 and size 0 for everything', async () => {
    expect(
      (await search(c.kolosSuper, { any: 'Пагинов', pagination: { page: 0, size: 10 } })).users,
    ).toHaveLength(10);
    expect(
      (await search(c.kolosSuper, { any: 'Пагинов', pagination: { page: 0, size: 0 } })).users,
    ).toHaveLength(16);
  });

  it('searches every field: names, phone typed with spaces, e-mail, organisation and role', async () => {
    const e = await addEmployee(c.kolosSuper, {
      lastName: 'Искомый',
      notifyEmail: 'unique.finder@example.ru',
      roleUuid: DEMO.roles.kolosYugManager,
    });
    const spaced = `${e.phone.slice(2, 5)} ${e.phone.slice(5, 8)}-${e.phone.slice(8, 10)}`;
    for (const any of ['искомый', spaced, 'unique.finder', 'Искомый Менеджер', 'Искомый Колос-Юг']) {
      const page = await search(c.kolosSuper, { any });
      expect(
        page.users.map((u) => u.uuid),
        any,
      ).toContain(e.uuid);
    }
    const found = (await search(c.kolosSuper, { any: 'unique.finder' })).users[0]!;
    expect(found).toMatchObject({
      groupRoleName: 'Менеджер по закупкам',
      roles: ['purchaser', 'Менеджер по закупкам'],
    });
  });

  it('a search text with % or _ is taken literally', async () => {
    expect((await search(c.kolosSuper, { any: '%' })).total).toBe(0);
  });

  it('a user without a role has an empty groupRoleName (the screen shows «Роль не задана»)', async () => {
    const e = await addEmployee(c.kolosSuper, { lastName: 'Безролевой' });
    const page = await search(c.kolosSuper, { any: 'Безролевой' });
    expect(page.users.find((u) => u.uuid === e.uuid)?.groupRoleName).toBe('');
  });

  it('a purchaser sees only their own company — and, being a super-user, the farmers', async () => {
    const agroEmployee = await addEmployee(c.agroSuper, { lastName: 'Чужаков' });
    const kolos = await search(c.kolosSuper, { pagination: { page: 0, size: 0 } });
    expect(
      kolos.users.every((u) => u.companyUuid === DEMO.companies.kolosYug || u.roles.includes('farmer')),
    ).toBe(true);
    expect(kolos.users.some((u) => u.uuid === DEMO.users.farmer)).toBe(true);
    expect(kolos.users.some((u) => u.uuid === agroEmployee.uuid)).toBe(false);
  });

  it("another company's filter gives nothing, never their people", async () => {
    const page = await search(c.kolosSuper, { companyUuid: DEMO.companies.agroCenter });
    expect(page).toEqual({ users: [], total: 0 });
  });

  it('a platform admin sees every company and may filter by one', async () => {
    const page = await search(c.admin, {
      companyUuid: DEMO.companies.agroCenter,
      pagination: { page: 0, size: 0 },
    });
    expect(page.users.map((u) => u.uuid)).toContain(DEMO.users.agroCenterSuper);
    expect(page.users.every((u) => u.companyUuid === DEMO.companies.agroCenter)).toBe(true);
  });

  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/users', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('403 without Read on UsersList (the manager reads contracts and auctions only)', async () => {
    const res = await c.kolosManager.post('/api/v2/users', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Недостаточно прав для выполнения действия');
    expect((await c.farmer.post('/api/v2/users', {})).statusCode).toBe(403);
  });

  it('400 for a page size above the cap', async () => {
    const res = await c.kolosSuper.post('/api/v2/users', { pagination: { page: 0, size: 100000 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /user/{id}', () => {
  it('anyone reads themselves, with the role and its policies on the wire', async () => {
    const res = await c.kolosManager.get(`/api/user/${DEMO.users.kolosYugManager}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      groupRoleName: 'Менеджер по закупкам',
      role: { name: 'Менеджер по закупкам' },
    });
    expect(res.json().role.roles).toContainEqual({
      resource: { routeName: 'Contract', params: [] },
      accessRights: 'read',
    });
  });

  it('staff read their company’s people; another company’s answer 404', async () => {
    expect((await c.kolosSuper.get(`/api/user/${DEMO.users.kolosYugManager}`)).statusCode).toBe(200);
    const res = await c.agroSuper.get(`/api/user/${DEMO.users.kolosYugManager}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Пользователь не найден');
  });

  it('without a users right even a colleague is 404', async () => {
    expect((await c.kolosManager.get(`/api/user/${DEMO.users.kolosYugSuper}`)).statusCode).toBe(404);
  });
});

describe('GET /v2/users/staff and /offers/users', () => {
  it('staff: the active people of the own company, for manager selectors', async () => {
    const res = await c.kolosManager.get('/api/v2/users/staff');
    expect(res.statusCode).toBe(200);
    const users = res.json<{ users: { uuid: string; companyUuid: string }[] }>().users;
    expect(users.map((u) => u.uuid)).toContain(DEMO.users.kolosYugSuper);
    expect(users.every((u) => u.companyUuid === DEMO.companies.kolosYug)).toBe(true);
  });

  it("staff: another company's people never come, even when asked for", async () => {
    const res = await c.kolosSuper.get(`/api/v2/users/staff?companyUuid=${DEMO.companies.agroCenter}`);
    expect(res.json()).toEqual({ users: [] });
  });

  it('staff: a farmer is refused (403)', async () => {
    expect((await c.farmer.get('/api/v2/users/staff')).statusCode).toBe(403);
  });

  it('offers/users: farmers by name and organisation, no contacts (page 0 size 0)', async () => {
    const res = await c.kolosSuper.get('/api/offers/users?page=0&size=0');
    expect(res.statusCode).toBe(200);
    const farmer = res.json().users.find((u: { uuid: string }) => u.uuid === DEMO.users.farmer);
    expect(farmer).toEqual({
      uuid: DEMO.users.farmer,
      lastName: 'Иванов',
      name: 'Сергей',
      surname: 'Николаевич',
      companyUuid: DEMO.companies.rassvet,
      company: { name: 'КФХ «Рассвет»' },
    });
  });

  it('offers/users: a farmer is refused; staff see only the farmers their company knows (issue 28 point 3)', async () => {
    expect((await c.farmer.get('/api/offers/users?page=0&size=0')).statusCode).toBe(403);
    const stranger = await newFarmer(t);
    const listed = async (who: Client) =>
      (await who.get(`/api/offers/users?page=0&size=0&any=${encodeURIComponent(stranger.name)}`))
        .json<{ users: { companyUuid: string }[] }>()
        .users.some((u) => u.companyUuid === stranger.companyUuid);
    expect(await listed(c.admin)).toBe(true);
    expect(await listed(c.kolosSuper)).toBe(false);
    expect(await listed(c.agroSuper)).toBe(false);
    // an offer on a «Колос-Юг» tender makes him known to «Колос-Юг», not to «Агро-Центр»
    const auction = await createAuction(c.kolosSuper, await auctionBody(t));
    await makeOffer(stranger.call, offerBody(auction));
    expect(await listed(c.kolosSuper)).toBe(true);
    expect(await listed(c.agroSuper)).toBe(false);
  });

  it('offers/users needs the Offers right (403 for the manager)', async () => {
    expect((await c.kolosManager.get('/api/offers/users?page=0&size=0')).statusCode).toBe(403);
  });
});
