import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@kolos/domain';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { ACCESS_DEMO } from '../../seed/30-access';
import {
  addEmployee,
  client,
  demoCallers,
  employeeForm,
  freshPhone,
  withPassword,
} from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
});
afterAll(() => t.close());

describe('POST /add-company-user — SPEC 2.7, 6', () => {
  it('creates an employee of the caller’s company with the chosen role and answers the uuid', async () => {
    // Typed with the display mask; stored and answered as plus sign and digits.
    const form = employeeForm({ phone: formatPhone(freshPhone()), roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.post('/api/add-company-user', {
      ...form,
      companyUuid: DEMO.companies.agroCenter,
      isSuperUser: true,
    });
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json();
    const user = (await c.kolosSuper.get(`/api/user/${uuid}`)).json();
    expect(user).toMatchObject({
      companyUuid: DEMO.companies.kolosYug, // the body's company is ignored for a purchaser
      userType: 'purchaser', // main role 'Закупщик'
      isSuperUser: false, // unknown fields dropped
      active: true,
      phone: form.phone.replace(/[^\d+]/g, ''),
      groupRoleName: 'Менеджер по закупкам',
      roles: ['purchaser', 'Менеджер по закупкам'],
    });
    const group = (await c.kolosSuper.get(`/api/groups/${uuid}`)).json();
    expect(group.groups).toEqual([
      { uuid, name: 'Менеджер по закупкам', roleUuid: DEMO.roles.kolosYugManager },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['bad phone', { phone: '+7 900 12' }, 'Номер телефона должен содержать 12 символов'],
    ['bad e-mail', { notifyEmail: 'ivanov@' }, 'Введён неверный формат почты'],
    ['empty last name', { lastName: '' }, 'Заполните это поле'],
    ['missing e-mail', { notifyEmail: undefined }, 'Заполните это поле'],
  ])('400 for %s with the SPEC 5 message', async (_name, patch, message) => {
    const res = await c.kolosSuper.post('/api/add-company-user', employeeForm(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('409 when the phone already belongs to someone', async () => {
    const res = await c.kolosSuper.post('/api/add-company-user', employeeForm({ phone: '8 900 000-00-04' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Пользователь с таким номером телефона уже существует');
  });

  it("404 for another company's role, and nothing is created", async () => {
    const form = employeeForm({ roleUuid: DEMO.roles.agroCenterAdmin });
    const res = await c.kolosSuper.post('/api/add-company-user', form);
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.selectFrom('users').select('uuid').where('phone', '=', form.phone).execute(),
    ).toHaveLength(0);
  });

  it('403 without Create on UsersView', async () => {
    expect((await c.kolosManager.post('/api/add-company-user', employeeForm())).statusCode).toBe(403);
    expect((await c.farmer.post('/api/add-company-user', employeeForm())).statusCode).toBe(403);
  });

  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/add-company-user', payload: employeeForm() });
    expect(res.statusCode).toBe(401);
  });

  it('a platform admin names the purchaser company; without it 400, a farm 400', async () => {
    expect((await c.admin.post('/api/add-company-user', employeeForm())).json().message).toBe(
      'Укажите организацию',
    );
    const farm = await c.admin.post(
      '/api/add-company-user',
      employeeForm({ companyUuid: DEMO.companies.rassvet }),
    );
    expect(farm.statusCode).toBe(400);
    const ok = await c.admin.post(
      '/api/add-company-user',
      employeeForm({ companyUuid: DEMO.companies.agroCenter }),
    );
    expect(ok.statusCode).toBe(200);
    expect((await c.agroSuper.get(`/api/user/${ok.json().uuid}`)).statusCode).toBe(200);
  });

  it('403 for a role with rights the caller lacks (no escalation through assignment)', async () => {
    // A Колос-Юг user who may create users but holds none of the administrator's other rights.
    const limited = await t.db
      .insertInto('roles')
      .values({
        uuid: crypto.randomUUID(),
        companyUuid: DEMO.companies.kolosYug,
        name: 'Кадровик',
        policies: JSON.stringify([
          { resource: { routeName: 'UsersView', params: [] }, accessRights: ['create'] },
          { resource: { routeName: 'UsersList', params: [] }, accessRights: ['read'] },
        ]),
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('groupRoles')
      .values({ groupUuid: DEMO.companies.kolosYug, roleUuid: limited.uuid })
      .execute();
    const hr = await addEmployee(c.kolosSuper, { roleUuid: limited.uuid });
    await withPassword(t, hr.uuid);
    const hrClient = client(t, await login(t.app, hr.phone));
    const res = await hrClient.post(
      '/api/add-company-user',
      employeeForm({ roleUuid: DEMO.roles.kolosYugAdmin }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Нельзя выдать права, которых нет у вас самих');
    expect(
      (await hrClient.post('/api/add-company-user', employeeForm({ roleUuid: limited.uuid }))).statusCode,
    ).toBe(200);
  });
});

describe('PUT /user/{uuid} — SPEC 2.5, 2.7', () => {
  it('updates the fields and, from the employee form, the role', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.put(`/api/user/${e.uuid}`, {
      ...employeeForm({ phone: e.phone, lastName: 'Обновлённый' }),
      roleUuid: ACCESS_DEMO.roles.kolosYugLogist,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Обновлённый', groupRoleName: 'Логист' });
  });

  it('the user form sends no role: the role stays', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.put(
      `/api/user/${e.uuid}`,
      employeeForm({ phone: e.phone, notifyEmail: 'new@example.ru' }),
    );
    expect(res.json()).toMatchObject({
      notifyEmail: 'new@example.ru',
      groupRoleName: 'Менеджер по закупкам',
    });
  });

  it('409 for a phone of another user', async () => {
    const e = await addEmployee(c.kolosSuper);
    const res = await c.kolosSuper.put(
      `/api/user/${e.uuid}`,
      employeeForm({ phone: DEMO.phones.kolosYugManager }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Пользователь с таким номером телефона уже существует');
  });

  it('400 for a bad e-mail', async () => {
    const e = await addEmployee(c.kolosSuper);
    const res = await c.kolosSuper.put(`/api/user/${e.uuid}`, employeeForm({ notifyEmail: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Введён неверный формат почты');
  });

  it("404 for another company's user (Агро-Центр changes a Колос-Юг employee)", async () => {
    const e = await addEmployee(c.kolosSuper);
    const res = await c.agroSuper.put(`/api/user/${e.uuid}`, employeeForm());
    expect(res.statusCode).toBe(404);
    expect((await c.kolosSuper.get(`/api/user/${e.uuid}`)).json().lastName).toBe(e.lastName);
  });

  it('404 for a farmer, even for a super-user who sees them in the list', async () => {
    expect((await c.kolosSuper.put(`/api/user/${DEMO.users.farmer}`, employeeForm())).statusCode).toBe(404);
  });

  it('403 for one’s own role', async () => {
    const res = await c.kolosSuper.put(`/api/user/${DEMO.users.kolosYugSuper}`, {
      ...employeeForm({ phone: DEMO.phones.kolosYugSuper }),
      roleUuid: DEMO.roles.kolosYugManager,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Нельзя менять собственную роль');
  });

  it('403 without Update on UsersView', async () => {
    expect(
      (await c.kolosManager.put(`/api/user/${DEMO.users.kolosYugManager}`, employeeForm())).statusCode,
    ).toBe(403);
  });
});

describe('PUT /delete-company-user and /recover-company-user — SPEC 4 User activity', () => {
  it('deactivation ends the user’s live sessions at once; recovery lets them in again', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    await withPassword(t, e.uuid);
    const session = client(t, await login(t.app, e.phone));
    expect((await session.get(`/api/user/${e.uuid}`)).statusCode).toBe(200);

    const off = await c.kolosSuper.put('/api/delete-company-user', { uuids: [e.uuid] });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ uuids: [e.uuid], active: false });
    expect((await session.get(`/api/user/${e.uuid}`)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: session.tokens });
    expect(refresh.statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: e.phone, password: DEMO.password },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().message).toBe('Пользователь деактивирован');

    expect((await c.kolosSuper.put('/api/recover-company-user', { uuids: [e.uuid] })).statusCode).toBe(200);
    expect((await login(t.app, e.phone)).access_token).toBeTruthy();
  });

  it('bulk: several at once', async () => {
    const a = await addEmployee(c.kolosSuper);
    const b = await addEmployee(c.kolosSuper);
    expect((await c.kolosSuper.put('/api/delete-company-user', { uuids: [a.uuid, b.uuid] })).statusCode).toBe(
      200,
    );
    const rows = await t.db
      .selectFrom('users')
      .select('active')
      .where('uuid', 'in', [a.uuid, b.uuid])
      .execute();
    expect(rows.map((r) => r.active)).toEqual([false, false]);
  });

  it('409: nobody deactivates themselves', async () => {
    const res = await c.kolosSuper.put('/api/delete-company-user', { uuids: [DEMO.users.kolosYugSuper] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Нельзя деактивировать собственную учётную запись');
  });

  it("404 for another company's user — and the whole batch is left untouched", async () => {
    const own = await addEmployee(c.agroSuper);
    const res = await c.agroSuper.put('/api/delete-company-user', {
      uuids: [own.uuid, DEMO.users.kolosYugManager],
    });
    expect(res.statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('users')
      .select('active')
      .where('uuid', 'in', [own.uuid, DEMO.users.kolosYugManager])
      .execute();
    expect(rows.every((r) => r.active)).toBe(true);
    expect(
      (await c.agroSuper.put('/api/recover-company-user', { uuids: [DEMO.users.kolosYugManager] }))
        .statusCode,
    ).toBe(404);
  });

  it('403 without Delete on UsersView; 400 for an empty selection', async () => {
    expect(
      (await c.kolosManager.put('/api/delete-company-user', { uuids: [DEMO.users.kolosYugSuper] }))
        .statusCode,
    ).toBe(403);
    const empty = await c.kolosSuper.put('/api/delete-company-user', { uuids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Не выбрано ни одного пользователя');
  });

  it('403: only a super-user or an admin touches a super-user', async () => {
    const role = await t.db
      .insertInto('roles')
      .values({
        uuid: crypto.randomUUID(),
        companyUuid: DEMO.companies.kolosYug,
        name: 'Управляющий персоналом',
        policies: JSON.stringify([
          { resource: { routeName: 'UsersList', params: [] }, accessRights: ['read'] },
          { resource: { routeName: 'UsersView', params: [] }, accessRights: ['*'] },
        ]),
      })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('groupRoles')
      .values({ groupUuid: DEMO.companies.kolosYug, roleUuid: role.uuid })
      .execute();
    const hr = await addEmployee(c.kolosSuper, { roleUuid: role.uuid });
    await withPassword(t, hr.uuid);
    const hrClient = client(t, await login(t.app, hr.phone));
    const res = await hrClient.put('/api/delete-company-user', { uuids: [DEMO.users.kolosYugSuper] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Управлять суперпользователем может только суперпользователь или администратор платформы',
    );
    expect(
      (await hrClient.put(`/api/user/${DEMO.users.kolosYugSuper}`, employeeForm({ phone: freshPhone() })))
        .statusCode,
    ).toBe(403);
  });

  it('a platform admin deactivates anyone', async () => {
    const e = await addEmployee(c.agroSuper);
    expect((await c.admin.put('/api/delete-company-user', { uuids: [e.uuid] })).statusCode).toBe(200);
  });
});
