import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, type TestApp } from '../../../test/harness';
import { pointBody } from '../../../test/places';
import { addEmployee, demoCallers, employeeForm, type Client } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
let krasnodar: string;
let areaUuid: string;
let cultureUuid: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
  krasnodar = (
    await t.db
      .selectFrom('fedRegions')
      .select('uuid')
      .where('name', '=', 'Краснодарский')
      .executeTakeFirstOrThrow()
  ).uuid;
  areaUuid = (
    await t.db
      .selectFrom('areas')
      .select('uuid')
      .where('fedRegionUuid', '=', krasnodar)
      .orderBy('name', 'desc')
      .executeTakeFirstOrThrow()
  ).uuid;
  cultureUuid = (
    await t.db.selectFrom('cultures').select('uuid').where('alias', '=', 'corn').executeTakeFirstOrThrow()
  ).uuid;
});
afterAll(() => t.close());

interface Entry {
  action: string;
  targetUuid: string | null;
  actor: { uuid: string } | null;
  detail: Record<string, unknown>;
  createdAt: string;
}
/** What the admin reads of one target: its records, newest first. */
async function recordsOf(targetUuid: string, action?: string): Promise<Entry[]> {
  const res = await c.admin.get(`/api/audit?targetUuid=${targetUuid}${action ? `&action=${action}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Entry[] }>().items;
}
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
  return JSON.parse(done.body);
};
let n = 0;

describe('GET /audit is for platform admins only', () => {
  it.each<[string, (c: Awaited<ReturnType<typeof demoCallers>>) => Client]>([
    ['a purchaser’s super-user', (x) => x.kolosSuper],
    ['a purchasing manager', (x) => x.kolosManager],
    ['a farmer', (x) => x.farmer],
  ])('403 for %s', async (_name, who) => {
    expect((await who(c).get('/api/audit')).statusCode).toBe(403);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});

describe('each change of people, roles and places is audited in its own transaction', () => {
  it('users: create, update, deactivate, recover, password reset', async () => {
    const e = await addEmployee(c.kolosSuper);
    await ok(c.kolosSuper.put(`/api/user/${e.uuid}`, employeeForm({ phone: e.phone, lastName: 'Петров' })));
    await ok(c.kolosSuper.put('/api/delete-company-user', { uuids: [e.uuid] }));
    await ok(c.kolosSuper.put('/api/recover-company-user', { uuids: [e.uuid] }));
    await ok(c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid }));
    const records = await recordsOf(e.uuid);
    expect(records.map((r) => r.action)).toEqual([
      'password-reset',
      'user.recover',
      'user.deactivate',
      'user.update',
      'user.create',
    ]);
    expect(records.every((r) => r.actor?.uuid === DEMO.users.kolosYugSuper)).toBe(true);
    expect(records.find((r) => r.action === 'user.update')!.detail.changed).toContain('lastName');
  });

  it('roles: create, update, delete', async () => {
    const policies = [{ resource: { routeName: 'Transport', params: [] }, accessRights: '*' }];
    const role = await ok(c.kolosSuper.post('/api/roles', { name: `Аудит ${++n}`, policies }));
    await ok(c.kolosSuper.put('/api/roles', { uuid: role.uuid, name: `Аудит ${++n}`, policies }));
    await ok(c.kolosSuper.del(`/api/roles/${role.uuid}`));
    expect((await recordsOf(role.uuid)).map((r) => r.action)).toEqual([
      'role.delete',
      'role.update',
      'role.create',
    ]);
  });

  it('premiums by area: create, update, delete', async () => {
    const body = { regionUuid: krasnodar, areaUuid, cultureUuid, amount: 150 };
    const made = await ok(c.kolosSuper.post('/api/discounts/fca/area', body));
    const uuid = made.data.uuid as string;
    await ok(c.kolosSuper.put('/api/discounts/fca/area', { uuid, ...body, amount: -50 }));
    await ok(c.kolosSuper.del(`/api/discounts/fca/area/${uuid}`));
    const records = await recordsOf(uuid);
    expect(records.map((r) => r.action)).toEqual(['discount.delete', 'discount.update', 'discount.create']);
    expect(records[1]!.detail).toMatchObject({ before: 150, amount: -50 });
  });

  it('purchase territories: create, update, delete', async () => {
    const body = { name: `Аудит ${++n}`, fedRegionUuid: krasnodar, locationUuids: [] };
    const region = await ok(c.kolosSuper.post('/api/regions', body));
    await ok(c.kolosSuper.put('/api/regions', { ...body, uuid: region.uuid, name: `Аудит ${++n}` }));
    await ok(c.kolosSuper.del(`/api/regions/${region.uuid}`));
    expect((await recordsOf(region.uuid)).map((r) => r.action)).toEqual([
      'region.delete',
      'region.update',
      'region.create',
    ]);
  });

  it('shipping points: create, update, delete', async () => {
    const point = await ok(c.farmer.post('/api/locations', pointBody()));
    await ok(c.farmer.put('/api/locations', { ...pointBody(), uuid: point.uuid }));
    await ok(c.farmer.del(`/api/locations/${point.uuid}`));
    const records = await recordsOf(point.uuid);
    expect(records.map((r) => r.action)).toEqual(['location.delete', 'location.update', 'location.create']);
    expect(records.every((r) => r.actor?.uuid === DEMO.users.farmer)).toBe(true);
  });

  it('a refused change leaves no record', async () => {
    const e = await addEmployee(c.kolosSuper);
    // «Агро-Центр» cannot touch «Колос-Юг»'s employee: 404, and nothing written.
    expect((await c.agroSuper.put(`/api/user/${e.uuid}`, employeeForm())).statusCode).toBe(404);
    expect((await recordsOf(e.uuid)).map((r) => r.action)).toEqual(['user.create']);
  });
});

