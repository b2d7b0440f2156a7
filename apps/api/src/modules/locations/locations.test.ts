import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ZERO_UUID } from '@kolos/domain';
import type { Location } from '@kolos/domain/locations';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { employeeWith, pointBody, policy } from '../../../test/places';
import { newPoint } from '../../../test/queue';
import { PLACES_DEMO } from '../../seed/40-places';

const SP = PLACES_DEMO.shippingPoints;
const EL = PLACES_DEMO.elevators;

let t: TestApp;
type Call = ReturnType<typeof as>;
let farmer: Call;
let kolosYug: Call;
let agroCenter: Call;
let manager: Call;
let admin: Call;

beforeAll(async () => {
  t = await createTestApp();
  const call = async (phone: string) => as(t.app, await login(t.app, phone));
  farmer = await call(DEMO.phones.farmer);
  kolosYug = await call(DEMO.phones.kolosYugSuper);
  agroCenter = await call(DEMO.phones.agroCenterSuper);
  manager = await call(DEMO.phones.kolosYugManager);
  admin = await call(DEMO.phones.admin);
});
afterAll(() => t.close());

const create = async (who: Call, body: Record<string, unknown> = pointBody()) => {
  const res = await who({ method: 'POST', url: '/api/locations', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Location>();
};
const places = async (who: Call, body: Record<string, unknown> = {}) => {
  const res = await who({ method: 'POST', url: '/api/v2/locations/place-of-shipment', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ locations: Location[]; total: number }>();
};
const uuidsOf = (list: { uuid: string }[]) => list.map((l) => l.uuid);

describe('sign-in and rights (SPEC 6 Точки отгрузки)', () => {
  it.each([
    ['GET', '/api/user/personal/locations'],
    ['GET', `/api/locations/${EL.tikhoretsk}`],
    ['POST', `/api/locations/locations-by-ids/${EL.tikhoretsk}`],
    ['GET', `/api/locations/company/${DEMO.companies.kolosYug}`],
    ['GET', `/api/locations-by-company/${DEMO.companies.kolosYug}`],
    ['GET', `/api/locations/region/${PLACES_DEMO.regions.kuban}`],
    ['POST', '/api/v2/locations/place-of-shipment'],
    ['POST', '/api/locations'],
    ['PUT', '/api/locations'],
    ['DELETE', `/api/locations/${EL.tikhoretsk}`],
    ['DELETE', `/api/locations?uuid=${EL.tikhoretsk}`],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('a manager without the shipping-point rights is refused the list and every change (403)', async () => {
    expect(
      (await manager({ method: 'POST', url: '/api/v2/locations/place-of-shipment', payload: {} })).statusCode,
    ).toBe(403);
    expect((await manager({ method: 'POST', url: '/api/locations', payload: pointBody() })).statusCode).toBe(
      403,
    );
    expect(
      (
        await manager({
          method: 'PUT',
          url: '/api/locations',
          payload: { ...pointBody(), uuid: EL.tikhoretsk },
        })
      ).statusCode,
    ).toBe(403);
    expect((await manager({ method: 'DELETE', url: `/api/locations/${EL.tikhoretsk}` })).statusCode).toBe(
      403,
    );
    expect(
      (await manager({ method: 'DELETE', url: `/api/locations?uuid=${EL.tikhoretsk}` })).statusCode,
    ).toBe(403);
  });

  it('lookups the contract form needs stay open to the manager, scoped to the company', async () => {
    const res = await manager({ method: 'GET', url: '/api/user/personal/locations' });
    expect(res.statusCode).toBe(200);
    expect(uuidsOf(res.json())).toEqual(
      expect.arrayContaining([EL.tikhoretsk, EL.yeysk, EL.salsk, EL.armavir]),
    );
    expect(uuidsOf(res.json())).not.toContain(EL.kursk);
  });

  it('each right opens only its own action: list read, add create, edit update, delete delete', async () => {
    const reader = as(
      t.app,
      await employeeWith(t, DEMO.companies.kolosYug, [policy('ShippingPointsList', ['read'])]),
    );
    expect(
      (await reader({ method: 'POST', url: '/api/v2/locations/place-of-shipment', payload: {} })).statusCode,
    ).toBe(200);
    expect((await reader({ method: 'POST', url: '/api/locations', payload: pointBody() })).statusCode).toBe(
      403,
    );

    const adder = as(
      t.app,
      await employeeWith(t, DEMO.companies.kolosYug, [policy('ShippingPointView', ['create'])]),
    );
    const made = await create(adder);
    expect(
      (await adder({ method: 'POST', url: '/api/v2/locations/place-of-shipment', payload: {} })).statusCode,
    ).toBe(403);
    expect(
      (await adder({ method: 'PUT', url: '/api/locations', payload: { ...pointBody(), uuid: made.uuid } }))
        .statusCode,
    ).toBe(403);
    expect((await adder({ method: 'DELETE', url: `/api/locations/${made.uuid}` })).statusCode).toBe(403);

    const editor = as(
      t.app,
      await employeeWith(t, DEMO.companies.kolosYug, [policy('ShippingPointView', ['update'])]),
    );
    expect(
      (await editor({ method: 'PUT', url: '/api/locations', payload: { ...pointBody(), uuid: made.uuid } }))
        .statusCode,
    ).toBe(200);
    expect((await editor({ method: 'DELETE', url: `/api/locations/${made.uuid}` })).statusCode).toBe(403);

    const remover = as(
      t.app,
      await employeeWith(t, DEMO.companies.kolosYug, [policy('ShippingPointView', ['delete'])]),
    );
    expect((await remover({ method: 'DELETE', url: `/api/locations/${made.uuid}` })).statusCode).toBe(200);
  });
});

describe('a farmer and their shipping points', () => {
  it('creates a point with the SPEC 3 and 9 defaults, placed in its subject of the federation', async () => {
    const body = pointBody({ postsQuantity: undefined });
    const p = await create(farmer, body);
    expect(p).toMatchObject({
      companyUuid: DEMO.companies.rassvet,
      companyName: 'КФХ «Рассвет»',
      kind: 'SHIPPING',
      type: 'ELEVATOR',
      loadType: 'DOWNLOAD',
      postsQuantity: 1,
      regionUuid: ZERO_UUID,
      fedRegionName: 'Краснодарский край',
      isDeleted: false,
      scales: null,
      position: { latitude: 45.8, longitude: 40.2 },
      schedule: { openAt: '07:00', closeAt: '19:00', workingDays: ['MON', 'TUE', 'WED'] },
    });
    expect(p.areaUuid).not.toBeNull();
  });

  it('the weighing point gets its own id and is active', async () => {
    const scales = {
      address: 'ст Алексеевская, весовая',
      position: { latitude: 45.801, longitude: 40.201 },
      schedule: { openAt: '06:00', closeAt: '20:00' },
      length: 18,
      warehouseHeight: 4,
    };
    const p = await create(farmer, pointBody({ scales }));
    expect(p.scales).toMatchObject({ ...scales, isActive: true });
    expect(p.scales!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Saving again keeps the weighing point's id.
    const res = await farmer({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody({ scales }), uuid: p.uuid },
    });
    expect(res.json<Location>().scales!.uuid).toBe(p.scales!.uuid);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['coordinates', { position: { latitude: null, longitude: 40 } }, 'Заполните поле'],
    [
      'coordinates in range',
      { position: { latitude: 95, longitude: 40 } },
      'Широта должна быть от -90 до 90',
    ],
    ['name', { name: '' }, 'Заполните поле'],
    ['address', { address: '   ' }, 'Заполните поле'],
    ['daily volume', { quantity: null }, 'Заполните поле'],
    ['warehouse height', { warehouseHeight: undefined }, 'Заполните поле'],
    ['scales length', { scalesLength: null }, 'Заполните поле'],
    ['vehicle type', { carType: undefined }, 'Укажите тип ТС'],
    [
      'working days',
      { schedule: { openAt: '07:00', closeAt: '19:00', workingDays: [] } },
      'Укажите рабочие дни',
    ],
    ['opening time', { schedule: { openAt: '', closeAt: '19:00', workingDays: ['MON'] } }, 'Заполните поле'],
    [
      'opening before closing',
      { schedule: { openAt: '20:00', closeAt: '08:00', workingDays: ['MON'] } },
      'Время начала работы не должно быть позже окончания работы',
    ],
    ['posts from 1', { postsQuantity: 0 }, 'Укажите количество постов погрузки от 1 до 99'],
    ['posts to 99', { postsQuantity: 100 }, 'Укажите количество постов погрузки от 1 до 99'],
    [
      'weighing point fields',
      {
        scales: {
          address: '',
          position: { latitude: 45, longitude: 40 },
          schedule: { openAt: '06:00', closeAt: '20:00' },
          length: 18,
          warehouseHeight: 4,
        },
      },
      'Заполните поле',
    ],
  ])('refuses a point without valid %s (400, SPEC 5 text)', async (_name, patch, message) => {
    const res = await farmer({ method: 'POST', url: '/api/locations', payload: pointBody(patch) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('the closing-time rule carries its own text on its field', async () => {
    const res = await farmer({
      method: 'POST',
      url: '/api/locations',
      payload: pointBody({ schedule: { openAt: '20:00', closeAt: '08:00', workingDays: ['MON'] } }),
    });
    expect(res.json().detail).toContainEqual({
      field: 'schedule.closeAt',
      message: 'Время окончания работы не должно быть раньше начала работы',
    });
  });

  it('drops fields it does not know and cannot be told the point is deleted', async () => {
    const p = await create(farmer, pointBody({ isDeleted: true, kind: 'ACCEPTANCE', hack: 1 }));
    expect(p.isDeleted).toBe(false);
    expect(p.kind).toBe('SHIPPING');
  });

  it('cannot create a point for another company (404)', async () => {
    const res = await farmer({
      method: 'POST',
      url: '/api/locations',
      payload: pointBody({ companyUuid: DEMO.companies.niva }),
    });
    expect(res.statusCode).toBe(404);
  });

  it('sees only their own points, in lists and one by one', async () => {
    const mine = await create(farmer);
    const own = await farmer({ method: 'GET', url: '/api/user/personal/locations' });
    expect(uuidsOf(own.json())).toEqual(expect.arrayContaining([mine.uuid, SP.rassvetTok, SP.rassvetField]));
    const list = await places(farmer, { limit: 1000 });
    expect(list.locations.every((l) => l.companyUuid === DEMO.companies.rassvet)).toBe(true);
    expect(uuidsOf(list.locations)).not.toContain(SP.nivaStore);
    expect((await farmer({ method: 'GET', url: `/api/locations/${SP.nivaStore}` })).statusCode).toBe(404);
    expect((await farmer({ method: 'GET', url: `/api/locations/${EL.tikhoretsk}` })).statusCode).toBe(404);
    expect(
      (await farmer({ method: 'GET', url: `/api/locations/company/${DEMO.companies.niva}` })).statusCode,
    ).toBe(404);
  });

  it("cannot change or delete another farmer's point (404)", async () => {
    const put = await farmer({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody(), uuid: SP.nivaStore },
    });
    expect(put.statusCode).toBe(404);
    expect((await farmer({ method: 'DELETE', url: `/api/locations/${SP.nivaStore}` })).statusCode).toBe(404);
    expect((await farmer({ method: 'DELETE', url: `/api/locations?uuid=${SP.nivaStore}` })).statusCode).toBe(
      404,
    );
  });

  it('updates a point; moving it drops its cached distances', async () => {
    const p = await create(farmer);
    await t.db
      .insertInto('locationDistances')
      .values({ fromLocationUuid: p.uuid, toLocationUuid: EL.tikhoretsk, distanceKm: 42, source: 'estimate' })
      .execute();
    const renamed = await farmer({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody({ name: 'Новое имя' }), uuid: p.uuid },
    });
    expect(renamed.json()).toMatchObject({ name: 'Новое имя', uuid: p.uuid });
    const cached = () =>
      t.db.selectFrom('locationDistances').selectAll().where('fromLocationUuid', '=', p.uuid).execute();
    expect(await cached()).toHaveLength(1);
    const moved = await farmer({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody({ position: { latitude: 46.49, longitude: 41.56 } }), uuid: p.uuid },
    });
    expect(moved.json()).toMatchObject({ fedRegionName: 'Ростовская обл' });
    expect(await cached()).toHaveLength(0);
  });

  it('deletes an unused point for good', async () => {
    const p = await create(farmer);
    const res = await farmer({ method: 'DELETE', url: `/api/locations/${p.uuid}` });
    expect(res.json()).toEqual({ uuid: p.uuid, archived: false });
    expect((await farmer({ method: 'GET', url: `/api/locations/${p.uuid}` })).statusCode).toBe(404);
  });

  it('a point deals still use is marked deleted and keeps its history', async () => {
    const p = await create(farmer);
    // Stands in for any table of a later issue (contracts, slots) that refers to a location.
    await sql`create table if not exists test_deals (location_uuid uuid references locations (uuid))`.execute(
      t.db,
    );
    await sql`insert into test_deals values (${p.uuid})`.execute(t.db);
    const res = await farmer({ method: 'DELETE', url: `/api/locations/${p.uuid}` });
    expect(res.json()).toEqual({ uuid: p.uuid, archived: true });
    const kept = await farmer({ method: 'GET', url: `/api/locations/${p.uuid}` });
    expect(kept.json()).toMatchObject({ uuid: p.uuid, name: p.name, isDeleted: true });
    expect(uuidsOf((await places(farmer, { limit: 1000 })).locations)).not.toContain(p.uuid);
    const own = await farmer({ method: 'GET', url: '/api/user/personal/locations' });
    expect(uuidsOf(own.json())).not.toContain(p.uuid);
    // A deleted point is no longer changed nor deleted again.
    expect(
      (await farmer({ method: 'PUT', url: '/api/locations', payload: { ...pointBody(), uuid: p.uuid } }))
        .statusCode,
    ).toBe(404);
    expect((await farmer({ method: 'DELETE', url: `/api/locations/${p.uuid}` })).statusCode).toBe(404);
  });

  it('deletes many with repeated uuid, all or nothing', async () => {
    const a = await create(farmer);
    const b = await create(farmer);
    const refused = await farmer({
      method: 'DELETE',
      url: `/api/locations?uuid=${a.uuid}&uuid=${SP.nivaStore}`,
    });
    expect(refused.statusCode).toBe(404);
    expect((await farmer({ method: 'GET', url: `/api/locations/${a.uuid}` })).statusCode).toBe(200);
    const res = await farmer({ method: 'DELETE', url: `/api/locations?uuid=${a.uuid}&uuid=${b.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { uuid: a.uuid, archived: false },
      { uuid: b.uuid, archived: false },
    ]);
  });

  it('refuses a bulk delete without uuids or with a malformed one (400)', async () => {
    const none = await farmer({ method: 'DELETE', url: '/api/locations' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Укажите точки для удаления');
    expect((await farmer({ method: 'DELETE', url: '/api/locations?uuid=abc' })).statusCode).toBe(400);
  });

  it('locations-by-ids answers the readable ones and skips the rest', async () => {
    const res = await farmer({
      method: 'POST',
      url: `/api/locations/locations-by-ids/${SP.rassvetTok},${SP.nivaStore},${EL.yeysk}`,
    });
    expect(uuidsOf(res.json())).toEqual([SP.rassvetTok]);
    expect(
      (await farmer({ method: 'POST', url: '/api/locations/locations-by-ids/not-a-uuid' })).statusCode,
    ).toBe(400);
  });
});

describe("a purchaser's staff", () => {
  it('list their acceptance points, and never another purchaser’s', async () => {
    const list = await places(kolosYug, { kind: 'ACCEPTANCE', limit: 1000 });
    expect(uuidsOf(list.locations)).toEqual(
      expect.arrayContaining([EL.tikhoretsk, EL.yeysk, EL.salsk, EL.armavir]),
    );
    expect(
      list.locations.every((l) => l.companyUuid === DEMO.companies.kolosYug && l.kind === 'ACCEPTANCE'),
    ).toBe(true);
  });

  it("see farmers' published points and those they entered, not another purchaser's entries", async () => {
    const ids = uuidsOf((await places(kolosYug, { limit: 1000 })).locations);
    expect(ids).toEqual(expect.arrayContaining([SP.rassvetTok, SP.nivaStore, SP.nivaByKolosYug]));
    expect(ids).not.toContain(SP.kolosokByAgroCenter);
    expect(
      (await kolosYug({ method: 'GET', url: `/api/locations/${SP.kolosokByAgroCenter}` })).statusCode,
    ).toBe(404);
    const ac = uuidsOf((await places(agroCenter, { limit: 1000 })).locations);
    expect(ac).toContain(SP.kolosokByAgroCenter);
    expect(ac).not.toContain(SP.nivaByKolosYug);
  });

  it('page, sort and search the list on the server', async () => {
    const first = await places(kolosYug, { limit: 1, offset: 0, sortField: 'name', sortDirection: 'ASC' });
    const second = await places(kolosYug, { limit: 1, offset: 1, sortField: 'name', sortDirection: 'ASC' });
    expect(first.locations).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(second.total).toBe(first.total);
    expect(first.locations[0]!.name.localeCompare(second.locations[0]!.name, 'ru')).toBeLessThanOrEqual(0);
    const desc = await places(kolosYug, { limit: 1000, sortField: 'name', sortDirection: 'DESC' });
    expect(desc.locations[0]!.name >= desc.locations.at(-1)!.name).toBe(true);
    const entered = await create(
      kolosYug,
      pointBody({
        companyUuid: DEMO.companies.niva,
        address: 'Краснодарский край, Тихорецкий р-н, х Искомовский',
      }),
    );
    const found = await places(kolosYug, { any: 'искомовск' });
    expect(uuidsOf(found.locations)).toEqual([entered.uuid]);
    expect(found.total).toBe(1);
    const byOwner = await places(kolosYug, { any: 'рассвет', limit: 1000 });
    expect(byOwner.locations.every((l) => l.companyUuid === DEMO.companies.rassvet)).toBe(true);
    expect((await places(kolosYug, { any: '%' })).total).toBe(0);
  });

  it('refuse a sort field off the list (400)', async () => {
    const res = await kolosYug({
      method: 'POST',
      url: '/api/v2/locations/place-of-shipment',
      payload: { sortField: 'password' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('enter a shipping point for a farmer (the FCA contract form); the farmer sees it, the other purchaser does not', async () => {
    const p = await create(kolosYug, pointBody({ companyUuid: DEMO.companies.rassvet }));
    expect(p).toMatchObject({ companyUuid: DEMO.companies.rassvet, kind: 'SHIPPING' });
    expect(uuidsOf((await farmer({ method: 'GET', url: '/api/user/personal/locations' })).json())).toContain(
      p.uuid,
    );
    expect((await agroCenter({ method: 'GET', url: `/api/locations/${p.uuid}` })).statusCode).toBe(404);
    const edited = await kolosYug({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody({ name: 'Правка' }), uuid: p.uuid },
    });
    expect(edited.statusCode).toBe(200);
    const company = await kolosYug({
      method: 'GET',
      url: `/api/locations/company/${DEMO.companies.rassvet}`,
    });
    expect(uuidsOf(company.json())).toEqual(expect.arrayContaining([p.uuid, SP.rassvetTok]));
  });

  it('add an acceptance point of their own company', async () => {
    const p = await create(kolosYug, pointBody({ type: 'PLANT', name: 'Мелькомбинат' }));
    expect(p).toMatchObject({ companyUuid: DEMO.companies.kolosYug, kind: 'ACCEPTANCE', type: 'PLANT' });
  });

  it("cannot change a farmer's own point, though they may read it", async () => {
    expect((await kolosYug({ method: 'GET', url: `/api/locations/${SP.rassvetTok}` })).statusCode).toBe(200);
    const put = await kolosYug({
      method: 'PUT',
      url: '/api/locations',
      payload: { ...pointBody(), uuid: SP.rassvetTok },
    });
    expect(put.statusCode).toBe(404);
    expect((await kolosYug({ method: 'DELETE', url: `/api/locations/${SP.rassvetTok}` })).statusCode).toBe(
      404,
    );
  });

  it('another purchaser reaches nothing of «Колос-Юг» (404 on every call)', async () => {
    const calls = [
      { method: 'GET', url: `/api/locations/${EL.tikhoretsk}` },
      { method: 'GET', url: `/api/locations/company/${DEMO.companies.kolosYug}` },
      { method: 'GET', url: `/api/locations-by-company/${DEMO.companies.kolosYug}` },
      { method: 'GET', url: `/api/locations/region/${PLACES_DEMO.regions.kuban}` },
      { method: 'PUT', url: '/api/locations', payload: { ...pointBody(), uuid: EL.tikhoretsk } },
      { method: 'PUT', url: '/api/locations', payload: { ...pointBody(), uuid: SP.nivaByKolosYug } },
      { method: 'DELETE', url: `/api/locations/${EL.tikhoretsk}` },
      { method: 'DELETE', url: `/api/locations?uuid=${EL.tikhoretsk}` },
      { method: 'POST', url: '/api/locations', payload: pointBody({ companyUuid: DEMO.companies.kolosYug }) },
    ] as const;
    for (const c of calls) expect((await agroCenter(c)).statusCode, `${c.method} ${c.url}`).toBe(404);
    const byIds = await agroCenter({
      method: 'POST',
      url: `/api/locations/locations-by-ids/${EL.tikhoretsk},${EL.kursk}`,
    });
    expect(uuidsOf(byIds.json())).toEqual([EL.kursk]);
  });

  it('list the acceptance points of their purchase territory', async () => {
    const R = PLACES_DEMO.regions;
    // two acceptance points of the test's own in Кубань; one moves to Дон
    const [inKuban, onDon] = [await newPoint(t), await newPoint(t)];
    await t.db.updateTable('locations').set({ regionUuid: R.don }).where('uuid', '=', onDon.uuid).execute();
    const res = await kolosYug({ method: 'GET', url: `/api/locations/region/${R.kuban}` });
    const listed = res.json<Location[]>();
    expect(uuidsOf(listed)).toContain(inKuban.uuid);
    expect(uuidsOf(listed)).not.toContain(onDon.uuid);
    expect(listed.every((l) => l.regionUuid === R.kuban)).toBe(true);
    expect(
      (await kolosYug({ method: 'GET', url: `/api/locations/region/${DEMO.companies.kolosYug}` })).statusCode,
    ).toBe(404);
  });

  it('a malformed id is a 400, an unknown one a 404', async () => {
    expect((await kolosYug({ method: 'GET', url: '/api/locations/123' })).statusCode).toBe(400);
    expect(
      (await kolosYug({ method: 'GET', url: `/api/locations/${DEMO.companies.kolosYug}` })).statusCode,
    ).toBe(404);
    expect((await kolosYug({ method: 'GET', url: `/api/locations/company/${ZERO_UUID}` })).statusCode).toBe(
      404,
    );
  });
});

describe('a platform admin', () => {
  it('names the owner of a new point (400 without one, 404 for an unknown one)', async () => {
    const none = await admin({ method: 'POST', url: '/api/locations', payload: pointBody() });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Укажите компанию-владельца точки');
    const unknown = await admin({
      method: 'POST',
      url: '/api/locations',
      payload: pointBody({ companyUuid: ZERO_UUID }),
    });
    expect(unknown.statusCode).toBe(404);
    const p = await create(admin, pointBody({ companyUuid: DEMO.companies.zarya }));
    expect(p).toMatchObject({ companyUuid: DEMO.companies.zarya, kind: 'SHIPPING' });
  });

  it('sees every company’s points', async () => {
    const ids = uuidsOf((await places(admin, { limit: 1000 })).locations);
    expect(ids).toEqual(expect.arrayContaining([SP.nivaByKolosYug, SP.kolosokByAgroCenter, SP.zarya]));
  });
});

describe('public configuration', () => {
  it('gives the map tile address without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      demoOutbox: 'loopback',
    });
  });
});
