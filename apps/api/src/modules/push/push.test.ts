import { PUSH_MSG } from '@kolos/domain/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointDate } from '@kolos/domain/queue';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { multipartBody, SAMPLES } from '../../../test/onboarding';
import { policy } from '../../../test/places';
import { OFFSET } from '../../../test/queue';
import { client, loginAs, type Client } from '../../../test/staff';
import {
  auctionBody,
  createAuction,
  demoPurchaser,
  makeOffer,
  newFarmer,
  offerBody,
  POINTS,
  userWith,
  type OfferAnswer,
} from '../../../test/trading';
import { newId } from '../../platform/ids';
import { TRADING_DEMO } from '../../seed/demo-ids';
import { FANOUT_JOB } from '../../platform/events/log';
import { ranAll } from '../../platform/jobs/testing';
import { PUSH_JOB } from './deliver';
import { vapidPublicKey } from './service';
import { browserKeys, pushService, vapidKeys, verifyVapid } from './testing';

/*
 * Issue 29 point 19 end to end: a push service started here, a browser's keys made here, a
 * counter-offer made through the API; the app's own jobs send the push; the test decrypts it.
 */

const VAPID = vapidKeys();
let t: TestApp;
let kolos: Client;
let service: Awaited<ReturnType<typeof pushService>>;
beforeAll(async () => {
  service = await pushService();
  t = await createTestApp({ ...VAPID, VAPID_SUBJECT: 'mailto:push@kolos.test', PUSH_ALLOW_PRIVATE: true });
  kolos = await demoPurchaser(t);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** Waits until the notices of the changes so far are written (the live events' fan-out ran). */
const fannedOut = () => ranAll(t.db, t.app.deps.jobs.schema, FANOUT_JOB);

/** The fan-out of the offer's counter once more, as its retry after a crash would run it. */
async function fanOutCounterAgain(offerUuid: string) {
  const event = await t.db
    .selectFrom('liveEvents')
    .select('id')
    .where('type', '=', 'offer.countered')
    .where('offerUuid', '=', offerUuid)
    .executeTakeFirstOrThrow();
  await t.app.deps.jobs.enqueue(t.db, FANOUT_JOB, { eventId: String(event.id) });
  await fannedOut();
}

/** A new farmer with an offer on a new auction of «Колос-Юг», the announcements already told. */
async function farmerWithOffer() {
  const auction = await createAuction(kolos, await auctionBody(t));
  const farmer = await newFarmer(t);
  const offer = await makeOffer(farmer.call, offerBody(auction, { price: 14500 }));
  await fannedOut();
  return { farmer: farmer.call, companyUuid: farmer.companyUuid, offer };
}

/** The farmer's browser, subscribed through the API. */
async function subscribed(c: Client) {
  const browser = browserKeys();
  const endpoint = service.endpoint();
  const res = await c.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys: browser.keys });
  expect(res.statusCode, res.body).toBe(200);
  return { ...browser, endpoint };
}

const counter = async (offer: OfferAnswer) => {
  const res = await kolos.post('/api/v2/counterOffer', { offerUuid: offer.uuid, price: 13900, volume: 80 });
  expect(res.statusCode).toBe(200);
  await fannedOut();
};

const pushesSent = () => ranAll(t.db, t.app.deps.jobs.schema, PUSH_JOB, { timeoutMs: 40_000 });
/** The subscriptions kept for a farmer company's users. */
const subscriptionsOf = (companyUuid: string) =>
  t.db.selectFrom('pushSubscriptions').select('endpoint').where('companyUuid', '=', companyUuid).execute();

describe("a counter-offer on the farmer's lock screen", () => {
  it('one real Web Push: VAPID-signed, aes128gcm, the Russian notice inside; a re-run sends nothing', async () => {
    const { farmer, offer } = await farmerWithOffer();
    const browser = await subscribed(farmer);
    await counter(offer);
    await pushesSent();

    const [push, ...more] = service.received(browser.endpoint);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.urgency).toBe('high');
    const claims = await verifyVapid(push!.headers, VAPID.VAPID_PUBLIC_KEY);
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:push@kolos.test' });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    const payload = JSON.parse(browser.decrypt(push!.body)) as { title: string; body: string; url: string };
    expect(payload).toEqual({
      title: 'Встречное предложение',
      body: expect.stringMatching(
        /^Торги № \d+ \(Колос-Юг\): встречное предложение по вашему предложению № \d+ — 80 т по 13 900 ₽\/т/,
      ) as string,
      url: '/admin/offers',
    });
    // The topic is the notice: a repeat waiting at the push service would replace the first.
    expect(push!.headers.topic).toMatch(/^[0-9a-f]{32}$/);

    // The fan-out run again (a retry after a crash) writes no notice and pushes nothing.
    await fanOutCounterAgain(offer.uuid);
    await pushesSent();
    expect(service.received(browser.endpoint)).toHaveLength(1);
  });

  it('a push service failing with 500 is tried again: delivered once, to the browser not yet reached', async () => {
    const { farmer, companyUuid, offer } = await farmerWithOffer();
    const phone = await subscribed(farmer);
    const laptop = await subscribed(farmer);
    service.answer(laptop.endpoint, 500);
    await counter(offer);
    await pushesSent();
    expect(service.received(laptop.endpoint)).toHaveLength(2);
    // The phone took it on the first try; the retry went to the laptop only.
    expect(service.received(phone.endpoint)).toHaveLength(1);
    const texts = [phone, laptop].map((b) => b.decrypt(service.received(b.endpoint).at(-1)!.body));
    expect(texts[0]).toBe(texts[1]);
    const delivered = await t.db
      .selectFrom('pushDeliveries as d')
      .innerJoin('pushSubscriptions as s', 's.uuid', 'd.subscriptionUuid')
      .select('s.endpoint')
      .where('s.companyUuid', '=', companyUuid)
      .orderBy('d.sentAt')
      .execute();
    expect(delivered).toEqual([{ endpoint: phone.endpoint }, { endpoint: laptop.endpoint }]);
  });

  it('a subscription the push service calls gone (410) is deleted', async () => {
    const { farmer, companyUuid, offer } = await farmerWithOffer();
    const gone = await subscribed(farmer);
    service.answer(gone.endpoint, 410);
    await counter(offer);
    await pushesSent();
    expect(service.received(gone.endpoint)).toHaveLength(1);
    expect(await subscriptionsOf(companyUuid)).toEqual([]);
  });

  it('no push after the farmer turned it off (DELETE)', async () => {
    const { farmer, offer } = await farmerWithOffer();
    const browser = await subscribed(farmer);
    expect((await farmer.del('/api/push/subscriptions', { endpoint: browser.endpoint })).statusCode).toBe(
      200,
    );
    await counter(offer);
    await pushesSent();
    expect(service.received(browser.endpoint)).toEqual([]);
  });
});

