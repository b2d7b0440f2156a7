import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARRIVAL_CONFIRM_MSG,
  DRIVER_LINK_MSG,
  type DriverPageWire,
  type SlotWire,
} from '@kolos/domain/queue';
import { createTestApp, DEMO, withinOneWindow, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { newSlot } from '../../../test/slots';
import { demoPurchaser, POINTS, userWith } from '../../../test/trading';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
let readOnly: Client;
beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
  readOnly = await userWith(t, DEMO.companies.kolosYug, 'purchaser', [policy('Slots', ['read'])]);
});
afterAll(() => t.close());

const MIN = 60_000;
const car = { number: 'А123ВС 123', trailerNumber: '' };
const ivanov = { fullname: 'Иванов Сергей', phone: '+79181234501' };
const petrov = { fullname: 'Петров Олег', phone: '+79181234502' };
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A slot of the test's own, its papers approved so the gate lets the arrival through. */
async function slot(patch: { startInMin?: number; location?: string; owner?: string } = {}) {
  const { startInMin = 10, ...rest } = patch;
  const { uuid } = await newSlot(t, { ...rest, at: Math.floor((Date.now() + startInMin * MIN) / 1000) });
  await t.db.insertInto('slotTripDocs').values({ uuid, status: 'SLOT_DOCS_APPROVED' }).execute();
  return uuid;
}

/** The SMS sent to a phone with a driver link, oldest first. */
const linksTo = async (phone: string) =>
  (
    await t.db
      .selectFrom('outboxMessages')
      .select('text')
      .where('recipient', '=', phone)
      .where('text', 'like', '%/driver/%')
      .orderBy('createdAt')
      .execute()
  ).map((m) => /\/driver\/([\w-]+)/.exec(m.text)![1]!);

