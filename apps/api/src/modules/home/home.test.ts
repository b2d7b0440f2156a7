import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { formatUtcDateTime } from '@kolos/domain/prepayment';
import { endOfToday, type TodoKind, type TodoReply } from '@kolos/domain/home';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { newSlot, todayOffsets } from '../../../test/slots';
import { demoCallers, type Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  FARMER_TRADING_POLICIES,
  makeOffer,
  minutesFromNow,
  newFarmer,
  offerBody,
  setTimes,
  userWith,
} from '../../../test/trading';
import { newId } from '../../platform/ids';

/*
 * Issue 29 point 13: GET /user/personal/todo. Each kind counted for the right user and only for
 * him; another company's rows never counted; an item whose screen the caller may not open absent.
 * Staff counts are read as a difference: the demo company's own seeded rows are not this file's.
 */
let t: TestApp;
let kolos: Client;
let agro: Client;
let admin: Client;

const todo = async (c: Client) => {
  const res = await c.get('/api/user/personal/todo');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TodoReply>().items;
};
const countOf = async (c: Client, kind: TodoKind) => (await todo(c)).find((i) => i.kind === kind)?.count ?? 0;
const kindsOf = async (c: Client) => (await todo(c)).map((i) => i.kind);

/** A farmer of a new company whose role also opens the queue (the «Фермер» role does). */
async function farmerWithQueue() {
  const farm = await newFarmer(t);
  const call = await userWith(t, farm.companyUuid, 'farmer', [
    ...FARMER_TRADING_POLICIES,
    policy('Slots', ['read']),
  ]);
  return { ...farm, call };
}
const inHours = (h: number) => Math.floor(Date.now() / 1000 + h * 3600);
/** The user behind a session: the access token's subject. */
const userOf = (c: Client) =>
  (JSON.parse(Buffer.from(c.tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  ({ admin } = await demoCallers(t));
});
afterAll(() => t.close());

describe('GET /user/personal/todo: the farmer', () => {
  it('a counter-offer to answer: counted for his company only, with the link to his offers', async () => {
    const [one, two] = [await newFarmer(t), await newFarmer(t)];
    const auction = await createAuction(kolos, await auctionBody(t));
    const offer = await makeOffer(one.call, offerBody(auction, { volume: 100, price: 14500 }));
    await makeOffer(two.call, offerBody(auction, { volume: 100, price: 14400 }));
    expect(await todo(one.call)).toEqual([]);
    const countered = await kolos.post('/api/v2/counterOffer', {
      offerUuid: offer.uuid,
      price: 14300,
      volume: 80,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(await todo(one.call)).toEqual([{ kind: 'COUNTER_OFFERS', count: 1, link: '/admin/offers' }]);
    expect(await kindsOf(two.call)).not.toContain('COUNTER_OFFERS');
  });

  it('tenders matching him that close today, not those closing tomorrow', async () => {
    const farm = await newFarmer(t);
    const before = await countOf(farm.call, 'TENDERS_CLOSING_TODAY');
    const today = await createAuction(kolos, await auctionBody(t));
    const tomorrow = await createAuction(kolos, await auctionBody(t));
    const end = endOfToday(new Date());
    await setTimes(
      t,
      today.uuid,
      minutesFromNow(-60),
      new Date(Math.max(end.getTime() - 60_000, Date.now() + 60_000)),
    );
    await setTimes(t, tomorrow.uuid, minutesFromNow(-60), new Date(end.getTime() + 3_600_000));
    expect(await countOf(farm.call, 'TENDERS_CLOSING_TODAY')).toBe(before + 1);
    const item = (await todo(farm.call)).find((i) => i.kind === 'TENDERS_CLOSING_TODAY');
    expect(item?.link).toBe('/admin/auctions?statuses=AUCTION_ACTIVE');
    // the other tests' new farmers are matched to it too: it closes tomorrow from here on
    await setTimes(t, today.uuid, minutesFromNow(-60), new Date(end.getTime() + 3_600_000));
  });

  it('slots without a truck, trips without papers and declined papers — his slots only', async () => {
    const farm = await farmerWithQueue();
    const other = await farmerWithQueue();
    await newSlot(t, { at: inHours(30), farmer: farm.companyUuid, offer: null });
    const withTruck = await newSlot(t, {
      at: inHours(31),
      farmer: farm.companyUuid,
      offer: null,
      car: { number: 'А123ВС123', fullname: 'Иванов И. И.', phone: '+79001112233' },
    });
    await t.db
      .insertInto('slotTripDocs')
      .values({ uuid: withTruck.uuid, status: 'SLOT_DOCS_DECLINED' })
      .execute();
    // papers sent and on moderation: nothing for him to do about them
    const sent = await newSlot(t, {
      at: inHours(32),
      farmer: farm.companyUuid,
      offer: null,
      car: { number: 'В456ОР123', fullname: 'Петров П. П.', phone: '+79001112244' },
    });
    await t.db
      .insertInto('slotTripDocs')
      .values({ uuid: sent.uuid, status: 'SLOT_DOCS_ON_MODERATE' })
      .execute();
    const items = await todo(farm.call);
    expect(items).toEqual([
      { kind: 'SLOTS_WITHOUT_TRUCK', count: 1, link: '/admin/slots' },
      { kind: 'TRIPS_WITHOUT_PAPERS', count: 1, link: '/admin/slots' },
      { kind: 'TRIP_PAPERS_DECLINED', count: 1, link: '/admin/slots' },
    ]);
    expect(await todo(other.call)).toEqual([]);
    // a canceled slot or one unloaded needs nothing more
    await t.db
      .updateTable('slots')
      .set({ status: 'SLOT_UNLOADED' })
      .where('uuid', '=', withTruck.uuid)
      .execute();
    expect(await kindsOf(farm.call)).not.toContain('TRIP_PAPERS_DECLINED');
  });

  it('rights hide items: a farmer whose role does not open the queue gets no slot item', async () => {
    const farm = await newFarmer(t); // trading policies only
    await newSlot(t, { at: inHours(30), farmer: farm.companyUuid, offer: null });
    expect(await todo(farm.call)).toEqual([]);
  });

  it('a new agreement version to sign (the demo farmer, with the seeded «Фермер» role)', async () => {
    const { farmer, kolosSuper } = await demoCallers(t);
    expect(await kindsOf(farmer)).not.toContain('AGREEMENT_TO_SIGN');
    const published = await kolosSuper.post('/api/admin/agreement', {
      title: 'Рамочный договор поставки зерна, ред. 2',
      text: 'Поставщик поставляет, Покупатель принимает и оплачивает зерно на условиях сделок платформы.',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await todo(farmer)).find((i) => i.kind === 'AGREEMENT_TO_SIGN')).toEqual({
      kind: 'AGREEMENT_TO_SIGN',
      count: 1,
      link: '/admin/agreement-renewal',
    });
  });
});

describe('GET /user/personal/todo: staff', () => {
  it('offers waiting for a decision and tenders to close; reading offers only is not closing tenders', async () => {
    const reader = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Offers', ['read'])]);
    const before = {
      offers: await countOf(kolos, 'OFFERS_TO_DECIDE'),
      tenders: await countOf(kolos, 'TENDERS_TO_CLOSE'),
    };
    const agroBefore = await todo(agro);
    const auction = await createAuction(
      kolos,
      await auctionBody(t, { endAt: formatUtcDateTime(minutesFromNow(120)) }),
    );
    const farm = await newFarmer(t);
    await makeOffer(farm.call, offerBody(auction, { volume: 100, price: 14500 }));
    // still running: nothing to decide yet
    expect(await countOf(kolos, 'OFFERS_TO_DECIDE')).toBe(before.offers);
    await setTimes(t, auction.uuid, minutesFromNow(-48 * 60), minutesFromNow(-5));
    expect(await countOf(kolos, 'OFFERS_TO_DECIDE')).toBe(before.offers + 1);
    expect(await countOf(kolos, 'TENDERS_TO_CLOSE')).toBe(before.tenders + 1);
    expect((await todo(kolos)).find((i) => i.kind === 'TENDERS_TO_CLOSE')?.link).toBe(
      '/admin/auctions?statuses=AUCTION_FINISHED',
    );
    expect(await kindsOf(reader)).toContain('OFFERS_TO_DECIDE');
    expect(await kindsOf(reader)).not.toContain('TENDERS_TO_CLOSE');
    expect(await todo(agro)).toEqual(agroBefore); // another purchaser: not his
  });

  it('trucks due today and late, trip papers to check: the point owner’s staff only', async () => {
    const yard = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('Slots', ['read']),
      policy('DocumentsList', ['read']),
    ]);
    const before = {
      due: await countOf(yard, 'TRUCKS_DUE_TODAY'),
      late: await countOf(yard, 'TRUCKS_LATE'),
      check: await countOf(yard, 'TRIP_PAPERS_TO_CHECK'),
    };
    const agroBefore = await todo(agro);
    const farm = await newFarmer(t);
    // due: in twenty minutes; late: started half an hour ago — both today at the point, whatever the hour
    const [dueIn, lateBy] = await todayOffsets([1 / 3, -0.5]);
    await newSlot(t, { at: inHours(dueIn!), seconds: 600, farmer: farm.companyUuid, offer: null });
    const late = await newSlot(t, { at: inHours(lateBy!), farmer: farm.companyUuid, offer: null });
    await t.db
      .insertInto('slotTripDocs')
      .values({ uuid: late.uuid, status: 'SLOT_DOCS_ON_MODERATE' })
      .execute();
    const after = {
      due: await countOf(yard, 'TRUCKS_DUE_TODAY'),
      late: await countOf(yard, 'TRUCKS_LATE'),
      check: await countOf(yard, 'TRIP_PAPERS_TO_CHECK'),
    };
    expect(after).toEqual({ due: before.due + 1, late: before.late + 1, check: before.check + 1 });
    const links = Object.fromEntries((await todo(yard)).map((i) => [i.kind, i.link]));
    expect(links).toMatchObject({
      TRUCKS_DUE_TODAY: '/admin/slots',
      TRUCKS_LATE: '/admin/slots',
      TRIP_PAPERS_TO_CHECK: '/admin/documents?tab=trips',
    });
    expect(await todo(agro)).toEqual(agroBefore);
    // a user without the queue or the documents gets none of it
    const trader = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Offers', ['read'])]);
    expect(await kindsOf(trader)).not.toEqual(expect.arrayContaining(['TRUCKS_DUE_TODAY']));
    expect(await kindsOf(trader)).not.toContain('TRUCKS_LATE');
    expect(await kindsOf(trader)).not.toContain('TRIP_PAPERS_TO_CHECK');
  });

  it('imports with errors: the user’s own checked import waiting, not another’s', async () => {
    const clerk = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Transport', ['read'])]);
    const colleague = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('Transport', ['read']),
    ]);
    const row = (valid: number, expireAt: Date) => ({
      uuid: newId(),
      kind: 'transport.fca',
      userUuid: userOf(clerk),
      companyUuid: DEMO.companies.kolosYug,
      params: '{}',
      total: 3,
      valid,
      expireAt,
    });
    await t.db
      .insertInto('imports')
      .values([row(1, minutesFromNow(30)), row(3, minutesFromNow(30)), row(0, minutesFromNow(-1))])
      .execute();
    expect(await todo(clerk)).toEqual([{ kind: 'IMPORTS_WITH_ERRORS', count: 1, link: '/admin/transport' }]);
    expect(await todo(colleague)).toEqual([]);
  });

  it('companies to moderate: the admin only', async () => {
    const before = await countOf(admin, 'COMPANIES_TO_MODERATE');
    await t.db
      .insertInto('companies')
      .values({
        uuid: newId(),
        name: `КФХ «Модерация ${randomInt(1e6)}»`,
        taxCode: String(randomInt(1e11, 1e12 - 1)),
        userType: 'farmer',
        status: 'ON_MODERATE',
      })
      .execute();
    expect(await countOf(admin, 'COMPANIES_TO_MODERATE')).toBe(before + 1);
    expect((await todo(admin)).find((i) => i.kind === 'COMPANIES_TO_MODERATE')?.link).toBe(
      '/moderation/farmers?status=ON_MODERATE',
    );
    expect(await kindsOf(kolos)).not.toContain('COMPANIES_TO_MODERATE');
  });

  it('a guest is refused (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/personal/todo' })).statusCode).toBe(401);
  });
});