describe('GET /audit filters and pages on the server, newest first', () => {
  it('by actor, by action and by period', async () => {
    const e = await addEmployee(c.agroSuper);
    const byActor = await ok(c.admin.get(`/api/audit?actorUuid=${DEMO.users.agroCenterSuper}&limit=1000`));
    expect(byActor.items.some((i: Entry) => i.targetUuid === e.uuid)).toBe(true);
    expect(byActor.items.every((i: Entry) => i.actor?.uuid === DEMO.users.agroCenterSuper)).toBe(true);

    const other = await ok(c.admin.get(`/api/audit?targetUuid=${e.uuid}&action=user.update`));
    expect(other).toEqual({ items: [], total: 0 });

    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(await ok(c.admin.get(`/api/audit?targetUuid=${e.uuid}&createdFrom=${later}`))).toEqual({
      items: [],
      total: 0,
    });
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const within = await ok(
      c.admin.get(`/api/audit?targetUuid=${e.uuid}&createdFrom=${since}&createdTo=${later}`),
    );
    expect(within.total).toBe(1);
  });

  it('pages newest first with the total of the filter', async () => {
    const e = await addEmployee(c.kolosSuper);
    for (const active of [false, true, false]) {
      await ok(c.kolosSuper.put(`/api/${active ? 'recover' : 'delete'}-company-user`, { uuids: [e.uuid] }));
    }
    const first = await ok(c.admin.get(`/api/audit?targetUuid=${e.uuid}&limit=2`));
    const second = await ok(c.admin.get(`/api/audit?targetUuid=${e.uuid}&limit=2&offset=2`));
    expect(first.total).toBe(4);
    expect([...first.items, ...second.items].map((i: Entry) => i.action)).toEqual([
      'user.deactivate',
      'user.recover',
      'user.deactivate',
      'user.create',
    ]);
  });

  it.each([
    ['createdFrom=yesterday', 'Неверная дата: ожидается дата и время в формате ISO 8601'],
    [
      'createdFrom=2026-02-01T00:00:00Z&createdTo=2026-01-01T00:00:00Z',
      'Начало периода не может быть позже его окончания',
    ],
    ['actorUuid=42', 'Неверный идентификатор'],
  ])('400 for %s', async (query, message) => {
    const res = await c.admin.get(`/api/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
