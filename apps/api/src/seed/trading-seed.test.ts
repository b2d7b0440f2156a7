import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { canAccess, itemsFromPolicies, type Policy } from '@kolos/domain';
import { auctionStatusAt, landedPrice, LIVE_OFFER_STATUSES, type OfferWire } from '@kolos/domain/trading';
import { createTestApp, DEMO, type TestApp } from '../../test/harness';
import { loginAs } from '../../test/staff';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';
import { TRADING_DEMO } from './demo-ids';
import { FARMER_ITEMS } from './10-foundation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const C = DEMO.companies;

const auctions = () =>
  t.db
    .selectFrom('auctions as a')
    .innerJoin('purchaseRegions as r', 'r.uuid', 'a.regionUuid')
    .select([
      'a.uuid',
      'a.number',
      'a.ownerCompanyUuid',
      'a.status',
      'a.startAt',
      'a.endAt',
      'a.volume',
      'a.offersCount',
      'a.offeredVolume',
      'a.acceptedVolume',
      'r.fedRegionUuid',
    ])
    .execute();
const offers = () => t.db.selectFrom('offers').selectAll().orderBy('createdAt').execute();

describe('the farmer role trades (issue 15 point 9)', () => {
  it('«Фермер» holds the trading rights the routes ask of a farmer, as role-editor items', async () => {
    const role = await t.db
      .selectFrom('roles')
      .select('policies')
      .where('uuid', '=', DEMO.roles.farmer)
      .executeTakeFirstOrThrow();
    const policies = role.policies as unknown as Policy[];
    expect(itemsFromPolicies(policies).sort()).toEqual([...FARMER_ITEMS].sort());
    const farmer = { userType: 'farmer' as const, policies };
    for (const [route, right] of [
      ['AuctionsList', 'read'],
      ['Auction', 'read'],
      ['Offers', 'read'],
      ['Offer', 'create'],
      ['Offer', 'update'],
      ['ShippingPointsList', 'read'],
      ['ShippingPointView', 'create'],
    ] as const)
      expect(canAccess(farmer, route, { rights: [right] }), `${route} ${right}`).toBe(true);
    // he makes no tenders: 'Создание торгов' is not his
    expect(canAccess(farmer, 'Auction', { rights: ['create'] })).toBe(false);
  });

  it('the migration gives the role to a base seeded before, and leaves an edited role alone', async () => {
    const seeded = await t.db
      .selectFrom('roles')
      .select('policies')
      .where('uuid', '=', DEMO.roles.farmer)
      .executeTakeFirstOrThrow();
    const before = [
      { resource: { routeName: 'ShippingPointsList', params: [] }, accessRights: ['read'] },
      {
        resource: { routeName: 'ShippingPointView', params: [] },
        accessRights: ['create', 'update', 'delete'],
      },
    ];
    const setFarmer = (policies: unknown) =>
      t.db
        .updateTable('roles')
        .set({ policies: JSON.stringify(policies) })
        .where('uuid', '=', DEMO.roles.farmer)
        .execute();
    const rerun = async () => {
      // 0020 gave the role its trading, 0027 (issue 17) its slots, 0039 (issue 28) the agreement's signing.
      const steps = [
        '0020_farmer_trading_role.sql',
        '0027_farmer_slots_role.sql',
        '0039_farmer_agreement_role.sql',
      ];
      await sql`delete from schema_migrations where name in (${sql.join(steps)})`.execute(t.db);
      expect(await migrate(t.db)).toEqual(steps);
      return (
        await t.db
          .selectFrom('roles')
          .select('policies')
          .where('uuid', '=', DEMO.roles.farmer)
          .executeTakeFirstOrThrow()
      ).policies;
    };
    await setFarmer(before);
    expect(await rerun()).toEqual(seeded.policies);
    const edited = [before[0]];
    await setFarmer(edited);
    expect(await rerun()).toEqual(edited);
    await setFarmer(seeded.policies);
  });
});

