import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { ACCESS_DEMO } from '../../seed/30-access';
import { addEmployee, demoCallers } from '../../../test/staff';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
});
afterAll(() => t.close());

const roleOf = async (uuid: string) => (await c.kolosSuper.get(`/api/user/${uuid}`)).json().roleUuid;

describe('GET /groups/{id} — SPEC 7', () => {
  it("the company's group lists the roles it may assign (the employee form's selector)", async () => {
    const res = await c.kolosSuper.get(`/api/groups/${DEMO.companies.kolosYug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toEqual(
      expect.arrayContaining([
        { uuid: DEMO.companies.kolosYug, name: 'Администратор', roleUuid: DEMO.roles.kolosYugAdmin },
        { uuid: DEMO.companies.kolosYug, name: 'Логист', roleUuid: ACCESS_DEMO.roles.kolosYugLogist },
      ]),
    );
  });

  it("a user's group holds their role: its first item's roleUuid", async () => {
    const res = await c.kolosManager.get(`/api/groups/${DEMO.users.kolosYugManager}`);
    expect(res.json().groups[0].roleUuid).toBe(DEMO.roles.kolosYugManager);
  });

  it("404 for another company's group or its people's", async () => {
    expect((await c.agroSuper.get(`/api/groups/${DEMO.companies.kolosYug}`)).statusCode).toBe(404);
    expect((await c.agroSuper.get(`/api/groups/${DEMO.users.kolosYugManager}`)).statusCode).toBe(404);
  });

  it("404 for a colleague's group without a users right", async () => {
    expect((await c.kolosManager.get(`/api/groups/${DEMO.users.kolosYugSuper}`)).statusCode).toBe(404);
  });
});

describe('POST /group — employee creation binds the user’s group to a role', () => {
  it('creates the group with the role', async () => {
    const e = await addEmployee(c.kolosSuper);
    const res = await c.kolosSuper.post('/api/group', {
      groups: [{ uuid: e.uuid, name: 'Сидоров Иван', roleUuid: ACCESS_DEMO.roles.kolosYugLogist }],
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(e.uuid)).toBe(ACCESS_DEMO.roles.kolosYugLogist);
  });

  it("404 for another company's user or role", async () => {
    const e = await addEmployee(c.kolosSuper);
    const foreignUser = await c.agroSuper.post('/api/group', {
      groups: [{ uuid: e.uuid, name: '', roleUuid: DEMO.roles.agroCenterAdmin }],
    });
    expect(foreignUser.statusCode).toBe(404);
    const foreignRole = await c.kolosSuper.post('/api/group', {
      groups: [{ uuid: e.uuid, name: '', roleUuid: DEMO.roles.agroCenterAdmin }],
    });
    expect(foreignRole.statusCode).toBe(404);
    expect(await roleOf(e.uuid)).toBeNull();
  });

  it('403 for one’s own group and without a users right; 400 for an empty list', async () => {
    const self = await c.kolosSuper.post('/api/group', {
      groups: [{ uuid: DEMO.users.kolosYugSuper, name: '', roleUuid: DEMO.roles.kolosYugManager }],
    });
    expect(self.statusCode).toBe(403);
    expect(
      (
        await c.kolosManager.post('/api/group', {
          groups: [{ uuid: DEMO.users.kolosYugManager, name: '', roleUuid: DEMO.roles.kolosYugAdmin }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await c.kolosSuper.post('/api/group', { groups: [] })).statusCode).toBe(400);
  });
});

describe('POST and PUT /group/role, DELETE /group/roles, DELETE /group/{id}', () => {
  it("PUT /group/role replaces a user's role (one role per user)", async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.put('/api/group/role', {
      roles: [{ roleUuid: ACCESS_DEMO.roles.kolosYugLogist, groupUuid: e.uuid }],
    });
    expect(res.statusCode).toBe(200);
    const group = (await c.kolosSuper.get(`/api/groups/${e.uuid}`)).json();
    expect(group.groups).toEqual([
      { uuid: e.uuid, name: 'Логист', roleUuid: ACCESS_DEMO.roles.kolosYugLogist },
    ]);
  });

  it('DELETE /group/roles takes the role away; the user then has none', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    const res = await c.kolosSuper.del('/api/group/roles', {
      roles: [{ roleUuid: DEMO.roles.kolosYugManager, groupUuid: e.uuid }],
    });
    expect(res.statusCode).toBe(200);
    expect((await c.kolosSuper.get(`/api/user/${e.uuid}`)).json().groupRoleName).toBe('');
  });

  it('DELETE /group/{id} removes a user’s group; a company’s group never (409)', async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    expect((await c.kolosSuper.del(`/api/group/${e.uuid}`)).statusCode).toBe(200);
    expect(await roleOf(e.uuid)).toBeNull();
    expect((await c.admin.del(`/api/group/${DEMO.companies.kolosYug}`)).statusCode).toBe(409);
  });

  it("company groups are a platform admin's: 403 for a purchaser", async () => {
    const res = await c.kolosSuper.post('/api/group/role', {
      roles: [{ roleUuid: DEMO.roles.farmer, groupUuid: DEMO.companies.kolosYug }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Роли организации меняет только администратор платформы');
    expect((await c.kolosSuper.del(`/api/group/${DEMO.companies.kolosYug}`)).statusCode).toBe(403);
  });

  it("an admin adds a platform role to a company's group and takes it back; the company's own roles stay", async () => {
    const add = await c.admin.post('/api/group/role', {
      roles: [{ roleUuid: DEMO.roles.farmer, groupUuid: DEMO.companies.niva }],
    });
    expect(add.statusCode).toBe(200);
    expect(
      (
        await c.admin.del('/api/group/roles', {
          roles: [{ roleUuid: DEMO.roles.farmer, groupUuid: DEMO.companies.niva }],
        })
      ).statusCode,
    ).toBe(200);
    const own = await c.admin.del('/api/group/roles', {
      roles: [{ roleUuid: DEMO.roles.kolosYugAdmin, groupUuid: DEMO.companies.kolosYug }],
    });
    expect(own.statusCode).toBe(409);
    const foreign = await c.admin.post('/api/group/role', {
      roles: [{ roleUuid: DEMO.roles.agroCenterAdmin, groupUuid: DEMO.companies.kolosYug }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("404 for another company's user and for an unknown group", async () => {
    const e = await addEmployee(c.kolosSuper, { roleUuid: DEMO.roles.kolosYugManager });
    expect(
      (
        await c.agroSuper.put('/api/group/role', {
          roles: [{ roleUuid: DEMO.roles.agroCenterAdmin, groupUuid: e.uuid }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await c.agroSuper.del(`/api/group/${e.uuid}`)).statusCode).toBe(404);
    expect(
      (
        await c.agroSuper.del('/api/group/roles', {
          roles: [{ roleUuid: DEMO.roles.kolosYugManager, groupUuid: e.uuid }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await c.kolosSuper.put('/api/group/role', {
          roles: [{ roleUuid: DEMO.roles.kolosYugManager, groupUuid: crypto.randomUUID() }],
        })
      ).statusCode,
    ).toBe(404);
    expect(await roleOf(e.uuid)).toBe(DEMO.roles.kolosYugManager);
  });

  it('403 for one’s own role and without Update on UsersView', async () => {
    expect(
      (
        await c.kolosSuper.del('/api/group/roles', {
          roles: [{ roleUuid: DEMO.roles.kolosYugAdmin, groupUuid: DEMO.users.kolosYugSuper }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await c.kolosSuper.del(`/api/group/${DEMO.users.kolosYugSuper}`)).statusCode).toBe(403);
    expect(
      (
        await c.kolosManager.put('/api/group/role', {
          roles: [{ roleUuid: DEMO.roles.kolosYugAdmin, groupUuid: DEMO.users.kolosYugManager }],
        })
      ).statusCode,
    ).toBe(403);
  });
});
