import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS_POLICIES, policyToWire } from '@kolos/domain';
import { createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { ACCESS_DEMO } from '../../seed/30-access';
import { addEmployee, client, demoCallers, withPassword, type Client } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
});
afterAll(() => t.close());

const wire = (routeName: string, accessRights: string, params: string[] = []) => ({
  resource: { routeName, params },
  accessRights,
});
let n = 0;
const roleName = (stem = 'Роль') => `${stem} ${++n}`;
async function createRole(who: Client, body: Record<string, unknown> = {}) {
  const res = await who.post('/api/roles', {
    name: roleName(),
    policies: [wire('Transport', '*'), wire('UsersList', 'read')],
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`POST /roles: ${res.statusCode} ${res.body}`);
  return res.json<{ uuid: string; name: string; companyUuid: string; policies: ReturnType<typeof wire>[] }>();
}

describe('GET /roles — SPEC 2.2 roles list', () => {
  it('a purchaser sees only their own company’s roles, paged by 15 with a total', async () => {
    const res = await c.kolosSuper.get('/api/roles');
    expect(res.statusCode).toBe(200);
    const { roles, total } = res.json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Администратор', 'Логист']),
    );
    expect(roles.every((r: { companyUuid: string }) => r.companyUuid === DEMO.companies.kolosYug)).toBe(true);
    expect(total).toBe(roles.length);
    expect(roles.some((r: { uuid: string }) => r.uuid === DEMO.roles.agroCenterAdmin)).toBe(false);
  });

  it('searches by any field and pages on the server', async () => {
    for (let i = 0; i < 3; i++) await createRole(c.agroSuper, { name: `Весовщик ${i}` });
    const page = (await c.agroSuper.get('/api/roles?any=весовщик&offset=2&limit=10')).json();
    expect(page.total).toBe(3);
    expect(page.roles.map((r: { name: string }) => r.name)).toEqual(['Весовщик 2']);
  });

  it('a platform admin sees every company’s roles, with the company', async () => {
    const res = await c.admin.get(`/api/roles?companyUuid=${DEMO.companies.agroCenter}&limit=100`);
    expect(res.json().roles).toContainEqual(
      expect.objectContaining({ uuid: DEMO.roles.agroCenterAdmin, company: { name: 'Агро-Центр' } }),
    );
  });

  it('403 without Read on RolesList; 401 without a session', async () => {
    expect((await c.kolosManager.get('/api/roles')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
  });
});

describe('GET /roles/{id} — SPEC 3 Role', () => {
  it('answers the policies with accessRights comma-joined on the wire', async () => {
    const role = await createRole(c.kolosSuper, { policies: [wire('RolesView', 'create,update')] });
    const res = await c.kolosSuper.get(`/api/roles/${role.uuid}`);
    expect(res.json()).toEqual({
      uuid: role.uuid,
      name: role.name,
      companyUuid: DEMO.companies.kolosYug,
      policies: [wire('RolesView', 'create,update')],
    });
  });

  it("a lookup that finds nothing answers the name 'not setup' — another company's role too", async () => {
    const none = await c.kolosSuper.get('/api/roles/0190a000-0000-7000-8000-00000000ffff');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ name: 'not setup', policies: [] });
    expect((await c.kolosSuper.get(`/api/roles/${DEMO.roles.agroCenterAdmin}`)).json()).toMatchObject({
      name: 'not setup',
    });
  });

  it('anyone reads their own role; other roles need a roles right', async () => {
    expect((await c.kolosManager.get(`/api/roles/${DEMO.roles.kolosYugManager}`)).json().name).toBe(
      'Менеджер по закупкам',
    );
    expect((await c.kolosManager.get(`/api/roles/${DEMO.roles.kolosYugAdmin}`)).json().name).toBe(
      'not setup',
    );
  });
});

