import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { computeDeliveryPrice } from '../tariffs';
import {
  cptBody,
  createContract,
  freshManager,
  POINTS,
  REGIONS,
  SHIPPING,
  setStatus,
  type Caller,
} from './test-fixtures';

let t: TestApp;
let kolos: Caller;
let manager: Caller;
let farmer: Caller;
let agro: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  manager = as(t.app, await login(t.app, DEMO.phones.kolosYugManager));
  farmer = as(t.app, await login(t.app, DEMO.phones.farmer));
  agro = as(t.app, await login(t.app, DEMO.phones.agroCenterSuper));
  admin = as(t.app, await login(t.app, DEMO.phones.admin));
});
afterAll(() => t.close());

/** A new shipping point sent with the contract (SPEC 3 newFarmerLocation). */
const newPoint = (
  name: string,
  position: { latitude: number; longitude: number },
  workingDays = ['MON'],
) => ({
  name,
  address: 'х Парковый',
  position,
  quantity: 300,
  warehouseHeight: 4,
  scalesLength: 18,
  carType: 'TRUCK_TRACTOR_SEMITRAILER',
  schedule: { openAt: '07:00', closeAt: '19:00', workingDays },
});

/** Shipping points of this name: each test names its own, so no global count is needed. */
const pointsNamed = async (name: string) =>
  (await t.db.selectFrom('locations').select('uuid').where('name', '=', name).execute()).map((r) => r.uuid);

