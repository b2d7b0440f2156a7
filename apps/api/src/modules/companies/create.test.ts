import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MSG } from '@kolos/domain/companies';
import { createTestApp, type TestApp } from '../../../test/harness';
import { corpCard, freshInn, invited } from '../../../test/onboarding';
import { addEmployee, demoCallers } from '../../../test/staff';
import { newId } from '../../platform/ids';

/*
 * Issue 28 point 18: POST /companies/{uuid} — a platform admin opens the card of a new purchaser
 * under the uuid his client chose (docs/onboarding.md "POST /companies/{uuid}").
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
}, 60_000);
afterAll(() => t.close());

const card = (patch: Record<string, unknown> = {}) => ({
  ...corpCard(freshInn()),
  name: 'ООО «Элеватор-Север»',
  ...patch,
});

describe('POST /companies/{uuid}: a new purchaser card', () => {
  it('the admin creates it: an approved purchaser, listed among purchasers, audited; then he adds its first employee', async () => {
    const uuid = newId();
    const body = card();
    const res = await c.admin.post(`/api/companies/${uuid}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid,
      name: 'ООО «Элеватор-Север»',
      taxCode: body.taxCode,
      reasonCode: '773601001',
      bankID: '044525225',
      userType: 'purchaser',
      traderType: 'TRADER_TYPE_TRADER',
      status: 'APPROVED',
    });
    const list = await c.admin.get('/api/companies?userType=USER_TYPE_PURCHASER&limit=1000');
    expect(list.json<{ companies: { uuid: string }[] }>().companies.map((x) => x.uuid)).toContain(uuid);
    const audit = await t.db.selectFrom('auditLog').select('action').where('targetUuid', '=', uuid).execute();
    expect(audit.map((a) => a.action)).toEqual(['company.create']);
    const employee = await addEmployee(c.admin, { companyUuid: uuid });
    const row = await t.db
      .selectFrom('users')
      .select('companyUuid')
      .where('uuid', '=', employee.uuid)
      .executeTakeFirst();
    expect(row?.companyUuid).toBe(uuid);
  });

  it('the same uuid again: 409, and the first card stays as it was', async () => {
    const uuid = newId();
    expect((await c.admin.post(`/api/companies/${uuid}`, card())).statusCode).toBe(200);
    const again = await c.admin.post(`/api/companies/${uuid}`, card({ name: 'Другое имя' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COMPANY_MSG.uuidTaken });
    expect((await c.admin.get(`/api/companies/get/${uuid}`)).json()).toMatchObject({
      name: 'ООО «Элеватор-Север»',
    });
  });

  it('an ИНН already on the platform (a farmer invited with it): 409', async () => {
    const farmer = await invited(t, c.kolosSuper);
    const res = await c.admin.post(`/api/companies/${newId()}`, card({ taxCode: farmer.taxCode }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: COMPANY_MSG.taxCodeTaken });
  });

  it('a card that fails the requisite checks: 400 with the field and its Russian message', async () => {
    const res = await c.admin.post(`/api/companies/${newId()}`, card({ taxCode: '1234567890', name: '' }));
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ detail: { field: string; message: string }[] }>().detail.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'taxCode']));
    expect(res.json<{ message: string }>().message).toMatch(/[а-яА-Я]/);
  });

  it.each([
    ['a purchaser super-user', 'kolosSuper'],
    ['a purchaser manager', 'kolosManager'],
    ['a farmer', 'farmer'],
  ] as const)('%s: 403, nothing created', async (_, who) => {
    const uuid = newId();
    const res = await c[who].post(`/api/companies/${uuid}`, card());
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('companies').select('uuid').where('uuid', '=', uuid).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('no session: 401; a malformed uuid: 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/companies/${newId()}`, payload: card() });
    expect(res.statusCode).toBe(401);
    expect((await c.admin.post('/api/companies/not-a-uuid', card())).statusCode).toBe(400);
  });
});