describe("declined trip papers on the farmer's lock screen", () => {
  /** A slot of «Рассвет» at Тихорецкий элеватор with its waybill and СДИЗ sent by the demo farmer. */
  async function papersOnModeration(farmer: Client) {
    const uuid = newId();
    const startAt = new Date(Date.now() + 10 * 60_000);
    await t.db
      .insertInto('slots')
      .values({
        uuid,
        locationUuid: POINTS.tikhoretsk,
        day: pointDate(startAt, OFFSET),
        startAt,
        endAt: new Date(startAt.getTime() + 60 * 60_000),
        offerUuid: TRADING_DEMO.offers.rassvetAccepted,
        ownerCompanyUuid: DEMO.companies.kolosYug,
        farmerCompanyUuid: DEMO.companies.rassvet,
        status: 'SLOT_CAR_ASSIGNED',
        carNumber: 'А123ВС 123',
      })
      .execute();
    const file = await multipartBody([{ name: 'ттн.pdf', bytes: SAMPLES.pdf }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/docs/file/upload',
      headers: { ...file.headers, authorization: `Bearer ${farmer.tokens.access_token}` },
      payload: file.payload,
    });
    const attach = (body: Record<string, unknown>) =>
      farmer.post('/api/dmoderation/document/slot', { slotUuid: uuid, ...body });
    expect(
      (await attach({ code: 'WAYBILL', fileUuids: [uploaded.json<{ uuid: string }>().uuid] })).statusCode,
    ).toBe(200);
    expect(
      (await attach({ code: 'SDIZ', sdizNumber: '2026-0000012345-01', purpose: 'FEED' })).statusCode,
    ).toBe(200);
    return uuid;
  }

  it('a decline is pushed with its reason; an approval stays in the app', async () => {
    const farmer = await loginAs(t, DEMO.phones.farmer);
    const checker = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [
      policy('DocumentsList', ['read']),
    ]);
    const browser = await subscribed(farmer);
    const declined = await papersOnModeration(farmer);
    expect(
      (
        await checker.put(`/api/v1/dmoderation/slot/${declined}/SLOT_DOCS_DECLINED`, {
          reason: 'ТТН нечитаема',
        })
      ).statusCode,
    ).toBe(200);
    const approved = await papersOnModeration(farmer);
    expect(
      (await checker.put(`/api/v1/dmoderation/slot/${approved}/SLOT_DOCS_APPROVED`, {})).statusCode,
    ).toBe(200);
    await pushesSent();
    const pushes = service
      .received(browser.endpoint)
      .map((r) => JSON.parse(browser.decrypt(r.body)) as unknown);
    expect(pushes).toEqual([
      {
        title: 'Документы рейса отклонены',
        body: expect.stringMatching(/^Документы рейса по слоту № \d+ отклонены: ТТН нечитаема$/) as string,
        url: '/admin/slots',
      },
    ]);
  });
});

