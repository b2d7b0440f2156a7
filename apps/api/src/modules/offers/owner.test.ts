import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import type { Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  patch,
  type OfferAnswer,
} from '../../../test/trading';

/*
 * ADR 0105: the offer keeps its tender's owner (offers.owner_company_uuid) for the purchaser's
 * list. Every way an offer is written fills it, the database refuses a copy that differs from
 * the tender's, and the lists answer what the join to the tenders answered before.
 */

let t: TestApp;
let kolos: Client;
let agro: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
});
afterAll(() => t.close());

const ownerOf = async (offerUuid: string) =>
  (
    await t.db
      .selectFrom('offers')
      .select(['ownerCompanyUuid', 'auctionUuid'])
      .where('uuid', '=', offerUuid)
      .executeTakeFirstOrThrow()
  ).ownerCompanyUuid;

/** Offers whose kept owner is not their tender's: none, ever. */
const mismatched = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from offers o join auctions a on a.uuid = o.auction_uuid
                                where o.owner_company_uuid <> a.owner_company_uuid`.execute(t.db)
    ).rows[0]!.n,
  );

type Page = { offers: OfferAnswer[]; totalCount: number };

describe('the owner kept on the offer is filled on every write', () => {
  it('the seeds: every demo offer carries its tender’s owner', async () => {
    const { n } = (await sql<{ n: number }>`select count(*)::int as n from offers`.execute(t.db)).rows[0]!;
    expect(n).toBeGreaterThan(0);
    expect(await mismatched()).toBe(0);
  });

  it('a farmer’s offer (POST /v2/offers) and a phone deal (POST /offers)', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const own = await makeOffer(farmer.call, offerBody(a));
    expect(await ownerOf(own.uuid)).toBe(DEMO.companies.kolosYug);
    const other = await newFarmer(t);
    const deal = await kolos.post('/api/offers', { ...offerBody(a), farmerCompanyUuid: other.companyUuid });
    expect(deal.statusCode).toBe(200);
    expect(await ownerOf(deal.json<OfferAnswer>().uuid)).toBe(DEMO.companies.kolosYug);
  });

  it('a counter-offer and its answer, an edit, a move to another tender keep it', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    const counter = await kolos.post('/api/v2/counterOffer', {
      offerUuid: o.uuid,
      price: 14000,
      volume: 100,
    });
    expect(counter.statusCode).toBe(200);
    const c = counter.json<OfferAnswer>().counterOffer!;
    const answer = await farmer.call.put('/api/v2/counterOffer', { uuid: c.uuid, status: 'DECLINED' });
    expect(answer.statusCode).toBe(200);
    expect(await ownerOf(o.uuid)).toBe(DEMO.companies.kolosYug);
    const edit = await farmer.call.put('/api/v2/offers', { ...offerBody(a, { volume: 150 }), uuid: o.uuid });
    expect(edit.statusCode).toBe(200);
    const b = await createAuction(kolos, await auctionBody(t));
    const moved = await patch(t, kolos, '/api/offers/rebindable', { offerUuid: o.uuid, auctionUuid: b.uuid });
    expect(moved.statusCode).toBe(200);
    expect(await ownerOf(o.uuid)).toBe(DEMO.companies.kolosYug);
    expect(await mismatched()).toBe(0);
  });

  it('the database refuses an owner that is not the tender’s', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const o = await makeOffer(farmer.call, offerBody(a));
    await expect(
      t.db
        .updateTable('offers')
        .set({ ownerCompanyUuid: DEMO.companies.agroCenter })
        .where('uuid', '=', o.uuid)
        .execute(),
    ).rejects.toThrow();
    expect(await ownerOf(o.uuid)).toBe(DEMO.companies.kolosYug);
  });
});

describe('the lists answer what the join to the tenders answered', () => {
  /** The page the list answered before ADR 0105: offers joined to their tenders by the owner. */
  const joined = async (
    owner: string,
    order: 'price' | 'landed_price' | 'volume' | 'created_at',
    dir: 'asc' | 'desc',
  ) =>
    (
      await sql<{ uuid: string }>`
        select o.uuid from offers o join auctions a on a.uuid = o.auction_uuid
         where a.owner_company_uuid = ${owner}
         order by ${sql.ref(`o.${order}`)} ${sql.raw(dir)}, o.created_at ${sql.raw(dir)}, o.uuid ${sql.raw(dir)}
         limit 15`.execute(t.db)
    ).rows.map((r) => r.uuid);
  const countJoined = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from offers o join auctions a on a.uuid = o.auction_uuid
                                  where ${where}`.execute(t.db)
      ).rows[0]!.n,
    );

  it('a purchaser sees his own tenders’ offers only, in every order, with the same total and counts', async () => {
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    await makeOffer(farmer.call, offerBody(a));
    for (const [c, owner] of [
      [kolos, DEMO.companies.kolosYug],
      [agro, DEMO.companies.agroCenter],
    ] as const) {
      const total = await countJoined(sql`a.owner_company_uuid = ${owner}`);
      for (const [field, column] of [
        ['price', 'price'],
        ['landedPrice', 'landed_price'],
        ['volume', 'volume'],
        ['created', 'created_at'],
      ] as const) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const page = (
            await c.get(`/api/offers/v2/filter?sortField=${field}&sortDirection=${dir}&limit=15`)
          ).json<Page>();
          expect(page.totalCount).toBe(total);
          expect(page.offers.map((o) => o.uuid)).toEqual(
            await joined(owner, column, dir === 'ASC' ? 'asc' : 'desc'),
          );
        }
      }
      const counts = (await c.get('/api/v2/offers/status')).json<{ count: number }[]>();
      expect(counts.reduce((s, x) => s + x.count, 0)).toBe(total);
    }
    // «Колос-Юг» has offers, and none of them is in «Агроцентр»'s list.
    const kolosPage = (await kolos.get('/api/offers/v2/filter?limit=100')).json<Page>();
    expect(kolosPage.totalCount).toBeGreaterThan(0);
    const agroPage = (await agro.get('/api/offers/v2/filter?limit=100')).json<Page>();
    const agroSet = new Set(agroPage.offers.map((o) => o.uuid));
    expect(kolosPage.offers.filter((o) => agroSet.has(o.uuid))).toEqual([]);
  });

  it('the acceptance points are those of the purchaser’s own tenders with offers', async () => {
    const points = (await agro.get('/api/v2/offers/locations')).json<{ uuid: string }[]>();
    const expected = (
      await sql<{ uuid: string }>`
        select distinct al.location_uuid as uuid from auction_locations al
          join auctions a on a.uuid = al.auction_uuid
         where a.owner_company_uuid = ${DEMO.companies.agroCenter}
           and exists (select 1 from offers o where o.auction_uuid = a.uuid)`.execute(t.db)
    ).rows.map((r) => r.uuid);
    expect(points.map((p) => p.uuid).sort()).toEqual(expected.sort());
  });

  it('a farmer sees his own offers only', async () => {
    const farmer = await newFarmer(t);
    const other = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    const mine = await makeOffer(farmer.call, offerBody(a));
    await makeOffer(other.call, offerBody(a));
    const page = (await farmer.call.get('/api/user/personal/offers')).json<Page>();
    expect([page.totalCount, page.offers.map((o) => o.uuid)]).toEqual([1, [mine.uuid]]);
    const filtered = (await farmer.call.get('/api/offers/v2/filter')).json<Page>();
    expect(filtered.offers.map((o) => o.uuid)).toEqual([mine.uuid]);
  });
});

describe('the totals kept a minute (LIST_COUNT_CACHE_SECONDS) are counted afresh after an offer write', () => {
  // its own app (a second one in this file): slow to start on a busy machine
  it(
    'a new offer shows in the purchaser’s total, his status counts and the farmer’s at once',
    { timeout: 120_000 },
    async () => {
      const cached = await createTestApp({ LIST_COUNT_CACHE_SECONDS: 60 });
      try {
        const buyer = await demoPurchaser(cached);
        const farmer = await newFarmer(cached);
        const a = await createAuction(buyer, await auctionBody(cached));
        const total = async () => (await buyer.get('/api/offers/v2/filter')).json<Page>().totalCount;
        const active = async () =>
          (await buyer.get('/api/v2/offers/status'))
            .json<{ status: string; count: number }[]>()
            .find((s) => s.status === 'OFFER_ACTIVE')!.count;
        const own = async () => (await farmer.call.get('/api/user/personal/offers')).json<Page>().totalCount;
        const before = [await total(), await active(), await own()];
        await makeOffer(farmer.call, offerBody(a));
        expect([await total(), await active(), await own()]).toEqual([before[0]! + 1, before[1]! + 1, 1]);
      } finally {
        await cached.close();
      }
    },
  );
});
