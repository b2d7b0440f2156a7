import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { demoCallers } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
});
afterAll(() => t.close());

type Page = {
  companies: {
    uuid: string;
    name: string;
    userType: string;
    taxCode: string | null;
    bankID: string | null;
  }[];
  total: number;
};

describe('GET /companies — SPEC 7 Companies', () => {
  it('userType=USER_TYPE_FARMER: the farms a purchaser trades with, by name, with a total', async () => {
    const res = await c.kolosSuper.get('/api/companies?userType=USER_TYPE_FARMER&limit=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.companies.map((x) => x.name)).toEqual(
      expect.arrayContaining(['КФХ «Рассвет»', 'ООО «Нива»']),
    );
    expect(page.companies.every((x) => x.userType === 'farmer')).toBe(true);
    expect(page.total).toBe(page.companies.length);
    expect(page.companies[0]).toHaveProperty('bankID');
  });

  it('a purchaser sees their own company among purchasers, never another purchaser', async () => {
    const page = (await c.kolosSuper.get('/api/companies?userType=USER_TYPE_PURCHASER')).json<Page>();
    expect(page.companies.map((x) => x.uuid)).toEqual([DEMO.companies.kolosYug]);
  });

  it('searches by name or ИНН and pages by offset/limit', async () => {
    const rassvet = (await c.kolosSuper.get(`/api/companies/get/${DEMO.companies.rassvet}`)).json();
    const byTax = (await c.kolosSuper.get(`/api/companies?any=${rassvet.taxCode}`)).json<Page>();
    expect(byTax.companies.map((x) => x.uuid)).toEqual([DEMO.companies.rassvet]);
    const byName = (await c.kolosSuper.get(`/api/companies?any=${encodeURIComponent('нива')}`)).json<Page>();
    expect(byName.companies.map((x) => x.uuid)).toContain(DEMO.companies.niva);
    const second = (
      await c.kolosSuper.get('/api/companies?userType=USER_TYPE_FARMER&offset=1&limit=1')
    ).json<Page>();
    expect(second.companies).toHaveLength(1);
    expect(second.total).toBeGreaterThan(1);
  });

  it('a platform admin sees every company', async () => {
    const page = (await c.admin.get('/api/companies?userType=USER_TYPE_PURCHASER&limit=100')).json<Page>();
    expect(page.companies.map((x) => x.uuid)).toEqual(
      expect.arrayContaining([DEMO.companies.kolosYug, DEMO.companies.agroCenter]),
    );
  });

  it('a farmer sees only their own company', async () => {
    const page = (await c.farmer.get('/api/companies?limit=100')).json<Page>();
    expect(page.companies.map((x) => x.uuid)).toEqual([DEMO.companies.rassvet]);
  });

  it('400 for an unknown userType or a limit above the cap; 401 without a session', async () => {
    expect((await c.kolosSuper.get('/api/companies?userType=USER_TYPE_ALIEN')).statusCode).toBe(400);
    expect((await c.kolosSuper.get('/api/companies?limit=100000')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
  });
});

describe('GET /companies/get/{id}', () => {
  it('answers the SPEC 3 Company', async () => {
    const res = await c.kolosSuper.get(`/api/companies/get/${DEMO.companies.kolosYug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: DEMO.companies.kolosYug,
      name: 'Колос-Юг',
      traderType: 'TRADER_TYPE_TRADER',
      nds: false,
    });
  });

  it('404 for another purchaser (Агро-Центр reads Колос-Юг), 400 for a malformed id', async () => {
    const res = await c.agroSuper.get(`/api/companies/get/${DEMO.companies.kolosYug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Организация не найдена');
    expect((await c.agroSuper.get('/api/companies/get/not-a-uuid')).statusCode).toBe(400);
  });
});