describe('trading demo data (issue 15 point 9)', () => {
  it('«Колос-Юг» has a tender in every status, «Агро-Центр» a few, numbered per purchaser', async () => {
    const now = new Date();
    const all = await auctions();
    const statusesOf = (owner: string) =>
      new Set(all.filter((a) => a.ownerCompanyUuid === owner).map((a) => auctionStatusAt(a, now)));
    expect([...statusesOf(C.kolosYug)].sort()).toEqual([
      'AUCTION_ACTIVE',
      'AUCTION_CANCELED',
      'AUCTION_COMPLETED',
      'AUCTION_FINISHED',
      'AUCTION_PLANNED',
    ]);
    expect(statusesOf(C.agroCenter).size).toBeGreaterThanOrEqual(3);
    for (const owner of [C.kolosYug, C.agroCenter]) {
      const numbers = all.filter((a) => a.ownerCompanyUuid === owner).map((a) => a.number);
      const last = await t.db
        .selectFrom('auctionNumbers')
        .select('lastNumber')
        .where('companyUuid', '=', owner)
        .executeTakeFirstOrThrow();
      expect(last.lastNumber).toBe(Math.max(...numbers));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('the active tenders are active at the seed time and stay so for at least an hour', async () => {
    const active = await t.db
      .selectFrom('auctions')
      .select(['startAt', 'endAt'])
      .where('uuid', 'in', [TRADING_DEMO.auctions.kolosYugActive, TRADING_DEMO.auctions.agroCenterActive])
      .execute();
    expect(active).toHaveLength(2);
    const inAnHour = new Date(Date.now() + 3_600_000);
    for (const a of active)
      expect(auctionStatusAt({ status: 'AUCTION_PLANNED', ...a }, inAnHour)).toBe('AUCTION_ACTIVE');
  });

  it('every «Колос-Юг» tender matches the demo farmer: a point of his in its territory’s subject', async () => {
    const subjects = new Set(
      (
        await t.db
          .selectFrom('locations')
          .select('fedRegionUuid')
          .where('companyUuid', '=', C.rassvet)
          .where('isDeleted', '=', false)
          .execute()
      ).map((l) => l.fedRegionUuid),
    );
    const kolosYug = (await auctions()).filter((a) => a.ownerCompanyUuid === C.kolosYug);
    expect(kolosYug.length).toBeGreaterThanOrEqual(5);
    for (const a of kolosYug) expect(subjects.has(a.fedRegionUuid), a.uuid).toBe(true);
  });

  it('through the API the demo farmer is matched to every running «Колос-Юг» tender and sees his offers', async () => {
    const farmer = await loginAs(t, DEMO.phones.farmer);
    const matched = await farmer.get('/api/auctions/matched');
    expect(matched.statusCode).toBe(200);
    const now = new Date();
    const running = (await auctions())
      .filter((a) => a.ownerCompanyUuid === C.kolosYug && auctionStatusAt(a, now) === 'AUCTION_ACTIVE')
      .map((a) => a.uuid);
    const body = matched.json<{ uuid: string }[] | { auctions: { uuid: string }[] }>();
    const seen = (Array.isArray(body) ? body : body.auctions).map((a) => a.uuid);
    expect(seen).toEqual(expect.arrayContaining(running));
    const own = await farmer.get('/api/user/personal/offers');
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain(TRADING_DEMO.offers.rassvetActive);
  });

  it('through the API the trader sees the countered tender’s offers ranked, the open counter-offer on one', async () => {
    const trader = await loginAs(t, DEMO.phones.kolosYugSuper);
    const res = await trader.get(`/api/offers/filterByAuction/${TRADING_DEMO.auctions.kolosYugActive}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<OfferWire[] | { offers: OfferWire[] }>();
    const ranked = Array.isArray(body) ? body : body.offers;
    expect(ranked).toHaveLength(3);
    const landed = ranked.map((o) => o.landedPrice!);
    expect(landed).toEqual([...landed].sort((a, b) => a - b));
    expect(ranked.find((o) => o.uuid === TRADING_DEMO.offers.nivaCountered)?.counterOffer?.status).toBe(
      'OPEN',
    );
  });

  it('each tender’s counters are its offers’ sums; none accepts more than it wanted', async () => {
    const all = await offers();
    const farms = new Set(all.map((o) => o.farmerCompanyUuid));
    expect(farms.size).toBeGreaterThanOrEqual(4);
    for (const a of await auctions()) {
      const mine = all.filter((o) => o.auctionUuid === a.uuid);
      const live = mine.filter((o) => (LIVE_OFFER_STATUSES as readonly string[]).includes(o.status));
      const kept = mine.filter((o) => o.status !== 'OFFER_WITHDRAWN');
      expect(a.offersCount, a.uuid).toBe(kept.length);
      expect(a.offeredVolume, a.uuid).toBe(kept.reduce((s, o) => s + o.volume, 0));
      expect(a.acceptedVolume, a.uuid).toBe(mine.reduce((s, o) => s + o.acceptedVolume, 0));
      expect(a.acceptedVolume).toBeLessThanOrEqual(a.volume);
      // one live offer per company and tender
      expect(new Set(live.map((o) => o.farmerCompanyUuid)).size).toBe(live.length);
    }
  });

  it('a completed tender has results: accepted offers with their volume, the others declined', async () => {
    const mine = (await offers()).filter((o) => o.auctionUuid === TRADING_DEMO.auctions.kolosYugCompleted);
    expect(mine.filter((o) => o.status === 'OFFER_ACCEPTED').length).toBeGreaterThanOrEqual(2);
    for (const o of mine) {
      expect(['OFFER_ACCEPTED', 'OFFER_DECLINED']).toContain(o.status);
      expect(o.acceptedVolume > 0).toBe(o.status === 'OFFER_ACCEPTED');
    }
    const partial = mine.find((o) => o.uuid === TRADING_DEMO.offers.rassvetAccepted)!;
    expect(partial.acceptedVolume).toBeLessThan(partial.volume);
  });

  it('one offer waits for the farmer’s answer to an open counter-offer', async () => {
    const open = await t.db.selectFrom('counterOffers').selectAll().where('status', '=', 'OPEN').execute();
    expect(open.map((c) => c.offerUuid)).toEqual([TRADING_DEMO.offers.nivaCountered]);
    const offer = (await offers()).find((o) => o.uuid === TRADING_DEMO.offers.nivaCountered)!;
    expect(offer.status).toBe('OFFER_COUNTERED');
    expect(open[0]!.volume).toBeLessThanOrEqual(offer.volume);
  });

  it('server-worked prices are the delivery-price call’s and the landed-price rule’s', async () => {
    const admin = await loginAs(t, DEMO.phones.admin);
    const points = await t.db.selectFrom('auctionLocations').selectAll().execute();
    let fca = 0;
    for (const o of await offers()) {
      expect(o.landedPrice).toBe(landedPrice(o));
      if (o.deliveryType === 'SELLER') {
        expect([o.deliveryPrice, o.distance, o.tariffType]).toEqual([null, null, null]);
        continue;
      }
      fca++;
      const quotes = [];
      for (const p of points.filter((p) => p.auctionUuid === o.auctionUuid)) {
        const res = await admin.get(
          `/api/delivery/price?fromLocationUuid=${o.farmerLocationUuid}&toLocationUuid=${p.locationUuid}`,
        );
        expect(res.statusCode).toBe(200);
        quotes.push({
          ...res.json<{ price: number; distance: number; tariffType: string }>(),
          at: p.locationUuid,
        });
      }
      const best = quotes.sort((a, b) => a.price - b.price)[0]!;
      expect({
        deliveryPrice: o.deliveryPrice,
        distance: Number(o.distance),
        tariffType: o.tariffType,
      }).toEqual({
        deliveryPrice: best.price,
        distance: best.distance,
        tariffType: best.tariffType,
      });
      expect(o.deliveryPrice).toBeGreaterThan(0);
    }
    expect(fca).toBeGreaterThanOrEqual(5);
    // «Колос-Юг» pays a premium in the Тихорецкий district, where the demo farmer's yard is
    const premiums = (await offers()).filter((o) => o.premium !== null);
    expect(premiums.length).toBeGreaterThan(0);
  });

  it('every offer’s history ends in its status and starts with its placing', async () => {
    const history = await t.db
      .selectFrom('offerHistory')
      .selectAll()
      .orderBy('createdAt')
      .orderBy('uuid')
      .execute();
    for (const o of await offers()) {
      const mine = history.filter((h) => h.offerUuid === o.uuid);
      expect(mine[0]).toMatchObject({ previousStatus: null, status: 'OFFER_ACTIVE' });
      expect(mine.at(-1)!.status, o.uuid).toBe(o.status);
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.previousStatus).toBe(mine[i - 1]!.status);
    }
    const edited = history.filter((h) => h.offerUuid === TRADING_DEMO.offers.rassvetActive);
    expect(edited.flatMap((h) => h.changes).map((c) => c.field)).toContain('price');
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      (
        await sql<{ n: string }>`select (select count(*) from auctions) + (select count(*) from offers)
          + (select count(*) from offer_history) + (select count(*) from counter_offers) as n`.execute(t.db)
      ).rows[0]!.n;
    const before = await count();
    await seedDemo(t.db);
    expect(await count()).toBe(before);
  });
});
