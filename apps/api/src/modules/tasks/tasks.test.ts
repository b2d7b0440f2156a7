import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { TASK_MSG } from '@kolos/domain/tasks';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { freezeClock } from '../../../test/clock';
import { PLACES_DEMO } from '../../seed/40-places';
import { TRADING_DEMO } from '../../seed/demo-ids';

const POINTS = PLACES_DEMO.elevators;
const SHIPPING = PLACES_DEMO.shippingPoints;
type Caller = ReturnType<typeof as>;

let t: TestApp;
let kolos: Caller;
let manager: Caller;
let farmer: Caller;
let agro: Caller;
let wheat: string;
let confirmedContract: string;

/** A day `days` from now as the form writes it (DD.MM.YYYY): activation books slots, so the window is ahead. */
const ahead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('.');

const body = (over: Record<string, unknown> = {}) => ({
  aggregatorLocationUuid: POINTS.tikhoretsk,
  productUuid: wheat,
  farmerCompanyUuid: DEMO.companies.rassvet,
  farmerLocationUuid: SHIPPING.rassvetTok,
  deliveryDateStart: ahead(5),
  deliveryDateEnd: ahead(14),
  deliveryType: 'BUYER',
  quantity: 300,
  price: 15000,
  humidity: 14,
  comment: 'По телефону',
  ...over,
});

async function create(call: Caller, over: Record<string, unknown> = {}) {
  const res = await call({ method: 'POST', url: '/api/personal/offers/task', payload: body(over) });
  if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ uuid: string; number: number; status: string; syncStatus: string }>();
}
const move = (call: Caller, uuid: string, action: string) =>
  call({ method: 'PUT', url: `/api/offers/task/${uuid}/status/${action}` });

const PARTNER_LIMIT = 20;

beforeAll(async () => {
  t = await createTestApp({ PARTNER_RATE_LIMIT_PER_MINUTE: PARTNER_LIMIT });
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  manager = as(t.app, await login(t.app, DEMO.phones.kolosYugManager));
  farmer = as(t.app, await login(t.app, DEMO.phones.farmer));
  agro = as(t.app, await login(t.app, DEMO.phones.agroCenterSuper));
  wheat = (
    await t.db.selectFrom('cultures').select('uuid').where('alias', '=', 'wheat-3').executeTakeFirstOrThrow()
  ).uuid;
  const contract = await kolos({
    method: 'POST',
    url: '/api/v2/contracts',
    payload: {
      regionUuid: PLACES_DEMO.regions.kuban,
      aggregatorLocationUuid: POINTS.tikhoretsk,
      productUuid: wheat,
      humidity: 14,
      quantity: 1000,
      price: 15000,
      startDate: '01.12.2026',
      endDate: '31.12.2026',
      deliveryType: 'SELLER',
      farmerCompanyUuid: DEMO.companies.rassvet,
    },
  });
  confirmedContract = contract.json<{ uuid: string }>().uuid;
  expect(
    (await kolos({ method: 'PUT', url: `/api/v2/contracts/${confirmedContract}/CONTRACT_CONFIRMED` }))
      .statusCode,
  ).toBe(200);
  // The farmer's role gets the list, as a purchaser would grant it (docs/tasks.md).
  const role = await t.db
    .selectFrom('roles')
    .select('policies')
    .where('uuid', '=', DEMO.roles.farmer)
    .executeTakeFirstOrThrow();
  const policies = [
    ...(role.policies as unknown[]),
    { resource: { routeName: 'TasksList', params: [] }, accessRights: ['read'] },
  ];
  await t.db
    .updateTable('roles')
    .set({ policies: JSON.stringify(policies) as never })
    .where('uuid', '=', DEMO.roles.farmer)
    .execute();
  farmer = as(t.app, await login(t.app, DEMO.phones.farmer));
});
afterAll(() => t.close());

describe('demo data (seed 85-tasks)', () => {
  it('«Колос-Юг» has tasks of each type and each sync status; another company sees none of them', async () => {
    const all = (await kolos({ method: 'GET', url: '/api/user/personal/task?limit=100' })).json<{
      tasks: { taskType: string; syncStatus: string; uuid: string }[];
    }>().tasks;
    expect(new Set(all.map((x) => x.taskType))).toEqual(
      new Set(['STANDARD', 'REROUTE', 'CONTRACT_FOR_OFFERS']),
    );
    expect(new Set(all.map((x) => x.syncStatus))).toEqual(
      new Set(['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED']),
    );
    const theirs = (await agro({ method: 'GET', url: '/api/user/personal/task?limit=100' })).json<{
      tasks: unknown[];
    }>();
    expect(theirs.tasks).toEqual([]);
  });
});

