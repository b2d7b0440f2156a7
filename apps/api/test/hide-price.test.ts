import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '@kolos/domain';
import { createTestApp, DEMO, type TestApp } from './harness';
import type { Client } from './staff';
import { userWith } from './trading';

/**
 * Issue 28 point 4: an observer whose roles hide prices (the restricted Monitoring and tenders
 * items) gets no money in any answer. The test walks every GET route — and every POST that reads
 * with an empty body — the observer may call, with the ids the seed holds for each path parameter,
 * and fails on any price field in a 200 answer.
 */

const OBSERVER_POLICIES: Policy[] = [
  { resource: { routeName: 'Monitoring', params: ['hideActions', 'hidePrice'] }, accessRights: ['read'] },
  { resource: { routeName: 'AuctionsList', params: ['hideActions', 'hidePrice'] }, accessRights: ['read'] },
];

const MONEY = /price|premium|cost|rub$|^sum$|^amount$/i;
/** The field names that carry money anywhere in a JSON answer (the rights' own names aside). */
function moneyFields(value: unknown, path = '$', found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => moneyFields(item, `${path}[${i}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (MONEY.test(key) && !/^(hide|show)/i.test(key) && inner !== null) found.push(`${path}.${key}`);
      moneyFields(inner, `${path}.${key}`, found);
    }
  return found;
}

/** The query a route needs before it answers anything (filled once the seed's places are read). */
const queries = new Map<string, string>();

let t: TestApp;
let observer: Client;
const candidates: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  observer = await userWith(t, DEMO.companies.kolosYug, 'purchaser', OBSERVER_POLICIES);
  const kolos = DEMO.companies.kolosYug;
  const auctions = await t.db
    .selectFrom('auctions')
    .select('uuid')
    .where('ownerCompanyUuid', '=', kolos)
    .limit(2)
    .execute();
  const offers = await t.db
    .selectFrom('offers')
    .select('offers.uuid')
    .where(
      'auctionUuid',
      'in',
      auctions.map((a) => a.uuid),
    )
    .limit(2)
    .execute();
  const places = await t.db
    .selectFrom('locations')
    .select('uuid')
    .where('authorCompanyUuid', '=', kolos)
    .limit(2)
    .execute();
  candidates.push(...[...auctions, ...offers, ...places].map((r) => r.uuid), DEMO.companies.rassvet, kolos);
  const seen = (await observer.get('/api/user/personal/locations')).json<{ uuid: string }[]>();
  const [from, to] = [...places, ...seen].map((p) => p.uuid);
  queries.set('/api/delivery/price', `?fromLocationUuid=${from}&toLocationUuid=${to}&amountTons=25`);
});
afterAll(() => t.close());

describe('prices under hidePrice, on every route the observer may call', () => {
  it('no 200 answer carries a price field', async () => {
    const routes = t.app.routeAccess.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.streams &&
        !r.access.public &&
        (r.method === 'GET' || r.method === 'POST') &&
        !/logout|\/auth\//.test(r.url),
    );
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const urls = route.url.includes(':')
        ? candidates.map((id) => route.url.replace(/:[A-Za-z]+/g, id))
        : [route.url + (queries.get(route.url) ?? '')];
      for (const url of urls) {
        const res = route.method === 'GET' ? await observer.get(url) : await observer.post(url, {});
        if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) continue;
        answered += 1;
        for (const field of moneyFields(res.json())) leaks.push(`${route.method} ${url}: ${field}`);
      }
    }
    // the walk reached the observer's screens (a walk that answers nothing proves nothing)
    expect(answered).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
  });
});
