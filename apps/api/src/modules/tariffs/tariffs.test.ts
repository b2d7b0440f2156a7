import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import { deliveryPriceKopecks, estimatedRoadKm, roundKm, type Tariff } from '@kolos/domain/tariffs';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { pointBody } from '../../../test/places';
import { PLACES_DEMO } from '../../seed/40-places';
import { AppError } from '../../platform/errors';
import { computeDeliveryPrice } from './service';

const SP = PLACES_DEMO.shippingPoints;
const EL = PLACES_DEMO.elevators;

let t: TestApp;
type Call = ReturnType<typeof as>;
let kolosYug: Call;
let agroCenter: Call;
let farmer: Call;
let admin: Call;
const subjects: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const call = async (phone: string) => as(t.app, await login(t.app, phone));
  kolosYug = await call(DEMO.phones.kolosYugSuper);
  agroCenter = await call(DEMO.phones.agroCenterSuper);
  farmer = await call(DEMO.phones.farmer);
  admin = await call(DEMO.phones.admin);
  for (const r of await t.db.selectFrom('fedRegions').select(['uuid', 'name']).execute())
    subjects[r.name] = r.uuid;
});
afterAll(() => t.close());

const position = async (uuid: string) => {
  const r = await t.db
    .selectFrom('locations')
    .select(['latitude', 'longitude'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return { latitude: r.latitude, longitude: r.longitude };
};
const tariffOf = async (subject: string, type: 'REGIONAL' | 'E2E') => {
  const res = await kolosYug({ method: 'GET', url: `/api/tariffs/by-region/${subjects[subject]}` });
  return res.json<Tariff[]>().find((x) => x.type === type)!;
};
const price = (who: Call, query: string) => who({ method: 'GET', url: `/api/delivery/price?${query}` });

describe('tariffs by subject of the federation', () => {
  it('each demo subject has a REGIONAL and an E2E tariff by distance band', async () => {
    const res = await farmer({ method: 'GET', url: `/api/tariffs/by-region/${subjects['Краснодарский']}` });
    expect(res.statusCode).toBe(200);
    const list = res.json<Tariff[]>();
    expect(list.map((x) => x.type)).toEqual(['REGIONAL', 'E2E']);
    expect(list[0]!.bands[0]).toMatchObject({ fromKm: 0 });
    expect(list[0]!.bands.at(-1)!.toKm).toBeNull();
  });

  it('an unknown subject is 404, a malformed id 400, no session 401', async () => {
    expect((await farmer({ method: 'GET', url: `/api/tariffs/by-region/${ZERO_UUID}` })).statusCode).toBe(
      404,
    );
    expect((await farmer({ method: 'GET', url: '/api/tariffs/by-region/krasnodar' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tariffs/by-region/${ZERO_UUID}` })).statusCode,
    ).toBe(401);
  });

  const bands = [
    { fromKm: 0, toKm: 100, pricePerTon: 50_000 },
    { fromKm: 100, toKm: null, pricePerTon: 50_000, pricePerTonKm: 500 },
  ];

  it('only a platform admin sets tariffs (403 for purchasers and farmers, 401 without a session)', async () => {
    const body = { regionUuid: subjects['Тульская'], type: 'REGIONAL', bands };
    expect((await kolosYug({ method: 'POST', url: '/api/v2/tariffs', payload: body })).statusCode).toBe(403);
    expect((await farmer({ method: 'POST', url: '/api/v2/tariffs', payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/tariffs', payload: body })).statusCode).toBe(
      401,
    );
  });

  it('an admin sets and replaces the bands of a tariff', async () => {
    const body = { regionUuid: subjects['Тульская'], type: 'REGIONAL', bands };
    const first = await admin({ method: 'POST', url: '/api/v2/tariffs', payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      regionUuid: subjects['Тульская'],
      type: 'REGIONAL',
      bands: [{ pricePerTonKm: 0 }, { pricePerTonKm: 500 }],
    });
    const second = await admin({
      method: 'POST',
      url: '/api/v2/tariffs',
      payload: { ...body, bands: [bands[0]!, { ...bands[1]!, pricePerTon: 60_000 }] },
    });
    expect(second.json().uuid).toBe(first.json().uuid);
    const listed = (
      await admin({ method: 'GET', url: `/api/tariffs/by-region/${subjects['Тульская']}` })
    ).json<Tariff[]>();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.bands[1]!.pricePerTon).toBe(60_000);
  });

  it('keeps who changed what in the audit log: the bands before and after, refusals leave none', async () => {
    const tula = subjects['Тульская']!;
    const history = async () =>
      (await admin({ method: 'GET', url: `/api/audit?action=tariff.update&targetUuid=${tula}` })).json<{
        items: { actor: { fullName: string } | null; detail: unknown }[];
        total: number;
      }>();
    const e2e = { regionUuid: tula, type: 'E2E', bands };
    expect((await admin({ method: 'POST', url: '/api/v2/tariffs', payload: e2e })).statusCode).toBe(200);
    const dearer = [bands[0]!, { ...bands[1]!, pricePerTonKm: 700 }];
    const again = await admin({ method: 'POST', url: '/api/v2/tariffs', payload: { ...e2e, bands: dearer } });
    expect(again.statusCode).toBe(200);
    // refused attempts change nothing and record nothing
    expect((await kolosYug({ method: 'POST', url: '/api/v2/tariffs', payload: e2e })).statusCode).toBe(403);
    const bad = { ...e2e, bands: [{ fromKm: 5, toKm: null, pricePerTon: 1 }] };
    expect((await admin({ method: 'POST', url: '/api/v2/tariffs', payload: bad })).statusCode).toBe(400);

    const log = await history();
    const e2eOnly = log.items.filter((i) => (i.detail as { type: string }).type === 'E2E');
    expect(e2eOnly).toHaveLength(2);
    const [newest, oldest] = e2eOnly;
    expect(oldest!.detail).toEqual({
      type: 'E2E',
      from: null,
      to: [{ ...bands[0]!, pricePerTonKm: 0 }, bands[1]],
    });
    expect(newest!.detail).toEqual({
      type: 'E2E',
      from: oldest!.detail && (oldest!.detail as { to: unknown }).to,
      to: dearer.map((b) => ({ pricePerTonKm: 0, ...b })),
    });
    expect(newest!.actor?.fullName).toMatch(/[А-ЯЁ]/);
    // the history is the admins': purchaser staff read the tariffs, not the log
    expect((await kolosYug({ method: 'GET', url: `/api/audit?targetUuid=${tula}` })).statusCode).toBe(403);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'bands with a gap',
      {
        bands: [
          { fromKm: 0, toKm: 50, pricePerTon: 1 },
          { fromKm: 60, toKm: null, pricePerTon: 1 },
        ],
      },
      'Диапазоны расстояний должны идти подряд, без разрывов и перекрытий',
    ],
    [
      'a price in fractions of a kopeck',
      { bands: [{ fromKm: 0, toKm: null, pricePerTon: 1.5 }] },
      'Цена должна быть целым неотрицательным числом копеек',
    ],
    ['an unknown subject', { regionUuid: ZERO_UUID }, 'Выберите субъект РФ из списка'],
  ])('refuses %s (400)', async (_name, patch, message) => {
    const res = await admin({
      method: 'POST',
      url: '/api/v2/tariffs',
      payload: { regionUuid: subjects['Тульская'], type: 'E2E', bands, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('delivery price (SPEC 3 Delivery price result, SPEC 9: kopecks, 1 tonne, cache policy 2)', () => {
  it('prices a haul inside one subject by its REGIONAL tariff, on the road-factor estimate', async () => {
    const res = await price(kolosYug, `fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}`);
    expect(res.statusCode).toBe(200);
    const km = roundKm(estimatedRoadKm(await position(SP.rassvetTok), await position(EL.tikhoretsk)));
    const tariff = await tariffOf('Краснодарский', 'REGIONAL');
    expect(res.json()).toEqual({
      price: deliveryPriceKopecks(tariff.bands, km, 1),
      distance: km,
      tariffType: 'REGIONAL',
    });
    expect(res.json().price).toBeGreaterThan(0);
  });

  it('prices a haul across subjects by the E2E tariff of the subject it starts in', async () => {
    const res = await price(
      kolosYug,
      `fromLocationUuid=${SP.nivaStore}&toLocationUuid=${EL.tikhoretsk}&amountTons=25`,
    );
    const km = roundKm(estimatedRoadKm(await position(SP.nivaStore), await position(EL.tikhoretsk)));
    const tariff = await tariffOf('Ростовская', 'E2E');
    expect(res.json()).toEqual({
      price: deliveryPriceKopecks(tariff.bands, km, 25),
      distance: km,
      tariffType: 'E2E',
    });
  });

  it('caches the distance per pair: policy 2 reads it, 1 refreshes it, 0 leaves it alone', async () => {
    const q = `fromLocationUuid=${SP.rassvetField}&toLocationUuid=${EL.yeysk}`;
    const first = (await price(kolosYug, q)).json();
    const cache = () =>
      t.db
        .selectFrom('locationDistances')
        .selectAll()
        .where('fromLocationUuid', '=', SP.rassvetField)
        .where('toLocationUuid', '=', EL.yeysk);
    expect(await cache().executeTakeFirst()).toMatchObject({ source: 'estimate' });
    await t.db
      .updateTable('locationDistances')
      .set({ distanceKm: 321.4 })
      .where('fromLocationUuid', '=', SP.rassvetField)
      .execute();
    expect((await price(kolosYug, q)).json().distance).toBe(321);
    expect((await price(kolosYug, `${q}&distanceCachePolicy=2`)).json().distance).toBe(321);
    expect((await price(kolosYug, `${q}&distanceCachePolicy=0`)).json().distance).toBe(first.distance);
    expect((await cache().executeTakeFirstOrThrow()).distanceKm).toBe(321.4);
    expect((await price(kolosYug, `${q}&distanceCachePolicy=1`)).json().distance).toBe(first.distance);
    expect((await cache().executeTakeFirstOrThrow()).distanceKm).not.toBe(321.4);
  });

  it('one place to itself is 0 km at the first band', async () => {
    const res = await price(kolosYug, `fromLocationUuid=${EL.tikhoretsk}&toLocationUuid=${EL.tikhoretsk}`);
    const tariff = await tariffOf('Краснодарский', 'REGIONAL');
    expect(res.json()).toEqual({ price: tariff.bands[0]!.pricePerTon, distance: 0, tariffType: 'REGIONAL' });
  });

  it('a subject without a tariff is a 409 naming it', async () => {
    const res = await kolosYug({
      method: 'POST',
      url: '/api/locations',
      payload: pointBody({ position: { latitude: 56.0, longitude: 37.9 } }),
    });
    const moscowRegion = res.json<{ uuid: string }>().uuid;
    const priced = await price(kolosYug, `fromLocationUuid=${moscowRegion}&toLocationUuid=${EL.tikhoretsk}`);
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe('Для субъекта РФ «Московская область» не задан тариф на перевозку');
  });

  it("another company's point answers 404; an unknown one too", async () => {
    expect(
      (await price(agroCenter, `fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await price(farmer, `fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}`)).statusCode,
    ).toBe(404);
    expect(
      (await price(kolosYug, `fromLocationUuid=${ZERO_UUID}&toLocationUuid=${EL.tikhoretsk}`)).statusCode,
    ).toBe(404);
  });

  it.each([
    ['no locations', ''],
    ['a malformed uuid', `fromLocationUuid=x&toLocationUuid=${EL.tikhoretsk}`],
    ['negative tonnes', `fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}&amountTons=-1`],
    [
      'an unknown cache policy',
      `fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}&distanceCachePolicy=5`,
    ],
  ])('refuses %s (400)', async (_name, query) => {
    expect((await price(kolosYug, query)).statusCode).toBe(400);
  });

  it('needs a session (401)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/delivery/price?fromLocationUuid=${SP.rassvetTok}&toLocationUuid=${EL.tikhoretsk}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('computeDeliveryPrice — the contracts issue’s entry point — throws 404 for an unknown location', async () => {
    const err = await computeDeliveryPrice(t.app.deps, ZERO_UUID, EL.tikhoretsk).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(404);
    const ok = await computeDeliveryPrice(t.app.deps, SP.rassvetTok, EL.tikhoretsk, {
      amountTons: 2,
      useCache: false,
    });
    expect(ok.tariffType).toBe('REGIONAL');
  });
});

describe('road distance from an OSRM server (ROUTING_URL)', () => {
  let osrm: Server;
  let routed: TestApp;
  let answer: { status: number; body: unknown };
  const asked: string[] = [];

  beforeAll(async () => {
    osrm = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((r) => osrm.listen(0, '127.0.0.1', r));
    const { port } = osrm.address() as AddressInfo;
    routed = await createTestApp({ ROUTING_URL: `http://127.0.0.1:${port}/` });
  });
  afterAll(async () => {
    await routed.close();
    await new Promise((r) => osrm.close(r));
  });

  it('takes the road distance from the server and caches it, replacing an estimate kept from before', async () => {
    answer = { status: 200, body: { code: 'Ok', routes: [{ distance: 87_654.3 }] } };
    // what a product that ran without ROUTING_URL has cached for the pair (the demo seed does this)
    await routed.db
      .insertInto('locationDistances')
      .values({
        fromLocationUuid: SP.rassvetTok,
        toLocationUuid: EL.yeysk,
        distanceKm: 235,
        source: 'estimate',
      })
      .onConflict((oc) =>
        oc
          .columns(['fromLocationUuid', 'toLocationUuid'])
          .doUpdateSet({ distanceKm: 235, source: 'estimate' }),
      )
      .execute();
    const r = await computeDeliveryPrice(routed.app.deps, SP.rassvetTok, EL.yeysk);
    expect(r.distance).toBe(88);
    const from = await position(SP.rassvetTok);
    const to = await position(EL.yeysk);
    expect(asked.at(-1)).toBe(
      `/route/v1/driving/${from.longitude},${from.latitude};${to.longitude},${to.latitude}?overview=false&alternatives=false&steps=false`,
    );
    const cached = await routed.db
      .selectFrom('locationDistances')
      .selectAll()
      .where('fromLocationUuid', '=', SP.rassvetTok)
      .where('toLocationUuid', '=', EL.yeysk)
      .executeTakeFirstOrThrow();
    expect(cached).toMatchObject({ source: 'routing', distanceKm: 87.6543 });
  });

  it('falls back to the estimate when the server fails, and does not cache it', async () => {
    answer = { status: 200, body: { code: 'NoRoute', routes: [] } };
    const r = await computeDeliveryPrice(routed.app.deps, SP.rassvetField, EL.armavir);
    expect(r.distance).toBe(
      roundKm(estimatedRoadKm(await position(SP.rassvetField), await position(EL.armavir))),
    );
    answer = { status: 500, body: {} };
    await computeDeliveryPrice(routed.app.deps, SP.rassvetField, EL.armavir);
    const cached = await routed.db
      .selectFrom('locationDistances')
      .selectAll()
      .where('fromLocationUuid', '=', SP.rassvetField)
      .execute();
    expect(cached).toEqual([]);
  });
});