describe('subscriptions: own only, checked', () => {
  it('the public key to subscribe with; 404 in Russian while push is not configured', async () => {
    const res = await kolos.get('/api/push/vapid-public-key');
    expect(res.json()).toEqual({ publicKey: VAPID.VAPID_PUBLIC_KEY });
    expect(() => vapidPublicKey({ config: { ...t.config, VAPID_PUBLIC_KEY: undefined } })).toThrow(
      PUSH_MSG.notConfigured,
    );
  });

  it('401 without a session', async () => {
    const anon = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      t.app.inject({ method, url, payload: method === 'GET' ? undefined : { endpoint: service.endpoint() } });
    expect((await anon('GET', '/api/push/vapid-public-key')).statusCode).toBe(401);
    expect((await anon('POST', '/api/push/subscriptions')).statusCode).toBe(401);
    expect((await anon('DELETE', '/api/push/subscriptions')).statusCode).toBe(401);
  });

  it.each([
    ['no endpoint', { keys: browserKeys().keys }, PUSH_MSG.endpointRequired],
    ['an endpoint that is not a link', { endpoint: 'push', keys: browserKeys().keys }, PUSH_MSG.endpointBad],
    ['no keys', { endpoint: 'https://push.example/x' }, PUSH_MSG.keysRequired],
    [
      'a key that is no P-256 point',
      { endpoint: 'https://push.example/x', keys: { ...browserKeys().keys, p256dh: 'AAAA' } },
      PUSH_MSG.keyBad,
    ],
  ])('400 for %s', async (_, body, message) => {
    const res = await kolos.post('/api/push/subscriptions', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it("403 for a super-user acting as the farmer: his phone must not get the farmer's pushes", async () => {
    const entered = await kolos.get(`/api/user/super/phone-token/${encodeURIComponent(DEMO.phones.farmer)}`);
    expect(entered.statusCode).toBe(200);
    const tokens = entered.json<{ accessToken: string; refreshToken: string }>();
    const inside = client(t, { access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
    const endpoint = service.endpoint();
    const res = await inside.post('/api/push/subscriptions', { endpoint, keys: browserKeys().keys });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: PUSH_MSG.impersonation });
    expect(await t.db.selectFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute()).toEqual([]);
  });

  it("a user deletes only his own: another's endpoint is 404 and stays", async () => {
    const { farmer, companyUuid } = await farmerWithOffer();
    const browser = await subscribed(farmer);
    const other = await kolos.del('/api/push/subscriptions', { endpoint: browser.endpoint });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: PUSH_MSG.notFound });
    expect(await subscriptionsOf(companyUuid)).toEqual([{ endpoint: browser.endpoint }]);
  });
});

describe('an endpoint inside our network (ADR 0068)', () => {
  it('is refused without PUSH_ALLOW_PRIVATE', async () => {
    const strict = await createTestApp({ ...VAPID });
    try {
      const c = await demoPurchaser(strict);
      for (const [endpoint, message] of [
        [service.endpoint(), PUSH_MSG.endpointBad],
        ['https://127.0.0.1:9/push/x', PUSH_MSG.endpointInside],
        ['https://localhost/push/x', PUSH_MSG.endpointInside],
      ] as const) {
        const res = await c.post('/api/push/subscriptions', { endpoint, keys: browserKeys().keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json()).toMatchObject({ message });
      }
    } finally {
      await strict.close();
    }
  });
});
