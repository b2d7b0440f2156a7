import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { ACCESS_DEMO } from '../../seed/30-access';
import { addEmployee, client, demoCallers, freshPhone, withPassword } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
const DEACTIVATED_FARMER = freshPhone();
beforeAll(async () => {
  t = await createTestApp({ IMPERSONATION_TOKEN_TTL_SECONDS: 600, ACCESS_TOKEN_TTL_SECONDS: 900 });
  c = await demoCallers(t);
  await t.db
    .insertInto('users')
    .values({
      uuid: crypto.randomUUID(),
      phone: DEACTIVATED_FARMER,
      userType: 'farmer',
      companyUuid: DEMO.companies.zarya,
      active: false,
    })
    .execute();
});
afterAll(() => t.close());

const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
const farmerPhone = encodeURIComponent(DEMO.phones.farmer);

describe('GET /user/super/check', () => {
  it('answers isSuperUser', async () => {
    expect((await c.kolosSuper.get('/api/user/super/check')).json()).toEqual({ isSuperUser: true });
    expect((await c.kolosManager.get('/api/user/super/check')).json()).toEqual({ isSuperUser: false });
  });
});

describe("GET /user/super/phone-token/{phone} — SPEC 6 'Войти под этим пользователем'", () => {
  it('a super-user gets a short-lived farmer session that carries who acts', async () => {
    const res = await c.kolosSuper.get(`/api/user/super/phone-token/${farmerPhone}`);
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    const payload = claims(accessToken);
    expect(payload).toMatchObject({
      uuid: DEMO.users.farmer,
      act: DEMO.users.kolosYugSuper,
      scope: 'impersonation',
    });
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(600);
    const session = await t.db
      .selectFrom('authSessions')
      .select(['expiresAt', 'actorUuid'])
      .where('uuid', '=', payload.sid)
      .executeTakeFirstOrThrow();
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(600_000);

    const farmer = client(t, { access_token: accessToken, refresh_token: refreshToken });
    const me = await farmer.get(`/api/user/${DEMO.users.farmer}`);
    expect(me.json()).toMatchObject({ lastName: 'Иванов', actorUuid: DEMO.users.kolosYugSuper });
    // The impersonated session is the farmer's: no back-office, and no impersonating onwards.
    expect((await farmer.post('/api/v2/users', {})).statusCode).toBe(403);
    expect((await farmer.get('/api/user/super/check')).json()).toEqual({ isSuperUser: false });
    // The super-user's own session is untouched.
    expect((await c.kolosSuper.get(`/api/user/${DEMO.users.kolosYugSuper}`)).statusCode).toBe(200);
  });

  it('every use is written to the audit log, which platform admins read', async () => {
    // The seeded farmer of «Колосок», who deals with «Агро-Центр», +7 900 300-00-14.
    expect((await c.agroSuper.get('/api/user/super/phone-token/%2B79003000014')).statusCode).toBe(200);
    const res = await c.admin.get('/api/audit?action=impersonation');
    expect(res.statusCode).toBe(200);
    const entry = res
      .json()
      .items.find((i: { actor: { uuid: string } }) => i.actor.uuid === DEMO.users.agroCenterSuper);
    expect(entry).toMatchObject({
      action: 'impersonation',
      ip: '127.0.0.1',
      actor: { fullName: 'Волков Дмитрий Олегович', phone: DEMO.phones.agroCenterSuper },
      target: { uuid: ACCESS_DEMO.users.kolosokFarmer, phone: '+79003000014' },
    });
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('403 for anyone but a platform admin reading the audit log', async () => {
    expect((await c.kolosSuper.get('/api/audit?action=impersonation')).statusCode).toBe(403);
    expect((await c.farmer.get('/api/audit')).statusCode).toBe(403);
  });

  it.each<[string, string]>([
    ['a purchaser employee', DEMO.phones.kolosYugManager],
    ['another super-user', DEMO.phones.agroCenterSuper],
    ['a platform admin', DEMO.phones.admin],
    ['an unknown phone', '+79990009999'],
    ['a deactivated farmer', DEACTIVATED_FARMER],
  ])('403 for %s', async (_name, phone) => {
    const res = await c.kolosSuper.get(`/api/user/super/phone-token/${encodeURIComponent(phone)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Войти можно только под фермером, который работает с вашей организацией');
  });

  it('403 for a user who is not a super-user, even with every right', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugAdmin });
    await withPassword(t, e.uuid);
    const admin = client(t, await login(t.app, e.phone));
    expect((await admin.get(`/api/user/super/phone-token/${farmerPhone}`)).statusCode).toBe(403);
    expect((await c.farmer.get(`/api/user/super/phone-token/${farmerPhone}`)).statusCode).toBe(403);
  });

  it('400 for a malformed phone, 401 without a session', async () => {
    const bad = await c.kolosSuper.get('/api/user/super/phone-token/12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Введите номер телефона в формате +7 ### ###-##-##');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/super/phone-token/${farmerPhone}` })).statusCode,
    ).toBe(401);
  });

  it('deactivating the super-user ends the sessions they opened as someone else', async () => {
    const actor = await loginAsNewSuper();
    const res = await actor.get(`/api/user/super/phone-token/${farmerPhone}`);
    const farmer = client(t, {
      access_token: res.json().accessToken,
      refresh_token: res.json().refreshToken,
    });
    expect((await farmer.get(`/api/user/${DEMO.users.farmer}`)).statusCode).toBe(200);
    const actorUuid = claims(res.json().accessToken).act as string;
    await c.kolosSuper.put('/api/delete-company-user', { uuids: [actorUuid] });
    expect((await farmer.get(`/api/user/${DEMO.users.farmer}`)).statusCode).toBe(401);
  });
});

async function loginAsNewSuper() {
  const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugAdmin });
  await t.db.updateTable('users').set({ isSuperUser: true }).where('uuid', '=', e.uuid).execute();
  await withPassword(t, e.uuid);
  return client(t, await login(t.app, e.phone));
}
