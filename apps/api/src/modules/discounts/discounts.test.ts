import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import type { DiscountWire } from '@kolos/domain/discounts';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/ids';

let t: TestApp;
type Caller = ReturnType<typeof as>;
let kolos: Caller;
let manager: Caller;
let agro: Caller;
let admin: Caller;
let kuban: string;
let rostov: string;
let areas: { uuid: string; name: string }[];
let rostovArea: string;
let crops: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  manager = as(t.app, await login(t.app, DEMO.phones.kolosYugManager));
  agro = as(t.app, await login(t.app, DEMO.phones.agroCenterSuper));
  admin = as(t.app, await login(t.app, DEMO.phones.admin));
  const region = (name: string) =>
    t.db.selectFrom('fedRegions').select('uuid').where('name', '=', name).executeTakeFirstOrThrow();
  kuban = (await region('Краснодарский')).uuid;
  rostov = (await region('Ростовская')).uuid;
  areas = await t.db
    .selectFrom('areas')
    .select(['uuid', 'name'])
    .where('fedRegionUuid', '=', kuban)
    .orderBy('name')
    .limit(6)
    .execute();
  rostovArea = (
    await t.db
      .selectFrom('areas')
      .select('uuid')
      .where('fedRegionUuid', '=', rostov)
      .executeTakeFirstOrThrow()
  ).uuid;
  const rows = await t.db.selectFrom('cultures').select(['uuid', 'alias']).execute();
  crops = Object.fromEntries(rows.map((r) => [r.alias, r.uuid]));
  // The file's own copy starts without the demo's premiums: every list below holds only what its
  // test made, whatever crops and districts the seed gives premiums to.
  await t.db.deleteFrom('discounts').execute();
});
afterAll(() => t.close());

const body = (area: number, crop: string, amount: number, over: Record<string, unknown> = {}) => ({
  regionUuid: kuban,
  areaUuid: areas[area]!.uuid,
  cultureUuid: crops[crop],
  amount,
  ...over,
});