describe('POST /v2/contracts (SPEC 2.11, 3 Contract)', () => {
  it('creates a CPT deal as «Новый», authored by the caller, with its creation in the history', async () => {
    const body = await cptBody(t);
    const res = await kolos({ method: 'POST', url: '/api/v2/contracts', payload: body });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      status: 'CONTRACT_CREATED',
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      aggregatorLocationUuid: POINTS.tikhoretsk,
      farmerCompanyUuid: DEMO.companies.rassvet,
      // SPEC 9: the all-zero id is sent as farmer location when none is chosen
      farmerLocationUuid: ZERO_UUID,
      deliveryType: 'SELLER',
      startDate: '01.07.2026',
      endDate: '31.07.2026',
      quantity: 1000,
      humidity: 14,
      price: 15000,
      initialPrice: 15000,
      deliveryPrice: 0,
      distance: 0,
      withoutIndication: false,
      comment: 'Тестовая сделка',
      userUuid: DEMO.users.kolosYugSuper,
      user: { lastName: 'Кузнецов', name: 'Андрей', surname: 'Петрович' },
      farmerCompany: { name: 'КФХ «Рассвет»' },
      farmerLocation: null,
      product: { payload: { title: 'Пшеница 3 класса' } },
      aggregatorLocation: { name: 'Тихорецкий элеватор' },
      // 1000 t over 31 days
      dailyVolume: 32,
    });
    expect(c.history).toEqual([
      expect.objectContaining({
        status: 'CONTRACT_CREATED',
        previousStatus: null,
        user: expect.objectContaining({ lastName: 'Кузнецов' }),
      }),
    ]);
  });

  it('works out the company, status and prices itself: what the client claims is dropped', async () => {
    const body = await cptBody(t, {
      status: 'CONTRACT_CONFIRMED',
      aggregatorCompanyUuid: DEMO.companies.agroCenter,
      initialPrice: 1,
      deliveryPrice: 999_999,
      distance: 5000,
      tariffType: 'REGIONAL',
      userUuid: DEMO.users.kolosYugManager,
    });
    const c = await createContract(kolos, body);
    expect(c).toMatchObject({
      status: 'CONTRACT_CREATED',
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      initialPrice: 15000,
      deliveryPrice: 0,
      distance: 0,
      tariffType: '',
      userUuid: DEMO.users.kolosYugSuper,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['region missing', { regionUuid: undefined }, 'Заполните поле'],
    ['acceptance point missing', { aggregatorLocationUuid: null }, 'Заполните поле'],
    ['crop missing', { productUuid: '' }, 'Заполните поле'],
    ['humidity missing', { humidity: undefined }, 'Заполните поле'],
    ['volume missing', { quantity: null }, 'Заполните поле'],
    ['price missing', { price: undefined }, 'Заполните поле'],
    ['start missing', { startDate: undefined }, 'Заполните поле'],
    ['end missing', { endDate: '' }, 'Заполните поле'],
    ['delivery type missing', { deliveryType: undefined }, 'Заполните поле'],
    ['delivery type undefined', { deliveryType: 'DELIVERYTYPE_UNDEFINED' }, 'Заполните поле'],
    ['supplier missing', { farmerCompanyUuid: undefined }, 'Заполните поле'],
    ['humidity 0', { humidity: 0 }, 'Влажность должна быть от 1 до 99 процентов'],
    ['humidity 100', { humidity: 100 }, 'Влажность должна быть от 1 до 99 процентов'],
    ['fractional price', { price: 15000.5 }, 'Число должно быть целочисленным'],
    ['negative price', { price: -1 }, 'Цена должна быть больше нуля'],
    ['volume 0', { quantity: 0 }, 'Объём должен быть не меньше 1 т'],
    [
      'end before start',
      { startDate: '10.07.2026', endDate: '09.07.2026' },
      'Дата окончания поставки не может быть раньше даты начала поставки',
    ],
    ['not a date', { startDate: '2026-07-01' }, 'Введите дату в формате ДД.ММ.ГГГГ'],
    ['FCA without a shipping address', { deliveryType: 'BUYER' }, 'Заполните поле'],
    [
      'FCA with the all-zero address',
      { deliveryType: 'BUYER', farmerLocationUuid: ZERO_UUID },
      'Заполните поле',
    ],
    [
      'FCA with a point of another farmer',
      { deliveryType: 'BUYER', farmerLocationUuid: SHIPPING.nivaStore },
      'Адрес отгрузки не найден у этого поставщика',
    ],
    [
      'FCA with an acceptance point as the shipping address',
      { deliveryType: 'BUYER', farmerLocationUuid: POINTS.yeysk },
      'Адрес отгрузки не найден у этого поставщика',
    ],
    [
      'FCA with a point another purchaser entered for the farmer',
      {
        deliveryType: 'BUYER',
        farmerCompanyUuid: DEMO.companies.kolosok,
        farmerLocationUuid: SHIPPING.kolosokByAgroCenter,
      },
      'Адрес отгрузки не найден у этого поставщика',
    ],
    [
      'an acceptance point outside the chosen territory',
      { aggregatorLocationUuid: POINTS.salsk },
      'Пункт приёмки не относится к выбранной территории закупки',
    ],
    [
      'a territory of another company',
      { regionUuid: REGIONS.chernozemye },
      'Пункт приёмки не относится к выбранной территории закупки',
    ],
    ['an unknown crop', { productUuid: newId() }, 'Культура не найдена'],
    ['an unknown supplier', { farmerCompanyUuid: newId() }, 'Поставщик не найден'],
    ['a purchaser as supplier', { farmerCompanyUuid: DEMO.companies.agroCenter }, 'Поставщик не найден'],
    ['an unknown acceptance point', { aggregatorLocationUuid: newId() }, 'Пункт приёмки не найден'],
  ])('refuses %s with 400 "%s"', async (_name, over, message) => {
    const res = await kolos({ method: 'POST', url: '/api/v2/contracts', payload: await cptBody(t, over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a supplier that has not passed moderation (isInvalidate)', async () => {
    const uuid = newId();
    await t.db
      .insertInto('companies')
      .values({ uuid, name: 'КФХ «На модерации»', userType: 'farmer', status: 'ON_MODERATE' })
      .execute();
    const res = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: await cptBody(t, { farmerCompanyUuid: uuid }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Поставщик не прошёл модерацию: сделку с ним заключить нельзя');
  });

  it('refuses malformed JSON with 400, never a 500', async () => {
    const res = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: '{"price":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('another company’s acceptance point looks like a missing one', async () => {
    const res = await agro({ method: 'POST', url: '/api/v2/contracts', payload: await cptBody(t) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Пункт приёмки не найден');
  });

  it('an admin creates for the owner of the point', async () => {
    const c = await createContract(
      admin,
      await cptBody(t, { aggregatorLocationUuid: POINTS.kursk, regionUuid: REGIONS.chernozemye }),
    );
    expect(c).toMatchObject({ aggregatorCompanyUuid: DEMO.companies.agroCenter });
  });
});

describe('FCA: the delivery price worked out by the server (SPEC 2.11, 3, 9)', () => {
  it('prices the haul from the shipping point for 1 tonne and adds it to the FCA price', async () => {
    const quote = await computeDeliveryPrice(t.app.deps, SHIPPING.rassvetTok, POINTS.tikhoretsk, {
      amountTons: 1,
    });
    const body = await cptBody(t, {
      deliveryType: 'BUYER',
      farmerLocationUuid: SHIPPING.rassvetTok,
      price: 14000,
      deliveryPrice: 1,
      distance: 1,
      tariffType: 'E2E',
    });
    const res = await kolos({ method: 'POST', url: '/api/v2/contracts', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(quote.price).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({
      deliveryType: 'BUYER',
      farmerLocationUuid: SHIPPING.rassvetTok,
      farmerLocation: { name: 'Ток КФХ «Рассвет»' },
      initialPrice: 14000,
      deliveryPrice: quote.price,
      distance: quote.distance,
      tariffType: 'REGIONAL',
      price: 14000 + Math.round(quote.price / 100),
    });
  });

  it('takes a point the caller’s company entered for the farmer', async () => {
    const c = await createContract(
      kolos,
      await cptBody(t, {
        deliveryType: 'BUYER',
        farmerCompanyUuid: DEMO.companies.niva,
        farmerLocationUuid: SHIPPING.nivaByKolosYug,
      }),
    );
    expect(c).toMatchObject({ farmerLocationUuid: SHIPPING.nivaByKolosYug, tariffType: 'E2E' });
  });

  it('creates the new shipping point of the embedded editor with the deal, for the supplier', async () => {
    const newFarmerLocation = {
      name: 'Новый ток у х Парковый',
      address: 'Краснодарский край, Тихорецкий р-н, х Парковый',
      position: { latitude: 45.79, longitude: 40.16 },
      quantity: 300,
      warehouseHeight: 4,
      scalesLength: 18,
      carType: 'TRUCK_TRACTOR_SEMITRAILER',
      postsQuantity: 2,
      schedule: { openAt: '07:00', closeAt: '19:00', workingDays: ['MON', 'TUE'] },
    };
    const res = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: await cptBody(t, { deliveryType: 'BUYER', newFarmerLocation }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.farmerLocation).toMatchObject({ name: 'Новый ток у х Парковый' });
    expect(c.deliveryPrice).toBeGreaterThan(0);
    const point = await t.db
      .selectFrom('locations')
      .selectAll()
      .where('uuid', '=', c.farmerLocationUuid)
      .executeTakeFirstOrThrow();
    expect(point).toMatchObject({
      companyUuid: DEMO.companies.rassvet,
      authorCompanyUuid: DEMO.companies.kolosYug,
      kind: 'SHIPPING',
    });
  });

  it('refuses an invalid new shipping point with its own SPEC 5 message and keeps nothing', async () => {
    const res = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: await cptBody(t, {
        deliveryType: 'BUYER',
        newFarmerLocation: newPoint('Без дней', { latitude: 45.79, longitude: 40.16 }, []),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Укажите рабочие дни');
    expect(await pointsNamed('Без дней')).toEqual([]);
  });

  it('answers 409 when no tariff covers the haul, and keeps no new point', async () => {
    const moscow = await t.db
      .selectFrom('fedRegions')
      .select('uuid')
      .where('name', '=', 'Москва')
      .executeTakeFirstOrThrow();
    const far = newId();
    await t.db
      .insertInto('locations')
      .values({
        uuid: far,
        companyUuid: DEMO.companies.rassvet,
        name: 'Склад в Москве',
        latitude: 55.75,
        longitude: 37.61,
        fedRegionUuid: moscow.uuid,
      })
      .execute();
    const res = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: await cptBody(t, { deliveryType: 'BUYER', farmerLocationUuid: far }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/тариф/i);
    // The same refusal for a new point: the point and the contract stand or fall together.
    const withNew = await kolos({
      method: 'POST',
      url: '/api/v2/contracts',
      payload: await cptBody(t, {
        deliveryType: 'BUYER',
        newFarmerLocation: newPoint('Новый склад в Москве', { latitude: 55.75, longitude: 37.61 }),
      }),
    });
    expect(withNew.statusCode, withNew.body).toBe(409);
    expect(await pointsNamed('Новый склад в Москве')).toEqual([]);
  });

  it('recomputes on edit when the shipping address changes', async () => {
    const c = await createContract(
      kolos,
      await cptBody(t, { deliveryType: 'BUYER', farmerLocationUuid: SHIPPING.rassvetTok }),
    );
    const moved = await kolos({
      method: 'PUT',
      url: `/api/contracts/${c.uuid}`,
      payload: await cptBody(t, { farmerLocationUuid: SHIPPING.rassvetField, deliveryPrice: 0 }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const quote = await computeDeliveryPrice(t.app.deps, SHIPPING.rassvetField, POINTS.tikhoretsk, {
      amountTons: 1,
    });
    expect(moved.json()).toMatchObject({
      farmerLocationUuid: SHIPPING.rassvetField,
      deliveryPrice: quote.price,
      price: 15000 + Math.round(quote.price / 100),
    });
    const cleared = await kolos({
      method: 'PUT',
      url: `/api/contracts/${c.uuid}`,
      payload: await cptBody(t, { farmerLocationUuid: ZERO_UUID }),
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Заполните поле');
  });
});

describe('rights of SPEC 6 and sessions', () => {
  it.each([
    ['GET', '/api/contracts'],
    ['GET', `/api/contracts/by-uuid/${ZERO_UUID}`],
    ['POST', '/api/v2/contracts'],
    ['PUT', `/api/contracts/${ZERO_UUID}`],
    ['PUT', `/api/v2/contracts/${ZERO_UUID}/CONTRACT_CONFIRMED`],
    ['GET', `/api/contracts/farmer-company/${ZERO_UUID}`],
    ['GET', '/api/user/personal/contracted-farmers'],
    ['GET', '/api/contracts/export/csv'],
    ['GET', '/api/contracts/indicative-prices'],
    ['GET', '/api/contracts/authors'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
  });

  it('the «Менеджер по закупкам» (read on contracts) lists and opens, but cannot create, edit or move', async () => {
    const c = await createContract(kolos, await cptBody(t));
    expect((await manager({ method: 'GET', url: '/api/contracts?limit=1' })).statusCode).toBe(200);
    expect((await manager({ method: 'GET', url: `/api/contracts/by-uuid/${c.uuid}` })).statusCode).toBe(200);
    const create = await manager({ method: 'POST', url: '/api/v2/contracts', payload: await cptBody(t) });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Недостаточно прав для выполнения действия');
    const edit = await manager({ method: 'PUT', url: `/api/contracts/${c.uuid}`, payload: await cptBody(t) });
    expect(edit.statusCode).toBe(403);
    expect((await setStatus(manager, c.uuid, 'CONTRACT_CONFIRMED')).statusCode).toBe(403);
  });

  it('a farmer has no contracts route', async () => {
    expect((await farmer({ method: 'GET', url: '/api/contracts' })).statusCode).toBe(403);
    expect(
      (await farmer({ method: 'POST', url: '/api/v2/contracts', payload: await cptBody(t) })).statusCode,
    ).toBe(403);
    expect((await farmer({ method: 'GET', url: '/api/user/personal/contracted-farmers' })).statusCode).toBe(
      403,
    );
  });
});

describe('cross-company: «Агро-Центр» never reaches «Колос-Юг»’s deals', () => {
  it('reads, edits and status changes answer 404 with SPEC 8 text; the lists leave them out', async () => {
    const c = await createContract(kolos, await cptBody(t));
    const read = await agro({ method: 'GET', url: `/api/contracts/by-uuid/${c.uuid}` });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Не найдено сделки с таким uuid');
    const edit = await agro({
      method: 'PUT',
      url: `/api/contracts/${c.uuid}`,
      payload: await cptBody(t, { price: 1 }),
    });
    expect(edit.statusCode).toBe(404);
    expect((await setStatus(agro, c.uuid, 'CONTRACT_CANCELED')).statusCode).toBe(404);
    const list = await agro({ method: 'GET', url: '/api/contracts' });
    expect(list.json().contracts.map((x: { uuid: string }) => x.uuid)).not.toContain(c.uuid);
    expect(
      list
        .json()
        .contracts.every(
          (x: { aggregatorCompanyUuid: string }) => x.aggregatorCompanyUuid === DEMO.companies.agroCenter,
        ),
    ).toBe(true);
    const byFarmer = await agro({
      method: 'GET',
      url: `/api/contracts/farmer-company/${DEMO.companies.rassvet}`,
    });
    expect(byFarmer.json().contracts.map((x: { uuid: string }) => x.uuid)).not.toContain(c.uuid);
    const csv = await agro({ method: 'GET', url: '/api/contracts/export/csv' });
    expect(csv.body).not.toContain('Тихорецкий элеватор');
    // nothing changed
    const after = await kolos({ method: 'GET', url: `/api/contracts/by-uuid/${c.uuid}` });
    expect(after.json()).toMatchObject({ status: 'CONTRACT_CREATED', price: 15000 });
  });

  it('a guessed or malformed uuid answers 404', async () => {
    for (const id of [newId(), 'create', '1; drop table contracts']) {
      const res = await kolos({ method: 'GET', url: `/api/contracts/by-uuid/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Не найдено сделки с таким uuid');
    }
  });

  it('the admin sees both companies', async () => {
    const mine = await createContract(kolos, await cptBody(t));
    const res = await admin({ method: 'GET', url: `/api/contracts/by-uuid/${mine.uuid}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /v2/contracts/{uuid}/{status} (SPEC 4)', () => {
  it('follows created → confirmed → canceled → confirmed and records who and when', async () => {
    const m = await freshManager(t);
    const c = await createContract(m.call, await cptBody(t));
    const confirmed = await setStatus(m.call, c.uuid, 'CONTRACT_CONFIRMED');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('CONTRACT_CONFIRMED');
    expect((await setStatus(kolos, c.uuid, 'CONTRACT_CANCELED')).json().status).toBe('CONTRACT_CANCELED');
    const again = await setStatus(m.call, c.uuid, 'CONTRACT_CONFIRMED');
    expect(again.statusCode).toBe(200);
    const history = again.json().history as {
      status: string;
      previousStatus: string | null;
      user: { lastName: string };
      createdAt: string;
    }[];
    expect(history.map((h) => [h.previousStatus, h.status, h.user.lastName])).toEqual([
      [null, 'CONTRACT_CREATED', 'Тестова'],
      ['CONTRACT_CREATED', 'CONTRACT_CONFIRMED', 'Тестова'],
      ['CONTRACT_CONFIRMED', 'CONTRACT_CANCELED', 'Кузнецов'],
      ['CONTRACT_CANCELED', 'CONTRACT_CONFIRMED', 'Тестова'],
    ]);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.createdAt)))).toBe(true);
  });

  it.each<[string, string[], string, string]>([
    [
      'confirmed to confirmed',
      ['CONTRACT_CONFIRMED'],
      'CONTRACT_CONFIRMED',
      'Нельзя перевести сделку из статуса «Подтверждён» в статус «Подтверждён»',
    ],
    [
      'canceled to canceled',
      ['CONTRACT_CANCELED'],
      'CONTRACT_CANCELED',
      'Нельзя перевести сделку из статуса «Отменён» в статус «Отменён»',
    ],
    [
      'created back to created',
      [],
      'CONTRACT_CREATED',
      'Нельзя перевести сделку из статуса «Новый» в статус «Новый»',
    ],
    [
      'confirmed back to created',
      ['CONTRACT_CONFIRMED'],
      'CONTRACT_CREATED',
      'Нельзя перевести сделку из статуса «Подтверждён» в статус «Новый»',
    ],
    [
      'canceled back to created',
      ['CONTRACT_CANCELED'],
      'CONTRACT_CREATED',
      'Нельзя перевести сделку из статуса «Отменён» в статус «Новый»',
    ],
    [
      'created to undefined',
      [],
      'CONTRACT_UNDEFINED',
      'Нельзя перевести сделку из статуса «Новый» в статус «CONTRACT_UNDEFINED»',
    ],
  ])('refuses %s with 409', async (_name, path, to, message) => {
    const c = await createContract(kolos, await cptBody(t));
    for (const step of path) expect((await setStatus(kolos, c.uuid, step)).statusCode).toBe(200);
    const res = await setStatus(kolos, c.uuid, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
  });

  it('refuses an unknown status with 400', async () => {
    const c = await createContract(kolos, await cptBody(t));
    const res = await setStatus(kolos, c.uuid, 'CONTRACT_SIGNED');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Неизвестный статус сделки');
  });

  it('of two clicks at once exactly one wins', async () => {
    const c = await createContract(kolos, await cptBody(t));
    const answers = await Promise.all([
      setStatus(kolos, c.uuid, 'CONTRACT_CONFIRMED'),
      setStatus(kolos, c.uuid, 'CONTRACT_CONFIRMED'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (await kolos({ method: 'GET', url: `/api/contracts/by-uuid/${c.uuid}` })).json().history;
    expect(history).toHaveLength(2);
  });
});

describe('PUT /contracts/{uuid} (SPEC 2.11 edit mode)', () => {
  it('changes the editable fields and keeps region, point, crop, delivery type and supplier locked', async () => {
    const body = await cptBody(t);
    const c = await createContract(kolos, body);
    const res = await kolos({
      method: 'PUT',
      url: `/api/contracts/${c.uuid}`,
      payload: {
        ...body,
        humidity: 12.5,
        quantity: 600,
        price: 16000,
        startDate: '01.08.2026',
        endDate: '03.08.2026',
        comment: 'Сдвинули на август',
        withoutIndication: true,
        aggregatorLocationUuid: POINTS.yeysk,
        farmerCompanyUuid: DEMO.companies.niva,
        deliveryType: 'BUYER',
        regionUuid: newId(),
        productUuid: newId(),
        status: 'CONTRACT_CANCELED',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      humidity: 12.5,
      quantity: 600,
      price: 16000,
      initialPrice: 16000,
      startDate: '01.08.2026',
      endDate: '03.08.2026',
      dailyVolume: 200,
      comment: 'Сдвинули на август',
      withoutIndication: true,
      aggregatorLocationUuid: POINTS.tikhoretsk,
      farmerCompanyUuid: DEMO.companies.rassvet,
      deliveryType: 'SELLER',
      regionUuid: body.regionUuid,
      productUuid: body.productUuid,
      status: 'CONTRACT_CREATED',
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ humidity: 0 }, 'Влажность должна быть от 1 до 99 процентов'],
    [{ price: -5 }, 'Цена должна быть больше нуля'],
    [{ price: 1.5 }, 'Число должно быть целочисленным'],
    [{ quantity: undefined }, 'Заполните поле'],
    [
      { startDate: '05.07.2026', endDate: '04.07.2026' },
      'Дата окончания поставки не может быть раньше даты начала поставки',
    ],
  ])('refuses %j with 400 "%s"', async (over, message) => {
    const c = await createContract(kolos, await cptBody(t));
    const res = await kolos({
      method: 'PUT',
      url: `/api/contracts/${c.uuid}`,
      payload: await cptBody(t, over),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('an unknown uuid answers 404', async () => {
    const res = await kolos({ method: 'PUT', url: `/api/contracts/${newId()}`, payload: await cptBody(t) });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /user/personal/contracted-farmers (SPEC 3 Contracted farmer)', () => {
  it('lists farmer companies with uuid, name, taxCode and isInvalidate', async () => {
    const uuid = newId();
    await t.db
      .insertInto('companies')
      .values({ uuid, name: 'ООО «Отклонённое»', userType: 'farmer', status: 'DECLINED' })
      .execute();
    const res = await kolos({ method: 'GET', url: '/api/user/personal/contracted-farmers' });
    expect(res.statusCode).toBe(200);
    const farmers = res.json() as { uuid: string; name: string; taxCode: string; isInvalidate: boolean }[];
    expect(farmers).toContainEqual({
      uuid: DEMO.companies.rassvet,
      name: 'КФХ «Рассвет»',
      taxCode: expect.stringMatching(/^\d{10}$/),
      isInvalidate: false,
    });
    expect(farmers).toContainEqual(expect.objectContaining({ uuid, isInvalidate: true }));
    expect(farmers.map((f) => f.uuid)).not.toContain(DEMO.companies.kolosYug);
  });
});

describe('GET /contracts/farmer-company/{id}', () => {
  it('answers the caller’s deals with that farmer', async () => {
    const c = await createContract(kolos, await cptBody(t, { farmerCompanyUuid: DEMO.companies.zarya }));
    const res = await kolos({ method: 'GET', url: `/api/contracts/farmer-company/${DEMO.companies.zarya}` });
    expect(res.statusCode).toBe(200);
    const { contracts } = res.json() as { contracts: { uuid: string; farmerCompanyUuid: string }[] };
    expect(contracts.map((x) => x.uuid)).toContain(c.uuid);
    expect(contracts.every((x) => x.farmerCompanyUuid === DEMO.companies.zarya)).toBe(true);
  });
  it('refuses a malformed id with 400', async () => {
    expect((await kolos({ method: 'GET', url: '/api/contracts/farmer-company/nope' })).statusCode).toBe(400);
  });
});
