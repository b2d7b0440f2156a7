import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import type { Region } from '@kolos/domain/regions';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { pointBody } from '../../../test/places';
import { newPoint } from '../../../test/queue';
import { PLACES_DEMO } from '../../seed/40-places';

const EL = PLACES_DEMO.elevators;
const R = PLACES_DEMO.regions;

let t: TestApp;
type Call = ReturnType<typeof as>;
let kolosYug: Call;
let agroCenter: Call;
let manager: Call;
let farmer: Call;
let admin: Call;
let krasnodar: string;
let rostov: string;

beforeAll(async () => {
  t = await createTestApp();
  const call = async (phone: string) => as(t.app, await login(t.app, phone));
  kolosYug = await call(DEMO.phones.kolosYugSuper);
  agroCenter = await call(DEMO.phones.agroCenterSuper);
  manager = await call(DEMO.phones.kolosYugManager);
  farmer = await call(DEMO.phones.farmer);
  admin = await call(DEMO.phones.admin);
  const subject = (name: string) =>
    t.db.selectFrom('fedRegions').select('uuid').where('name', '=', name).executeTakeFirstOrThrow();
  krasnodar = (await subject('Краснодарский')).uuid;
  rostov = (await subject('Ростовская')).uuid;
});
afterAll(() => t.close());

let seq = 0;
const uniqueName = () => `Территория ${++seq}-${Date.now() % 100000}`;
/** A new acceptance point of «Колос-Юг», so tests never move the demo elevators about. */
const newElevator = async () => {
  const res = await kolosYug({ method: 'POST', url: '/api/locations', payload: pointBody() });
  return res.json<{ uuid: string }>().uuid;
};
const createRegion = async (body: Record<string, unknown>) => {
  const res = await kolosYug({ method: 'POST', url: '/api/regions', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Region>();
};
const regionOfPoint = async (uuid: string) =>
  (await kolosYug({ method: 'GET', url: `/api/locations/${uuid}` })).json<{ regionUuid: string }>()
    .regionUuid;

describe('rights (SPEC 6 Территории закупки)', () => {
  it.each([
    ['GET', '/api/regions'],
    ['GET', `/api/regions/${R.kuban}`],
    ['GET', '/api/user/personal/regions'],
    ['POST', '/api/regions'],
    ['PUT', '/api/regions'],
    ['DELETE', `/api/regions/${R.kuban}`],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    expect(
      (await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined }))
        .statusCode,
    ).toBe(401);
  });

  it('a manager without the right is refused the screens (403) but may pick a territory in filters', async () => {
    expect((await manager({ method: 'GET', url: '/api/regions' })).statusCode).toBe(403);
    expect((await manager({ method: 'GET', url: `/api/regions/${R.kuban}` })).statusCode).toBe(403);
    expect(
      (
        await manager({
          method: 'POST',
          url: '/api/regions',
          payload: { name: 'x', fedRegionUuid: krasnodar },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await manager({
          method: 'PUT',
          url: '/api/regions',
          payload: { uuid: R.kuban, name: 'x', fedRegionUuid: krasnodar },
        })
      ).statusCode,
    ).toBe(403);
    expect((await manager({ method: 'DELETE', url: `/api/regions/${R.kuban}` })).statusCode).toBe(403);
    const personal = await manager({ method: 'GET', url: '/api/user/personal/regions' });
    expect(personal.statusCode).toBe(200);
    expect(personal.json<Region[]>().map((r) => r.uuid)).toEqual(expect.arrayContaining([R.kuban, R.don]));
  });

  it('a farmer has no territories and no territory screens', async () => {
    expect((await farmer({ method: 'GET', url: '/api/regions' })).statusCode).toBe(403);
    expect((await farmer({ method: 'GET', url: '/api/user/personal/regions' })).json()).toEqual([]);
  });
});

describe('the territories list', () => {
  it('shows the company’s territories with their subject and acceptance points (SPEC 3 Region)', async () => {
    // two acceptance points of the test's own in Кубань; one moves to Дон
    const [inKuban, onDon] = [await newPoint(t), await newPoint(t)];
    await t.db.updateTable('locations').set({ regionUuid: R.don }).where('uuid', '=', onDon.uuid).execute();
    const res = await kolosYug({ method: 'GET', url: '/api/regions?limit=100' });
    const { regions, total } = res.json<{ regions: Region[]; total: number }>();
    expect(total).toBe(regions.length);
    const kuban = regions.find((r) => r.uuid === R.kuban)!;
    expect(kuban.name).toEqual({
      value: 'Кубань',
      fullSubvalue: 'Краснодарский край',
      shortSubvalue: 'Краснодарский край',
    });
    expect(kuban.locations.map((l) => l.uuid)).toContain(inKuban.uuid);
    expect(kuban.locations.map((l) => l.uuid)).not.toContain(onDon.uuid);
    expect(regions.find((r) => r.uuid === R.don)!.locations.map((l) => l.uuid)).toContain(onDon.uuid);
    expect(kuban.locations[0]).toEqual({
      uuid: expect.any(String),
      name: expect.any(String),
      address: expect.any(String),
    });
    expect(regions.find((r) => r.uuid === R.don)!.name.shortSubvalue).toBe('Ростовская обл');
    expect(regions.every((r) => r.companyUuid === DEMO.companies.kolosYug)).toBe(true);
    expect(regions.map((r) => r.uuid)).not.toContain(R.chernozemye);
  });

  it('searches by name or subject, pages and sorts on the server', async () => {
    const byName = (await kolosYug({ method: 'GET', url: '/api/regions?any=дон' })).json();
    expect(byName.regions.map((r: Region) => r.uuid)).toEqual([R.don]);
    const bySubject = (await kolosYug({ method: 'GET', url: '/api/regions?any=Краснодар' })).json();
    expect(bySubject.regions.map((r: Region) => r.uuid)).toContain(R.kuban);
    const page = (
      await kolosYug({
        method: 'GET',
        url: '/api/regions?limit=1&offset=0&sortField=name&sortDirection=DESC',
      })
    ).json();
    expect(page.regions).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await kolosYug({ method: 'GET', url: '/api/regions?sortField=companyUuid' })).statusCode).toBe(
      400,
    );
    expect((await kolosYug({ method: 'GET', url: '/api/regions?limit=100000' })).statusCode).toBe(400);
  });

  it('another purchaser sees none of them (404 for a guessed uuid)', async () => {
    const list = (await agroCenter({ method: 'GET', url: '/api/regions?limit=100' })).json();
    expect(list.regions.map((r: Region) => r.uuid)).toContain(R.chernozemye);
    expect(list.regions.every((r: Region) => r.companyUuid === DEMO.companies.agroCenter)).toBe(true);
    expect((await agroCenter({ method: 'GET', url: `/api/regions/${R.kuban}` })).statusCode).toBe(404);
  });
});