async function create(call: Caller, payload: Record<string, unknown>) {
  const res = await call({ method: 'POST', url: '/api/discounts/fca/area', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DiscountWire>();
}

const list = async (call: Caller, query = '') => {
  const res = await call({ method: 'GET', url: `/api/discounts/fca/areas?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ discounts: DiscountWire[]; total: number }>();
};

describe('premiums by district and crop (SPEC 2.9, 3 Discount, 7 Discounts)', () => {
  it('creates, lists with names, edits and deletes a premium', async () => {
    const created = await create(kolos, body(0, 'wheat-5', 150));
    expect(created).toEqual({
      data: {
        uuid: expect.any(String),
        ownerCompanyUuid: DEMO.companies.kolosYug,
        regionUuid: kuban,
        areaUuid: areas[0]!.uuid,
        cultureUuid: crops['wheat-5'],
        amount: 150,
        culture: { payload: { title: 'Пшеница 5 класса' } },
      },
      regionName: { value: 'Краснодарский', fullSubvalue: 'край', shortSubvalue: 'край' },
      areaName: {
        value: areas[0]!.name,
        fullSubvalue: expect.any(String),
        shortSubvalue: expect.any(String),
      },
    });
    const found = await list(kolos, `areaUuid=${areas[0]!.uuid}&cultureUuid=${crops['wheat-5']}`);
    expect(found.discounts.map((d) => d.data.uuid)).toEqual([created.data.uuid]);

    const edit = await kolos({
      method: 'PUT',
      url: '/api/discounts/fca/area',
      payload: { uuid: created.data.uuid, ...body(1, 'wheat-5', -200) },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ areaUuid: areas[1]!.uuid, amount: -200 });

    const del = await kolos({ method: 'DELETE', url: `/api/discounts/fca/area/${created.data.uuid}` });
    expect(del.statusCode).toBe(200);
    expect((await list(kolos, `cultureUuid=${crops['wheat-5']}`)).discounts).toEqual([]);
    const again = await kolos({ method: 'DELETE', url: `/api/discounts/fca/area/${created.data.uuid}` });
    expect(again.statusCode).toBe(404);
  });

  it('filters by region, area and crop, in region, area and crop order', async () => {
    const a = await create(kolos, body(2, 'rye', 10));
    const b = await create(kolos, body(2, 'oats', 0));
    const c = await create(kolos, body(3, 'rye', -5));
    const d = await create(kolos, {
      regionUuid: rostov,
      areaUuid: rostovArea,
      cultureUuid: crops.rye,
      amount: 7,
    });
    const ids = (r: { discounts: DiscountWire[] }) => r.discounts.map((x) => x.data.uuid);
    expect(ids(await list(kolos, `cultureUuid=${crops.rye}`))).toEqual([
      a.data.uuid,
      c.data.uuid,
      d.data.uuid,
    ]);
    expect(ids(await list(kolos, `regionUuid=${rostov}&cultureUuid=${crops.rye}`))).toEqual([d.data.uuid]);
    // oats (Овёс) sorts before rye (Рожь) in the crop order
    expect(ids(await list(kolos, `areaUuid=${areas[2]!.uuid}`))).toEqual([b.data.uuid, a.data.uuid]);
    const page = await list(kolos, `cultureUuid=${crops.rye}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 3 });
    expect(ids(page)).toEqual([c.data.uuid]);
  });

  it('allows one premium per owner, region, area and crop (409), but another company may have its own', async () => {
    await create(kolos, body(4, 'corn', 100));
    const twin = await kolos({
      method: 'POST',
      url: '/api/discounts/fca/area',
      payload: body(4, 'corn', 300),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('Премия для этого района и культуры уже задана');
    await create(agro, body(4, 'corn', 300));
    const other = await create(kolos, body(5, 'corn', 1));
    const moved = await kolos({
      method: 'PUT',
      url: '/api/discounts/fca/area',
      payload: { uuid: other.data.uuid, ...body(4, 'corn', 1) },
    });
    expect(moved.statusCode).toBe(409);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['region missing', { regionUuid: undefined }, 'Заполните поле'],
    ['area missing', { areaUuid: '' }, 'Заполните поле'],
    ['crop missing', { cultureUuid: null }, 'Заполните поле'],
    ['amount missing', { amount: undefined }, 'Заполните поле'],
    ['a fractional amount', { amount: 10.5 }, 'Число должно быть целочисленным'],
    ['a huge amount', { amount: 1_000_000 }, 'Премия должна быть от −100 000 до 100 000 ₽/т'],
    ['an area of another region', { regionUuid: 'ROSTOV' }, 'Район не относится к выбранному региону'],
    ['an unknown region', { regionUuid: ZERO_UUID }, 'Регион не найден'],
    ['an unknown crop', { cultureUuid: ZERO_UUID }, 'Культура не найдена'],
  ])('refuses %s with 400 "%s"', async (_name, over, message) => {
    const payload = body(0, 'peas', 10, over);
    if (payload.regionUuid === 'ROSTOV') payload.regionUuid = rostov;
    const res = await kolos({ method: 'POST', url: '/api/discounts/fca/area', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('rights and company scoping', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/discounts/fca/areas' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/discounts/fca/area', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/discounts/fca/area', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/discounts/fca/area/${ZERO_UUID}` })).statusCode,
    ).toBe(401);
  });

  it('a role without «Премии по районам» gets 403 on every call', async () => {
    expect((await manager({ method: 'GET', url: '/api/discounts/fca/areas' })).statusCode).toBe(403);
    expect(
      (await manager({ method: 'POST', url: '/api/discounts/fca/area', payload: body(0, 'peas', 1) }))
        .statusCode,
    ).toBe(403);
  });

  it('a role with read only may list but not change', async () => {
    const role = newId();
    await t.db
      .insertInto('roles')
      .values({
        uuid: role,
        companyUuid: DEMO.companies.kolosYug,
        name: 'Смотрит премии',
        policies: JSON.stringify([
          { resource: { routeName: 'Discounts', params: [] }, accessRights: ['read'] },
        ]),
      })
      .execute();
    await t.db
      .updateTable('groupRoles')
      .set({ roleUuid: role })
      .where('groupUuid', '=', DEMO.users.kolosYugManager)
      .execute();
    const reader = as(t.app, await login(t.app, DEMO.phones.kolosYugManager));
    expect((await reader({ method: 'GET', url: '/api/discounts/fca/areas' })).statusCode).toBe(200);
    const d = await create(kolos, body(0, 'mustard', 5));
    expect(
      (await reader({ method: 'POST', url: '/api/discounts/fca/area', payload: body(1, 'mustard', 1) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await reader({
          method: 'PUT',
          url: '/api/discounts/fca/area',
          payload: { uuid: d.data.uuid, ...body(0, 'mustard', 9) },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await reader({ method: 'DELETE', url: `/api/discounts/fca/area/${d.data.uuid}` })).statusCode,
    ).toBe(403);
    await t.db
      .updateTable('groupRoles')
      .set({ roleUuid: DEMO.roles.kolosYugManager })
      .where('groupUuid', '=', DEMO.users.kolosYugManager)
      .execute();
  });

  it('«Агро-Центр» neither sees nor changes «Колос-Юг»’s premiums (404), nor creates in its name (403)', async () => {
    const d = await create(kolos, body(0, 'lentil', 50));
    const seen = await list(agro, `cultureUuid=${crops.lentil}`);
    expect(seen.discounts).toEqual([]);
    const asked = await list(agro, `ownerCompanyUuid=${DEMO.companies.kolosYug}`);
    expect(asked.discounts).toEqual([]);
    const put = await agro({
      method: 'PUT',
      url: '/api/discounts/fca/area',
      payload: { uuid: d.data.uuid, ...body(0, 'lentil', 999) },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Премия не найдена');
    expect((await agro({ method: 'DELETE', url: `/api/discounts/fca/area/${d.data.uuid}` })).statusCode).toBe(
      404,
    );
    const foreign = await agro({
      method: 'POST',
      url: '/api/discounts/fca/area',
      payload: { ...body(1, 'lentil', 1), ownerCompanyUuid: DEMO.companies.kolosYug },
    });
    expect(foreign.statusCode).toBe(403);
    const after = await list(kolos, `cultureUuid=${crops.lentil}`);
    expect(after.discounts.map((x) => x.data.amount)).toEqual([50]);
  });

  it('an admin names the owner and sees every company', async () => {
    const missing = await admin({
      method: 'POST',
      url: '/api/discounts/fca/area',
      payload: body(0, 'millet', 1),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Заполните поле');
    const farmerOwner = await admin({
      method: 'POST',
      url: '/api/discounts/fca/area',
      payload: { ...body(0, 'millet', 1), ownerCompanyUuid: DEMO.companies.rassvet },
    });
    expect(farmerOwner.statusCode).toBe(400);
    const d = await create(admin, { ...body(0, 'millet', 1), ownerCompanyUuid: DEMO.companies.agroCenter });
    expect(d.data.ownerCompanyUuid).toBe(DEMO.companies.agroCenter);
    // the test's own rows of two owners, not a count of whatever else the database holds
    const kolosOwn = await create(kolos, body(1, 'millet', 2));
    const ids = (r: { discounts: DiscountWire[] }) => r.discounts.map((x) => x.data.uuid);
    expect(ids(await list(admin, `cultureUuid=${crops.millet}`))).toEqual(
      expect.arrayContaining([d.data.uuid, kolosOwn.data.uuid]),
    );
    const agroSees = ids(await list(agro, `cultureUuid=${crops.millet}`));
    expect(agroSees).toContain(d.data.uuid);
    expect(agroSees).not.toContain(kolosOwn.data.uuid);
  });

  it('a premium edited while it is deleted answers 404, never 500 (20 racing rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const d = await create(kolos, body(2, 'sorghum', round));
      const [edit, del] = await Promise.all([
        kolos({
          method: 'PUT',
          url: '/api/discounts/fca/area',
          payload: { uuid: d.data.uuid, ...body(2, 'sorghum', 7) },
        }),
        kolos({ method: 'DELETE', url: `/api/discounts/fca/area/${d.data.uuid}` }),
      ]);
      expect(del.statusCode, del.body).toBe(200);
      expect([200, 404], edit.body).toContain(edit.statusCode);
    }
    expect((await list(kolos, `cultureUuid=${crops.sorghum}`)).discounts).toEqual([]);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await kolos({ method: 'DELETE', url: '/api/discounts/fca/area/nope' })).statusCode).toBe(400);
  });
});
