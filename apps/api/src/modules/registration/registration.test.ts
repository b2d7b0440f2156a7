import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_ROUTES } from '@kolos/domain';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { freshInn, invited, linkToken } from '../../../test/onboarding';
import { demoCallers, freshPhone } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_PHONE: '+7 800 100-20-30' });
  c = await demoCallers(t);
}, 60_000);
afterAll(() => t.close());

const onetime = (token: string) => t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${token}` });

describe('POST /registration/invitations', () => {
  it('makes a farmer company in NEED_DOCUMENTS, a farmer user and an SMS with the link', async () => {
    const phone = freshPhone();
    const taxCode = freshInn();
    const res = await c.kolosSuper.post('/api/registration/invitations', { phone, taxCode });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(new Date(body.expireAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const company = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('uuid', '=', body.companyUuid)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      status: 'NEED_DOCUMENTS',
      userType: 'farmer',
      taxCode,
      invitedByCompanyUuid: DEMO.companies.kolosYug,
    });
    const sms = await t.db
      .selectFrom('outboxMessages')
      .select('text')
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    expect(sms.text).toMatch(/http:\/\/localhost:8080\/registration\/[\w-]{20,}/);
    const token = await linkToken(t, phone);
    const stored = await t.db
      .selectFrom('onetimeTokens')
      .select('tokenHash')
      .where('userUuid', '=', body.userUuid)
      .execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('400 for a bad ИНН, 403 without the users create right, 409 for an approved company', async () => {
    expect(
      (
        await c.kolosSuper.post('/api/registration/invitations', {
          phone: freshPhone(),
          taxCode: '7707083894',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await c.kolosManager.post('/api/registration/invitations', {
          phone: freshPhone(),
          taxCode: freshInn(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await c.farmer.post('/api/registration/invitations', { phone: freshPhone(), taxCode: freshInn() }))
        .statusCode,
    ).toBe(403);
    const rassvet = await t.db
      .selectFrom('companies')
      .select('taxCode')
      .where('uuid', '=', DEMO.companies.rassvet)
      .executeTakeFirstOrThrow();
    const res = await c.kolosSuper.post('/api/registration/invitations', {
      phone: freshPhone(),
      taxCode: rassvet.taxCode,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Организация с этим ИНН уже одобрена на платформе');
  });
});

describe('GET /companies?invited=mine', () => {
  it("lists only the farmers the caller's company invited; an admin's own company invited none", async () => {
    const ours = (
      await c.kolosSuper.post('/api/registration/invitations', { phone: freshPhone(), taxCode: freshInn() })
    ).json();
    const theirs = (
      await c.agroSuper.post('/api/registration/invitations', { phone: freshPhone(), taxCode: freshInn() })
    ).json();
    const uuids = async (who: typeof c.kolosSuper) =>
      (await who.get('/api/companies?invited=mine&userType=USER_TYPE_FARMER&limit=100'))
        .json<{ companies: { uuid: string }[] }>()
        .companies.map((x) => x.uuid);
    const kolos = await uuids(c.kolosSuper);
    expect(kolos).toContain(ours.companyUuid);
    expect(kolos).not.toContain(theirs.companyUuid);
    // the approved demo farmers were not invited through the platform: not in the picker's list
    expect(kolos).not.toContain(DEMO.companies.rassvet);
    expect(await uuids(c.agroSuper)).toEqual([theirs.companyUuid]);
    expect((await c.kolosSuper.get('/api/companies?invited=all')).statusCode).toBe(400);
  });
});

describe('GET /user/login/onetime/{token}', () => {
  it('works once; a second use is 410 with the support phone', async () => {
    const f = await invited(t, c.kolosSuper);
    const again = await onetime(f.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('+7 800 100-20-30');
    const me = await f.farmer.get(`/api/user/${f.userUuid}`);
    expect(me.statusCode).toBe(200);
  });

  it('answers both spellings of the tokens', async () => {
    const phone = freshPhone();
    await c.kolosSuper.post('/api/registration/invitations', { phone, taxCode: freshInn() });
    const res = await onetime(await linkToken(t, phone));
    expect(Object.keys(res.json()).sort()).toEqual([
      'accessToken',
      'access_token',
      'refreshToken',
      'refresh_token',
    ]);
  });

  it('an expired link is 410', async () => {
    const phone = freshPhone();
    const inv = (
      await c.kolosSuper.post('/api/registration/invitations', { phone, taxCode: freshInn() })
    ).json();
    await t.db
      .updateTable('onetimeTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userUuid', '=', inv.userUuid)
      .execute();
    expect((await onetime(await linkToken(t, phone))).statusCode).toBe(410);
  });

  it('re-sending makes a new link and voids the old one', async () => {
    const phone = freshPhone();
    const inv = (
      await c.kolosSuper.post('/api/registration/invitations', { phone, taxCode: freshInn() })
    ).json();
    const old = await linkToken(t, phone);
    const res = await c.kolosSuper.post(`/api/registration/invitations/${inv.uuid}/resend`, {});
    expect(res.statusCode).toBe(200);
    const fresh = await linkToken(t, phone);
    expect(fresh).not.toBe(old);
    expect((await onetime(old)).statusCode).toBe(410);
    expect((await onetime(fresh)).statusCode).toBe(200);
  });

  it("another purchaser cannot re-send or list Колос-Юг's invitation (404, empty)", async () => {
    const inv = (
      await c.kolosSuper.post('/api/registration/invitations', { phone: freshPhone(), taxCode: freshInn() })
    ).json();
    expect((await c.agroSuper.post(`/api/registration/invitations/${inv.uuid}/resend`, {})).statusCode).toBe(
      404,
    );
    const list = (await c.agroSuper.get('/api/registration/invitations?limit=100')).json();
    expect(list.invitations.map((i: { uuid: string }) => i.uuid)).not.toContain(inv.uuid);
    const own = (await c.kolosSuper.get('/api/registration/invitations?limit=100')).json();
    expect(own.invitations.map((i: { uuid: string }) => i.uuid)).toContain(inv.uuid);
  });
});

describe('the registration session', () => {
  it('reaches the registration calls, and every other route answers 403', async () => {
    const f = await invited(t, c.kolosSuper);
    const wrong: string[] = [];
    for (const route of t.app.routeAccess) {
      const a = route.access;
      if (a.public || a.registration || (a.route && REGISTRATION_ROUTES.includes(a.route))) continue;
      if (route.url === '/api/auth/logout' || route.streams) continue;
      const url = route.url
        .replace(/:[A-Za-z]+/g, '0190a000-0000-7000-8000-00000000dead')
        .replace(/\*$/, 'x');
      const res = await f.ask({
        method: route.method as 'GET',
        url,
        ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect((await f.farmer.get(`/api/companies/get/${f.companyUuid}`)).statusCode).toBe(200);
    expect((await f.farmer.get('/api/dmoderation/code')).statusCode).toBe(200);
  });

  it('a farmer still in onboarding who logs in by phone gets the registration session again', async () => {
    const f = await invited(t, c.kolosSuper);
    const { withPassword, loginAs } = await import('../../../test/staff');
    await withPassword(t, f.userUuid);
    const back = await loginAs(t, f.phone);
    expect((await back.get(`/api/companies/get/${f.companyUuid}`)).statusCode).toBe(200);
    expect((await back.get('/api/regions')).statusCode).toBe(403);
  });
});

describe('GET /support/info', () => {
  it('answers the configured phone to guests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/support/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ support: { generic: { phone: '+7 800 100-20-30' } } });
  });
});