describe('the territory form', () => {
  it('creates a territory bound to a subject with chosen acceptance points', async () => {
    const point = await newElevator();
    const region = await createRegion({
      name: uniqueName(),
      fedRegionUuid: rostov,
      locationUuids: [point],
      hack: true,
    });
    expect(region).toMatchObject({ fedRegionUuid: rostov, companyUuid: DEMO.companies.kolosYug });
    expect(region.name.fullSubvalue).toBe('Ростовская область');
    expect(region.locations.map((l) => l.uuid)).toEqual([point]);
    expect(await regionOfPoint(point)).toBe(region.uuid);
    const byRegion = await kolosYug({ method: 'GET', url: `/api/locations/region/${region.uuid}` });
    expect(byRegion.json().map((l: { uuid: string }) => l.uuid)).toEqual([point]);
    expect((await kolosYug({ method: 'GET', url: `/api/regions/${region.uuid}` })).json()).toEqual(region);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a name', { name: ' ' }, 'Заполните поле'],
    ['a subject', { fedRegionUuid: undefined }, 'Заполните поле'],
    ['a real subject', { fedRegionUuid: ZERO_UUID }, 'Выберите субъект РФ из списка'],
    [
      'own acceptance points',
      { locationUuids: [EL.kursk] },
      'Пункт приёмки не найден среди пунктов вашей компании',
    ],
    [
      'acceptance points, not shipping points',
      { locationUuids: [PLACES_DEMO.shippingPoints.nivaByKolosYug] },
      'Пункт приёмки не найден среди пунктов вашей компании',
    ],
  ])('refuses a territory without %s (400)', async (_name, patch, message) => {
    const res = await kolosYug({
      method: 'POST',
      url: '/api/regions',
      payload: { name: uniqueName(), fedRegionUuid: krasnodar, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a second territory of the same name, whatever the case (409)', async () => {
    const name = uniqueName();
    await createRegion({ name, fedRegionUuid: krasnodar });
    const res = await kolosYug({
      method: 'POST',
      url: '/api/regions',
      payload: { name: name.toUpperCase(), fedRegionUuid: rostov },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Территория закупки с таким названием уже есть');
    // Another company may use the name.
    expect(
      (await agroCenter({ method: 'POST', url: '/api/regions', payload: { name, fedRegionUuid: rostov } }))
        .statusCode,
    ).toBe(200);
  });

  it('a point moves to the territory last chosen for it; removed points are unbound', async () => {
    const [a, b] = [await newElevator(), await newElevator()];
    const first = await createRegion({ name: uniqueName(), fedRegionUuid: krasnodar, locationUuids: [a, b] });
    const second = await createRegion({ name: uniqueName(), fedRegionUuid: krasnodar, locationUuids: [b] });
    expect(await regionOfPoint(b)).toBe(second.uuid);
    const reread = (await kolosYug({ method: 'GET', url: `/api/regions/${first.uuid}` })).json<Region>();
    expect(reread.locations.map((l) => l.uuid)).toEqual([a]);
    const res = await kolosYug({
      method: 'PUT',
      url: '/api/regions',
      payload: { uuid: first.uuid, name: 'Переименована ' + seq, fedRegionUuid: rostov, locationUuids: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: { value: 'Переименована ' + seq, shortSubvalue: 'Ростовская обл' },
      locations: [],
    });
    expect(await regionOfPoint(a)).toBe(ZERO_UUID);
  });

  it('refuses to rename onto another territory’s name (409), keeps its own name (200)', async () => {
    const taken = await createRegion({ name: uniqueName(), fedRegionUuid: krasnodar });
    const mine = await createRegion({ name: uniqueName(), fedRegionUuid: krasnodar });
    const clash = await kolosYug({
      method: 'PUT',
      url: '/api/regions',
      payload: { uuid: mine.uuid, name: taken.name.value, fedRegionUuid: krasnodar },
    });
    expect(clash.statusCode).toBe(409);
    const same = await kolosYug({
      method: 'PUT',
      url: '/api/regions',
      payload: { uuid: mine.uuid, name: mine.name.value, fedRegionUuid: krasnodar },
    });
    expect(same.statusCode).toBe(200);
  });

  it('another purchaser can neither change nor delete a territory nor put its points in theirs (404/400)', async () => {
    const put = await agroCenter({
      method: 'PUT',
      url: '/api/regions',
      payload: { uuid: R.kuban, name: 'Чужая', fedRegionUuid: krasnodar },
    });
    expect(put.statusCode).toBe(404);
    expect((await agroCenter({ method: 'DELETE', url: `/api/regions/${R.kuban}` })).statusCode).toBe(404);
    const steal = await agroCenter({
      method: 'POST',
      url: '/api/regions',
      payload: { name: uniqueName(), fedRegionUuid: krasnodar, locationUuids: [EL.tikhoretsk] },
    });
    expect(steal.statusCode).toBe(400);
    const foreignCompany = await agroCenter({
      method: 'POST',
      url: '/api/regions',
      payload: { name: uniqueName(), fedRegionUuid: krasnodar, companyUuid: DEMO.companies.kolosYug },
    });
    expect(foreignCompany.statusCode).toBe(404);
    expect(await regionOfPoint(EL.tikhoretsk)).toBe(R.kuban);
  });

  it('deleting hides the territory, frees its points and its name', async () => {
    const point = await newElevator();
    const region = await createRegion({
      name: uniqueName(),
      fedRegionUuid: krasnodar,
      locationUuids: [point],
    });
    const res = await kolosYug({ method: 'DELETE', url: `/api/regions/${region.uuid}` });
    expect(res.json()).toEqual({ uuid: region.uuid });
    expect((await kolosYug({ method: 'GET', url: `/api/regions/${region.uuid}` })).statusCode).toBe(404);
    expect((await kolosYug({ method: 'DELETE', url: `/api/regions/${region.uuid}` })).statusCode).toBe(404);
    expect((await kolosYug({ method: 'GET', url: `/api/locations/region/${region.uuid}` })).statusCode).toBe(
      404,
    );
    expect(await regionOfPoint(point)).toBe(ZERO_UUID);
    await createRegion({ name: region.name.value, fedRegionUuid: krasnodar });
  });
});

describe('a platform admin', () => {
  it('names the purchaser a territory belongs to', async () => {
    const none = await admin({
      method: 'POST',
      url: '/api/regions',
      payload: { name: uniqueName(), fedRegionUuid: krasnodar },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Укажите компанию-закупщика');
    const farmerCompany = await admin({
      method: 'POST',
      url: '/api/regions',
      payload: { name: uniqueName(), fedRegionUuid: krasnodar, companyUuid: DEMO.companies.rassvet },
    });
    expect(farmerCompany.statusCode).toBe(404);
    const ok = await admin({
      method: 'POST',
      url: '/api/regions',
      payload: {
        name: uniqueName(),
        fedRegionUuid: krasnodar,
        companyUuid: DEMO.companies.agroCenter,
        locationUuids: [EL.yelets],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      companyUuid: DEMO.companies.agroCenter,
      locations: [{ uuid: EL.yelets }],
    });
  });
});