describe('POST /roles — SPEC 2.3', () => {
  it('creates a role of the caller’s company that is at once assignable', async () => {
    const role = await createRole(c.kolosSuper, { companyUuid: DEMO.companies.agroCenter });
    expect(role.companyUuid).toBe(DEMO.companies.kolosYug);
    const group = (await c.kolosSuper.get(`/api/groups/${DEMO.companies.kolosYug}`)).json();
    expect(group.groups.map((g: { roleUuid: string }) => g.roleUuid)).toContain(role.uuid);
    const e = await addEmployee(c.kolosSuper, { roleUuid: role.uuid });
    expect((await c.kolosSuper.get(`/api/user/${e.uuid}`)).json().groupRoleName).toBe(role.name);
  });

  it('keeps only what the catalogue grants (unknown routes, rights and params dropped)', async () => {
    const role = await createRole(c.kolosSuper, {
      policies: [
        wire('UsersList', 'read,bogus'),
        wire('ModerationFarmerList', '*'),
        wire('Monitoring', 'read', ['hideActions', 'hidePrice']),
      ],
    });
    expect(role.policies).toEqual([
      wire('Monitoring', 'read', ['hideActions', 'hidePrice']),
      wire('UsersList', 'read'),
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty name', { name: ' ' }, 'Заполните это поле'],
    ['no item ticked', { policies: [] }, 'Отметьте хотя бы одно право'],
    [
      'only items outside the catalogue',
      { policies: [wire('RegistrationCompany', '*')] },
      'Отметьте хотя бы одно право',
    ],
  ])('400 for %s', async (_name, patch, message) => {
    const res = await c.kolosSuper.post('/api/roles', {
      name: roleName(),
      policies: [wire('Transport', '*')],
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('409 for a name the company already has (without case) or the platform reserves', async () => {
    for (const name of ['администратор', 'farmer']) {
      const res = await c.kolosSuper.post('/api/roles', { name, policies: [wire('Transport', '*')] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Роль с таким названием уже существует');
    }
    // Another company may use the same name.
    expect(
      (await c.agroSuper.post('/api/roles', { name: 'Логист', policies: [wire('Transport', '*')] }))
        .statusCode,
    ).toBe(200);
  });

  it('403 without Create on RolesView', async () => {
    expect(
      (await c.kolosManager.post('/api/roles', { name: roleName(), policies: [wire('Transport', '*')] }))
        .statusCode,
    ).toBe(403);
  });

  it('403 for rights the caller lacks', async () => {
    const roleAdmin = await createRole(c.kolosSuper, {
      policies: [wire('RolesList', 'read'), wire('RolesView', 'create,update'), wire('Transport', '*')],
    });
    const e = await addEmployee(c.kolosSuper, { roleUuid: roleAdmin.uuid });
    await withPassword(t, e.uuid);
    const limited = client(t, await login(t.app, e.phone));
    const res = await limited.post('/api/roles', {
      name: roleName(),
      policies: [wire('UsersView', 'create')],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Нельзя выдать права, которых нет у вас самих');
    expect(
      (await limited.post('/api/roles', { name: roleName(), policies: [wire('Transport', '*')] })).statusCode,
    ).toBe(200);
    // Editing: what the role already had may stay, nothing new beyond one's own rights.
    const admin = ALL_RIGHTS_POLICIES.map(policyToWire);
    expect(
      (await limited.put('/api/roles', { uuid: roleAdmin.uuid, name: roleAdmin.name, policies: admin }))
        .statusCode,
    ).toBe(403);
  });

  it('a platform admin names the company; without it 400', async () => {
    const none = await c.admin.post('/api/roles', { name: roleName(), policies: [wire('Transport', '*')] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Укажите организацию');
    const role = await createRole(c.admin, { companyUuid: DEMO.companies.agroCenter });
    expect(role.companyUuid).toBe(DEMO.companies.agroCenter);
  });
});

describe('PUT /roles', () => {
  it('renames and re-ticks; the holders get the new rights on their next request', async () => {
    const role = await createRole(c.kolosSuper, { policies: [wire('Transport', '*')] });
    const e = await addEmployee(c.kolosSuper, { roleUuid: role.uuid });
    await withPassword(t, e.uuid);
    const holder = client(t, await login(t.app, e.phone));
    expect((await holder.get('/api/roles')).statusCode).toBe(403);
    const res = await c.kolosSuper.put('/api/roles', {
      uuid: role.uuid,
      name: 'Переименованная',
      policies: [wire('RolesList', 'read')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Переименованная', policies: [wire('RolesList', 'read')] });
    expect((await holder.get('/api/roles')).statusCode).toBe(200);
  });

  it("404 for another company's role (Агро-Центр edits Колос-Юг's), which stays as it was", async () => {
    const res = await c.agroSuper.put('/api/roles', {
      uuid: ACCESS_DEMO.roles.kolosYugLogist,
      name: 'Взлом',
      policies: [wire('Transport', '*')],
    });
    expect(res.statusCode).toBe(404);
    expect((await c.kolosSuper.get(`/api/roles/${ACCESS_DEMO.roles.kolosYugLogist}`)).json().name).toBe(
      'Логист',
    );
  });

  it("404 for the platform's farmer role from a purchaser", async () => {
    const res = await c.kolosSuper.put('/api/roles', {
      uuid: DEMO.roles.farmer,
      name: 'farmer',
      policies: [wire('Transport', '*')],
    });
    expect(res.statusCode).toBe(404);
  });

  it('409 for a name taken by another role of the company', async () => {
    const role = await createRole(c.kolosSuper);
    const res = await c.kolosSuper.put('/api/roles', {
      uuid: role.uuid,
      name: 'Логист',
      policies: [wire('Transport', '*')],
    });
    expect(res.statusCode).toBe(409);
  });

  it('403 without Update on RolesView; 400 without a uuid', async () => {
    expect(
      (
        await c.kolosManager.put('/api/roles', {
          uuid: DEMO.roles.kolosYugManager,
          name: 'x',
          policies: [wire('Transport', '*')],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await c.kolosSuper.put('/api/roles', { name: 'x', policies: [wire('Transport', '*')] })).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /roles/{id} and /roles/delete', () => {
  it('deletes a role nobody holds', async () => {
    const role = await createRole(c.kolosSuper);
    const res = await c.kolosSuper.del(`/api/roles/${role.uuid}`);
    expect(res.statusCode).toBe(200);
    expect((await c.kolosSuper.get(`/api/roles/${role.uuid}`)).json().name).toBe('not setup');
  });

  it('bulk: several at once', async () => {
    const a = await createRole(c.kolosSuper);
    const b = await createRole(c.kolosSuper);
    expect((await c.kolosSuper.del('/api/roles/delete', { uuids: [a.uuid, b.uuid] })).json()).toEqual({
      uuids: [a.uuid, b.uuid],
    });
  });

  it('409 for a role someone holds', async () => {
    const role = await createRole(c.kolosSuper);
    await addEmployee(c.kolosSuper, { roleUuid: role.uuid });
    const res = await c.kolosSuper.del(`/api/roles/${role.uuid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Роль назначена пользователям (1). Сначала назначьте им другую роль');
  });

  it("409 for a company's last role", async () => {
    const company = crypto.randomUUID();
    await t.db
      .insertInto('companies')
      .values({ uuid: company, name: 'ООО «Одна роль»', userType: 'purchaser' })
      .execute();
    const only = await createRole(c.admin, { companyUuid: company });
    const res = await c.admin.del(`/api/roles/${only.uuid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Нельзя удалить последнюю роль организации');
    const second = await createRole(c.admin, { companyUuid: company });
    expect((await c.admin.del('/api/roles/delete', { uuids: [only.uuid, second.uuid] })).statusCode).toBe(
      409,
    );
    expect((await c.admin.del(`/api/roles/${only.uuid}`)).statusCode).toBe(200);
  });

  it("404 for another company's role, and nothing is deleted", async () => {
    const own = await createRole(c.agroSuper);
    const res = await c.agroSuper.del('/api/roles/delete', {
      uuids: [own.uuid, ACCESS_DEMO.roles.kolosYugLogist],
    });
    expect(res.statusCode).toBe(404);
    expect((await c.agroSuper.get(`/api/roles/${own.uuid}`)).json().name).toBe(own.name);
  });

  it('403 without Update or Delete on RolesView', async () => {
    expect((await c.kolosManager.del(`/api/roles/${DEMO.roles.kolosYugManager}`)).statusCode).toBe(403);
  });
});
