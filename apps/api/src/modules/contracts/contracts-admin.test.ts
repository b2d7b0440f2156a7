import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractListReply, IndicativePriceWire } from '@kolos/domain/contracts';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { cptBody, createContract, freshManager, setStatus, type Caller } from './test-fixtures';

/** Issue 13 point 9 and 13: the admin's purchaser column and filter; the list's total tonnes. */
let t: TestApp;
let admin: Caller;
let kolos: Caller;
let kolosManager: Awaited<ReturnType<typeof freshManager>>;
let agroManager: Awaited<ReturnType<typeof freshManager>>;

const list = async (call: Caller, query: string) => {
  const res = await call({ method: 'GET', url: `/api/contracts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContractListReply>();
};

const indicative = async (call: Caller, query = '') => {
  const res = await call({ method: 'GET', url: `/api/contracts/indicative-prices?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: IndicativePriceWire[] }>().items;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await login(t.app, DEMO.phones.admin));
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  kolosManager = await freshManager(t, 'kolosYug', 'Колосова');
  agroManager = await freshManager(t, 'agroCenter', 'Агрова');
  const agroPoint = await t.db
    .selectFrom('locations')
    .select(['uuid', 'regionUuid'])
    .where('companyUuid', '=', DEMO.companies.agroCenter)
    .where('kind', '=', 'ACCEPTANCE')
    .where('regionUuid', 'is not', null)
    .executeTakeFirstOrThrow();
  for (const quantity of [300, 450]) {
    const c = await createContract(kolosManager.call, await cptBody(t, { quantity, price: 16_000 }));
    expect((await setStatus(kolosManager.call, c.uuid, 'CONTRACT_CONFIRMED')).statusCode).toBe(200);
  }
  const agro = await createContract(
    agroManager.call,
    await cptBody(t, {
      quantity: 700,
      price: 12_000,
      aggregatorLocationUuid: agroPoint.uuid,
      regionUuid: agroPoint.regionUuid,
    }),
  );
  expect((await setStatus(agroManager.call, agro.uuid, 'CONTRACT_CONFIRMED')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe("the platform admin's contracts list names the purchaser of every deal", () => {
  it('answers the purchaser with each contract', async () => {
    const { contracts } = await list(admin, `userUuid=${agroManager.uuid}`);
    expect(contracts.map((c) => c.aggregatorCompany.name)).toEqual(['Агро-Центр']);
  });

  it('narrows to one purchaser for an admin', async () => {
    const all = await list(admin, 'limit=1000');
    const companies = new Set(all.contracts.map((c) => c.aggregatorCompanyUuid));
    expect(companies.size).toBeGreaterThan(1);
    const agro = await list(admin, `aggregatorCompanyUuid=${DEMO.companies.agroCenter}&limit=1000`);
    expect(agro.totalCount).toBeGreaterThan(0);
    expect(agro.contracts.every((c) => c.aggregatorCompanyUuid === DEMO.companies.agroCenter)).toBe(true);
    expect(agro.totalCount).toBeLessThan(all.totalCount);
  });

  it('gives staff nothing of another purchaser, whatever they filter by', async () => {
    const other = await list(kolos, `aggregatorCompanyUuid=${DEMO.companies.agroCenter}`);
    expect(other).toEqual({ contracts: [], totalCount: 0, totalVolume: 0 });
    const own = await list(kolos, `aggregatorCompanyUuid=${DEMO.companies.kolosYug}`);
    expect(own.totalCount).toBeGreaterThan(0);
  });

  it('gives indicative prices per purchaser, and an admin may narrow them to one', async () => {
    const rows = await indicative(admin);
    const agroRows = rows.filter((r) => r.aggregatorCompanyUuid === DEMO.companies.agroCenter);
    expect(agroRows.length).toBeGreaterThan(0);
    expect(agroRows.every((r) => r.aggregatorCompanyName === 'Агро-Центр')).toBe(true);
    const narrowed = await indicative(admin, `aggregatorCompanyUuid=${DEMO.companies.kolosYug}`);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((r) => r.aggregatorCompanyUuid === DEMO.companies.kolosYug)).toBe(true);
    expect(await indicative(kolos, `aggregatorCompanyUuid=${DEMO.companies.agroCenter}`)).toEqual([]);
  });
});

describe('the contracts list counts the tonnes of the whole filtered list', () => {
  it('sums every filtered contract, not just the page', async () => {
    const page = await list(kolos, `userUuid=${kolosManager.uuid}&limit=1`);
    expect(page.contracts).toHaveLength(1);
    expect(page.totalCount).toBe(2);
    expect(page.totalVolume).toBe(750);
  });
});