const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/driver/${token}` });
const checkIn = (c: Client, code: string, extra: Record<string, unknown> = {}) =>
  c.post('/api/slots/check-in', { code, ...extra });

describe('the driver gets his link when the slot has a truck and a driver (issue 29 point 17)', () => {
  it('once per driver: the same driver again sends nothing; another driver a new link, the old one dead', async () => {
    const uuid = await slot();
    const phone = '+79181230001';
    // a driver without a truck: no link yet
    expect((await farmer.put('/api/slots', { uuid, driver: { ...ivanov, phone } })).statusCode).toBe(200);
    expect(await linksTo(phone)).toHaveLength(0);
    expect((await farmer.put('/api/slots', { uuid, car })).statusCode).toBe(200);
    expect(
      (await farmer.put('/api/slots', { uuid, car: { ...car, trailerNumber: 'ЕК 4512 23' } })).statusCode,
    ).toBe(200);
    const [first, ...more] = await linksTo(phone);
    expect(more).toHaveLength(0);
    const page = await open(first!);
    expect(page.statusCode).toBe(200);
    const body = page.json<DriverPageWire>();
    expect(body).toMatchObject({
      status: 'SLOT_CAR_ASSIGNED',
      car: { number: 'А123ВС 123', trailerNumber: 'ЕК 4512 23' },
      driverFullname: 'Иванов Сергей',
      papers: { status: 'SLOT_DOCS_APPROVED' },
      point: {
        name: expect.any(String),
        address: expect.any(String),
        mapUrl: expect.stringContaining('yandex.ru/maps'),
      },
      deal: { number: expect.any(Number), productTitle: expect.any(String), plannedVolume: 25 },
    });
    expect(body.code).toMatch(/^\d{8}$/);
    expect(new Date(body.arrivalFrom).getTime()).toBeLessThan(new Date(body.startAt).getTime());
    // nothing of the link is kept in the clear
    const row = await t.db
      .selectFrom('driverLinks')
      .selectAll()
      .where('slotUuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(first);
    expect(JSON.stringify(row)).not.toContain(body.code);

    const other = '+79181230002';
    expect((await kolos.put('/api/slots', { uuid, driver: { ...petrov, phone: other } })).statusCode).toBe(
      200,
    );
    const [second] = await linksTo(other);
    expect(second).toBeDefined();
    expect((await open(first!)).statusCode).toBe(404);
    expect(message(await open(first!))).toBe(DRIVER_LINK_MSG.linkGone);
    const again = (await open(second!)).json<DriverPageWire>();
    expect(again.driverFullname).toBe('Петров Олег');
    // the first driver's code no longer finds the slot
    expect((await checkIn(kolos, body.code)).statusCode).toBe(404);

    // clearing the driver drops the link
    expect((await kolos.put('/api/slots', { uuid, driver: null })).statusCode).toBe(200);
    expect((await open(second!)).statusCode).toBe(404);
  });

  it('the same truck and driver sent five times at once: one SMS (the slot row is locked for each)', async () => {
    const uuid = await slot();
    const phone = '+79181230031';
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => farmer.put('/api/slots', { uuid, car, driver: { ...ivanov, phone } })),
    );
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await linksTo(phone)).toHaveLength(1);
  });

  it('the link shows only its slot, and ends with the slot', async () => {
    const a = await slot();
    const b = await slot({ startInMin: 120 });
    await farmer.put('/api/slots', { uuid: a, car, driver: { ...ivanov, phone: '+79181230011' } });
    await farmer.put('/api/slots', { uuid: b, car, driver: { ...ivanov, phone: '+79181230012' } });
    const [ta] = await linksTo('+79181230011');
    const [tb] = await linksTo('+79181230012');
    const pa = (await open(ta!)).json<DriverPageWire>();
    const pb = (await open(tb!)).json<DriverPageWire>();
    expect(pa.slotId).not.toBe(pb.slotId);
    expect(pa.code).not.toBe(pb.code);
    // the slot ended more than the no-show grace ago: the link is dead
    await t.db
      .updateTable('slots')
      .set({ startAt: new Date(Date.now() - 180 * MIN), endAt: new Date(Date.now() - 120 * MIN) })
      .where('uuid', '=', a)
      .execute();
    expect((await open(ta!)).statusCode).toBe(404);
    expect((await checkIn(kolos, pa.code)).statusCode).toBe(404);
    // a canceled slot too
    await t.db.updateTable('slots').set({ status: 'SLOT_CANCELED' }).where('uuid', '=', b).execute();
    expect((await open(tb!)).statusCode).toBe(404);
  });

  it('an unknown token is 404 with the Russian text', async () => {
    const res = await open('no-such-token');
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(DRIVER_LINK_MSG.linkGone);
  });

  it('the public page is limited per address: over the minute’s allowance, 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: 3 });
    try {
      await withinOneWindow(60, 5);
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/driver/guess-' + i })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /slots/check-in: the gate finds the slot by the driver’s code and marks it arrived', () => {
  const linked = async (phone: string, patch: Parameters<typeof slot>[0] = {}) => {
    const uuid = await slot(patch);
    const c = patch.owner ? agro : kolos;
    expect((await c.put('/api/slots', { uuid, car, driver: { ...ivanov, phone } })).statusCode).toBe(200);
    const [token] = await linksTo(phone);
    return { uuid, code: (await open(token!)).json<DriverPageWire>().code };
  };

  it('happy path: arrived, typed with a space as shown', async () => {
    const { uuid, code } = await linked('+79181230021');
    const res = await checkIn(kolos, `${code.slice(0, 4)} ${code.slice(4)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<SlotWire>()).toMatchObject({ uuid, status: 'SLOT_ARRIVED' });
    // arrived twice: the status machine's refusal
    expect((await checkIn(kolos, code)).statusCode).toBe(409);
  });

  it('the arrival window as the arrival action: early asks to confirm, then records EARLY', async () => {
    const { code } = await linked('+79181230022', { startInMin: 24 * 60 });
    const res = await checkIn(kolos, code);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(ARRIVAL_CONFIRM_MSG.EARLY);
    const ok = await checkIn(kolos, code, { confirmOutsideWindow: true });
    expect(ok.json<SlotWire>()).toMatchObject({ status: 'SLOT_ARRIVED', arrivalNote: 'EARLY' });
  });

  it("a code of another company's point is 404, and the slot stays awaited", async () => {
    const { uuid, code } = await linked('+79181230023', {
      location: POINTS.kursk,
      owner: DEMO.companies.agroCenter,
    });
    const res = await checkIn(kolos, code);
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(DRIVER_LINK_MSG.codeNotFound);
    const row = await t.db
      .selectFrom('slots')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SLOT_CAR_ASSIGNED');
  });

  it('a wrong code is 404, a malformed one 400', async () => {
    expect(message(await checkIn(kolos, '00000000'))).toBe(DRIVER_LINK_MSG.codeNotFound);
    const bad = await checkIn(kolos, '12ab');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(DRIVER_LINK_MSG.badCode);
  });

  it('needs the arrival right: a farmer and read-only staff get 403', async () => {
    const { code } = await linked('+79181230024');
    expect((await checkIn(farmer, code)).statusCode).toBe(403);
    expect((await checkIn(readOnly, code)).statusCode).toBe(403);
  });
});
