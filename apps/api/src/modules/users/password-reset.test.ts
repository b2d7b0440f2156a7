import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { addEmployee, client, demoCallers } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kolos.example.ru' });
  c = await demoCallers(t);
});
afterAll(() => t.close());

const mailTo = async (to: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json<{ channel: string; subject: string; text: string }[]>();
};
const linkToken = (text: string) => /\/password-reset\/([\w-]+)/.exec(text)![1]!;
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/password-reset', payload: { token, password } });

describe('POST /resetpwd-company-user — SPEC 2.5, 8', () => {
  it('e-mails a single-use link to the page where the user sets a new password', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(e.notifyEmail);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Колос: смена пароля' });
    expect(mail!.text).toContain('https://kolos.example.ru/password-reset/');
    const token = linkToken(mail!.text);

    const check = await t.app.inject({ method: 'GET', url: `/api/user/password-reset/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().phone).toMatch(/^\+7 \d{3} \d{3}-\d{2}-\d{2}$/);

    expect((await reset(token, 'Zerno2026')).statusCode).toBe(200);
    expect((await login(t.app, e.phone, 'Zerno2026')).access_token).toBeTruthy();

    const again = await reset(token, 'Zerno2027');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ссылка для смены пароля недействительна или устарела');
    expect((await t.app.inject({ method: 'GET', url: `/api/user/password-reset/${token}` })).statusCode).toBe(
      404,
    );
  });

  it('setting the password ends the sessions the user had', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    const token = linkToken((await mailTo(e.notifyEmail))[0]!.text);
    await reset(token, 'Zerno2026');
    const session = client(t, await login(t.app, e.phone, 'Zerno2026'));
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    await reset(linkToken((await mailTo(e.notifyEmail))[0]!.text), 'Zerno2030');
    expect((await session.get(`/api/user/${e.uuid}`)).statusCode).toBe(401);
  });

  it('a newer link spends the older one', async () => {
    const e = await addEmployee(c.kolosSuper);
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    const first = linkToken((await mailTo(e.notifyEmail))[0]!.text);
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    const second = linkToken((await mailTo(e.notifyEmail))[0]!.text);
    expect((await reset(first, 'Zerno2026')).statusCode).toBe(400);
    expect((await reset(second, 'Zerno2026')).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const e = await addEmployee(c.kolosSuper);
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    const token = linkToken((await mailTo(e.notifyEmail))[0]!.text);
    await t.db
      .updateTable('onetimeTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userUuid', '=', e.uuid)
      .execute();
    expect((await reset(token, 'Zerno2026')).statusCode).toBe(400);
  });

  it('a weak password is a 400 with a Russian message, and the link still works', async () => {
    const e = await addEmployee(c.kolosSuper);
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    const token = linkToken((await mailTo(e.notifyEmail))[0]!.text);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Пароль должен содержать не менее 8 символов');
    expect((await reset(token, 'Zerno2026')).statusCode).toBe(200);
  });

  it('a forged token is refused', async () => {
    expect((await reset('x'.repeat(43), 'Zerno2026')).statusCode).toBe(400);
  });

  it("404 for another company's user (Агро-Центр resets a Колос-Юг password), and no mail goes", async () => {
    const e = await addEmployee(c.kolosSuper);
    const res = await c.agroSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    expect(res.statusCode).toBe(404);
    expect(await mailTo(e.notifyEmail)).toHaveLength(0);
  });

  it('403 without Update on UsersView, 401 without a session', async () => {
    expect(
      (await c.kolosManager.post('/api/resetpwd-company-user', { uuid: DEMO.users.kolosYugManager }))
        .statusCode,
    ).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/resetpwd-company-user',
      payload: { uuid: DEMO.users.kolosYugManager },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('400 for a missing uuid', async () => {
    expect((await c.kolosSuper.post('/api/resetpwd-company-user', {})).statusCode).toBe(400);
  });

  it('409 for a user without an e-mail', async () => {
    const e = await addEmployee(c.kolosSuper);
    await t.db.updateTable('users').set({ notifyEmail: null }).where('uuid', '=', e.uuid).execute();
    const res = await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('У пользователя не указана почта для уведомлений');
  });

  it('429 after five resets of one user within the hour', async () => {
    const e = await addEmployee(c.kolosSuper);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is written to the audit log', async () => {
    const e = await addEmployee(c.kolosSuper);
    await c.kolosSuper.post('/api/resetpwd-company-user', { uuid: e.uuid });
    // The employee's creation has a record of its own (user.create): this test reads the reset's.
    const rows = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetUuid', '=', e.uuid)
      .where('action', '=', 'password-reset')
      .execute();
    expect(rows).toMatchObject([{ action: 'password-reset', actorUuid: DEMO.users.kolosYugSuper }]);
  });
});