describe('POST /personal/offers/task', () => {
  it('creates an INACTIVE STANDARD task with a number, its history, and SUCCESS at once without a webhook', async () => {
    const res = await kolos({ method: 'POST', url: '/api/personal/offers/task', payload: body() });
    expect(res.statusCode).toBe(200);
    const task = res.json();
    expect(task).toMatchObject({
      status: 'INACTIVE',
      taskType: 'STANDARD',
      deliveryType: 'BUYER',
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      deliveryDateStart: ahead(5),
      syncStatus: 'SUCCESS',
      source: null,
      farmerCompany: { name: expect.any(String) },
    });
    expect(task.number).toBeGreaterThan(0);
    expect(task.history).toMatchObject([{ status: 'INACTIVE', previousStatus: null }]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetUuid', '=', task.uuid)
      .execute();
    expect(audit.map((a) => a.action)).toContain('task.create');
  });

  it.each([
    [
      'another company’s acceptance point',
      { aggregatorLocationUuid: POINTS.kursk },
      'aggregatorLocationUuid',
      CONTRACT_MSG.pointNotFound,
    ],
    [
      'a shipping point of another farmer',
      { farmerLocationUuid: SHIPPING.nivaStore },
      'farmerLocationUuid',
      CONTRACT_MSG.shippingPointNotFound,
    ],
    [
      'REROUTE of a deal that is not the company’s accepted one',
      { taskType: 'REROUTE', offerUuid: TRADING_DEMO.offers.rassvetActive },
      'offerUuid',
      TASK_MSG.offerNotFound,
    ],
    [
      'CONTRACT_FOR_OFFERS of a missing contract',
      { taskType: 'CONTRACT_FOR_OFFERS', contractUuid: DEMO.companies.rassvet },
      'contractUuid',
      TASK_MSG.contractNotFound,
    ],
    ['end before start', { deliveryDateEnd: ahead(4) }, 'deliveryDateEnd', CONTRACT_MSG.endBeforeStart],
  ])('refuses %s (400, Russian, on the field)', async (_name, over, field, message) => {
    const res = await kolos({ method: 'POST', url: '/api/personal/offers/task', payload: body(over) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('REROUTE takes the company’s accepted deal with the same farmer', async () => {
    const task = await create(kolos, {
      taskType: 'REROUTE',
      offerUuid: TRADING_DEMO.offers.rassvetAccepted,
      aggregatorLocationUuid: POINTS.yeysk,
    });
    expect(task).toMatchObject({ taskType: 'REROUTE', offerUuid: TRADING_DEMO.offers.rassvetAccepted });
    // another purchaser cannot reroute Колос-Юг's deal
    const res = await agro({
      method: 'POST',
      url: '/api/personal/offers/task',
      payload: body({
        aggregatorLocationUuid: POINTS.kursk,
        taskType: 'REROUTE',
        offerUuid: TRADING_DEMO.offers.rassvetAccepted,
        deliveryType: 'SELLER',
        farmerLocationUuid: null,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TASK_MSG.offerNotFound);
  });

  it('CONTRACT_FOR_OFFERS never takes more than the contract’s remaining tonnes', async () => {
    const contract = { taskType: 'CONTRACT_FOR_OFFERS', contractUuid: confirmedContract };
    await create(kolos, { ...contract, quantity: 700 });
    const over = await kolos({
      method: 'POST',
      url: '/api/personal/offers/task',
      payload: body({ ...contract, quantity: 301 }),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Объём превышает остаток крупной сделки: доступно 300 т');
    const fits = await create(kolos, { ...contract, quantity: 300 });
    // a canceled task gives its tonnes back
    expect((await move(kolos, fits.uuid, 'cancel')).statusCode).toBe(200);
    await create(kolos, { ...contract, quantity: 300 });
  });

  it('refuses a user without the Task right (403) and a farmer (403)', async () => {
    expect(
      (await manager({ method: 'POST', url: '/api/personal/offers/task', payload: body() })).statusCode,
    ).toBe(403);
    expect(
      (await farmer({ method: 'POST', url: '/api/personal/offers/task', payload: body() })).statusCode,
    ).toBe(403);
  });
});

describe('GET user/personal/task and GET /offers/task/{id}', () => {
  it('pages by 15, filters and keeps each company to its own; the farmer sees those he delivers', async () => {
    const mine = await create(kolos, { comment: 'список', aggregatorLocationUuid: POINTS.armavir });
    const page = await kolos({
      method: 'GET',
      url: `/api/user/personal/task?aggregatorLocationUuid=${POINTS.armavir}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().tasks.map((x: { uuid: string }) => x.uuid)).toContain(mine.uuid);
    expect(
      (await kolos({ method: 'GET', url: '/api/user/personal/task' })).json().tasks.length,
    ).toBeLessThanOrEqual(15);
    const other = await agro({ method: 'GET', url: '/api/user/personal/task' });
    expect(other.json().tasks.map((x: { uuid: string }) => x.uuid)).not.toContain(mine.uuid);
    const farmers = await farmer({ method: 'GET', url: '/api/user/personal/task' });
    expect(farmers.statusCode).toBe(200);
    expect(
      farmers
        .json()
        .tasks.every((x: { farmerCompanyUuid: string }) => x.farmerCompanyUuid === DEMO.companies.rassvet),
    ).toBe(true);
    expect(farmers.json().tasks.map((x: { uuid: string }) => x.uuid)).toContain(mine.uuid);
  });

  it.each([
    ['status', 'status=ACTIVE', (x: { status: string }) => x.status === 'ACTIVE'],
    [
      'type',
      'taskType=CONTRACT_FOR_OFFERS',
      (x: { taskType: string }) => x.taskType === 'CONTRACT_FOR_OFFERS',
    ],
    // a month two years on: no task delivers then, whatever day the suite runs (January 2027 was
    // empty until the suite ran on 31.12.2026, when the tasks made here deliver in January)
    ['dates', `dateFrom=${ahead(730)}&dateTo=${ahead(760)}`, () => false],
  ])('filters by %s', async (_name, qs, keep) => {
    const res = await kolos({ method: 'GET', url: `/api/user/personal/task?${qs}&limit=100` });
    expect(res.statusCode).toBe(200);
    expect(res.json().tasks.every(keep as (x: unknown) => boolean)).toBe(true);
  });

  it('another company’s task is 404 to read, change, move and delete', async () => {
    const task = await create(kolos);
    expect((await agro({ method: 'GET', url: `/api/offers/task/${task.uuid}` })).statusCode).toBe(404);
    expect(
      (
        await agro({
          method: 'PUT',
          url: '/api/offers/task',
          payload: { ...body({ aggregatorLocationUuid: POINTS.kursk }), uuid: task.uuid },
        })
      ).statusCode,
    ).toBe(404);
    expect((await move(agro, task.uuid, 'activate')).statusCode).toBe(404);
    const del = await agro({ method: 'DELETE', url: `/api/offers/task/${task.uuid}` });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe(TASK_MSG.notFound);
    expect((await kolos({ method: 'GET', url: '/api/offers/task/not-a-uuid' })).statusCode).toBe(404);
  });

  it('the farmer reads his task but may not change it (403: no Task right)', async () => {
    const task = await create(kolos);
    expect((await farmer({ method: 'GET', url: `/api/offers/task/${task.uuid}` })).statusCode).toBe(200);
    expect((await move(farmer, task.uuid, 'activate')).statusCode).toBe(403);
  });
});

describe('status moves, PUT and DELETE', () => {
  it('INACTIVE → ACTIVE ↔ SUSPENDED → COMPLETED, each in the history; a forbidden move is 409 in Russian', async () => {
    const task = await create(kolos);
    expect((await move(kolos, task.uuid, 'suspend')).json().message).toBe(
      'Нельзя перевести стороннюю сделку из статуса «Не активна» в статус «Приостановлена»',
    );
    for (const [action, status] of [
      ['activate', 'ACTIVE'],
      ['suspend', 'SUSPENDED'],
      ['resume', 'ACTIVE'],
      ['complete', 'COMPLETED'],
    ] as const) {
      const res = await move(kolos, task.uuid, action);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const done = await move(kolos, task.uuid, 'cancel');
    expect(done.statusCode).toBe(409);
    const card = (await kolos({ method: 'GET', url: `/api/offers/task/${task.uuid}` })).json();
    expect(card.history.map((h: { status: string }) => h.status)).toEqual([
      'INACTIVE',
      'ACTIVE',
      'SUSPENDED',
      'ACTIVE',
      'COMPLETED',
    ]);
  });

  it('an ACTIVE task gets slots at its point like an accepted offer; suspended, it gives the waiting ones back', async () => {
    const task = await create(kolos, { quantity: 100 });
    const held = async () =>
      (
        await t.db
          .selectFrom('slots')
          .select(['status', 'plannedVolume'])
          .where('taskUuid', '=', task.uuid)
          .execute()
      ).filter((s) => s.status !== 'SLOT_CANCELED');
    expect(await held()).toEqual([]);
    expect((await move(kolos, task.uuid, 'activate')).statusCode).toBe(200);
    const booked = await held();
    expect(booked).toHaveLength(4); // 100 t in 25 t trucks
    expect(booked.reduce((sum, s) => sum + Number(s.plannedVolume), 0)).toBe(100);
    expect((await move(kolos, task.uuid, 'suspend')).statusCode).toBe(200);
    expect(await held()).toEqual([]);
    expect((await move(kolos, task.uuid, 'resume')).statusCode).toBe(200);
    expect(await held()).toHaveLength(4);
  });

  it('an activation that does not fit the point is refused with 35742 and the task stays INACTIVE', async () => {
    const task = await create(kolos, {
      quantity: 100,
      deliveryDateStart: ahead(40),
      deliveryDateEnd: ahead(40),
    });
    const day = ahead(40).split('.').reverse().join('-');
    await kolos({
      method: 'PUT',
      url: `/api/settings/location/${POINTS.tikhoretsk}/date/${day}`,
      payload: { closed: true, openAt: null, closeAt: null, quantity: null, carsInSlot: null },
    });
    const res = await move(kolos, task.uuid, 'activate');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 35742, detail: 0 });
    const card = (await kolos({ method: 'GET', url: `/api/offers/task/${task.uuid}` })).json();
    expect(card.status).toBe('INACTIVE');
  });

  it('PUT changes an open task and refuses a closed one (409)', async () => {
    const task = await create(kolos);
    const res = await kolos({
      method: 'PUT',
      url: '/api/offers/task',
      payload: { ...body({ quantity: 450, price: 15500 }), uuid: task.uuid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 450, price: 15500 });
    await move(kolos, task.uuid, 'cancel');
    const closed = await kolos({
      method: 'PUT',
      url: '/api/offers/task',
      payload: { ...body(), uuid: task.uuid },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(TASK_MSG.notEditable);
  });

  it('DELETE removes only an INACTIVE task; an active one becomes CANCELED', async () => {
    const inactive = await create(kolos);
    const gone = await kolos({ method: 'DELETE', url: `/api/offers/task/${inactive.uuid}` });
    expect(gone.json()).toEqual({ deleted: true, task: null });
    expect((await kolos({ method: 'GET', url: `/api/offers/task/${inactive.uuid}` })).statusCode).toBe(404);
    const active = await create(kolos);
    await move(kolos, active.uuid, 'activate');
    const canceled = await kolos({ method: 'DELETE', url: `/api/offers/task/${active.uuid}` });
    expect(canceled.json()).toMatchObject({ deleted: false, task: { status: 'CANCELED' } });
    expect((await kolos({ method: 'DELETE', url: `/api/offers/task/${active.uuid}` })).statusCode).toBe(409);
  });

  it("'Повторить' is refused unless the sync failed (409)", async () => {
    const task = await create(kolos);
    const res = await kolos({ method: 'POST', url: `/api/offers/task/${task.uuid}/retry` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TASK_MSG.notRetriable);
  });
});

describe('partner API keys and POST /v2/offer/{partner}/create', () => {
  it('only the company’s super-user issues keys (403 in Russian otherwise)', async () => {
    const res = await manager({
      method: 'POST',
      url: '/api/user/personal/api-keys',
      payload: { partner: '1c' },
    });
    expect(res.statusCode).toBe(403);
    const staff = await t.db
      .selectFrom('users')
      .select('isSuperUser')
      .where('uuid', '=', DEMO.users.kolosYugManager)
      .executeTakeFirstOrThrow();
    expect(staff.isSuperUser).toBe(false);
  });

  it('a key creates its company’s deals, is stored hashed, shown once, and stops at revoke', async () => {
    const issued = await kolos({
      method: 'POST',
      url: '/api/user/personal/api-keys',
      payload: { partner: '1c' },
    });
    expect(issued.statusCode).toBe(200);
    const { key, uuid, prefix } = issued.json<{ key: string; uuid: string; prefix: string }>();
    expect(key.startsWith(prefix)).toBe(true);
    const stored = await t.db
      .selectFrom('companyApiKeys')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(stored.keyHash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = await kolos({ method: 'GET', url: '/api/user/personal/api-keys' });
    expect(listed.body).not.toContain(key);

    const call = (k: string | undefined, partner = '1c', payload: object = body()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/offer/${partner}/create`,
        payload,
        headers: k ? { 'x-api-key': k } : {},
      });
    const made = await call(key);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      source: '1c',
      aggregatorCompanyUuid: DEMO.companies.kolosYug,
      status: 'INACTIVE',
    });

    // the key acts only for its company: another purchaser's point is not found
    const foreign = await call(key, '1c', body({ aggregatorLocationUuid: POINTS.kursk }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(CONTRACT_MSG.pointNotFound);
    expect((await call(undefined)).json()).toMatchObject({ message: TASK_MSG.keyMissing });
    expect((await call(undefined)).statusCode).toBe(401);
    expect((await call(`${key}x`)).statusCode).toBe(401);
    // issue 28 point 8: credentials are judged first — no key, a wrong one or another partner's
    // answers 401/403 even with a body that would not pass validation
    const invalid = { hello: 'world' };
    expect((await call(undefined, '1c', invalid)).statusCode).toBe(401);
    expect((await call(`${key}x`, '1c', invalid)).statusCode).toBe(401);
    expect((await call(key, 'sap', invalid)).statusCode).toBe(403);
    expect((await call(key, '1c', invalid)).statusCode).toBe(400);
    const other = await call(key, 'sap');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(TASK_MSG.keyOtherPartner);

    expect((await agro({ method: 'DELETE', url: `/api/user/personal/api-keys/${uuid}` })).statusCode).toBe(
      404,
    );
    expect((await kolos({ method: 'DELETE', url: `/api/user/personal/api-keys/${uuid}` })).statusCode).toBe(
      200,
    );
    const revoked = await call(key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(TASK_MSG.keyInvalid);
  });

  it('one address may try PARTNER_RATE_LIMIT_PER_MINUTE calls a minute, keys or not; then 429', async () => {
    freezeClock();
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/offer/1c/create',
        payload: body(),
        headers: { 'x-api-key': 'kolos_guessing_key' },
        remoteAddress: '203.0.113.7',
      });
    const codes: number[] = [];
    for (let i = 0; i <= PARTNER_LIMIT; i++) codes.push((await guess()).statusCode);
    expect(codes.slice(0, PARTNER_LIMIT).every((c) => c === 401)).toBe(true);
    const last = await guess();
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/[а-я]/i);
  });
});

describe('webhook settings', () => {
  it('the super-user sets the URL; the secret is answered once and never again', async () => {
    expect((await manager({ method: 'GET', url: '/api/user/personal/task-webhook' })).statusCode).toBe(403);
    const bad = await kolos({
      method: 'PUT',
      url: '/api/user/personal/task-webhook',
      payload: { url: 'ftp://x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(TASK_MSG.webhookUrl);
    // our own network is not a purchaser's system: loopback, the cloud's metadata, private, v6
    for (const url of [
      'http://127.0.0.1:8080/api',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/hook',
      'http://[::1]/hook',
      'http://localhost:5432/',
      // issue 28 point 5: IPv6 forms that carry a reserved IPv4 address
      'http://[::127.0.0.1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'http://[2002:7f00:1::]/hook',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook',
    ]) {
      const inside = await kolos({ method: 'PUT', url: '/api/user/personal/task-webhook', payload: { url } });
      expect(inside.statusCode, url).toBe(400);
      expect(inside.json().message, url).toBe(TASK_MSG.webhookReserved);
    }
    const set = await agro({
      method: 'PUT',
      url: '/api/user/personal/task-webhook',
      payload: { url: 'https://erp.agro.example/hook' },
    });
    expect(set.statusCode).toBe(200);
    const { secret } = set.json<{ secret: string }>();
    expect(secret.length).toBeGreaterThan(20);
    const again = await agro({
      method: 'PUT',
      url: '/api/user/personal/task-webhook',
      payload: { url: 'https://erp.agro.example/other' },
    });
    expect(again.json().secret).toBeUndefined();
    const read = await agro({ method: 'GET', url: '/api/user/personal/task-webhook' });
    expect(read.json()).toMatchObject({ url: 'https://erp.agro.example/other', hasSecret: true });
    expect(read.body).not.toContain(secret);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('detail')
      .where('action', '=', 'task.webhook.update')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(secret);
    // Колос-Юг does not see Агро-Центр's settings
    expect((await kolos({ method: 'GET', url: '/api/user/personal/task-webhook' })).json().url).toBeNull();
    await agro({ method: 'DELETE', url: '/api/user/personal/task-webhook' });
  });
});
