import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTANCE_MSG, amountOf, QUALITY_MSG, vatOf, type AcceptanceWire } from '@kolos/domain/acceptance';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { policy } from '../../../test/places';
import { loginAs, type Client } from '../../../test/staff';
import { newSlot, slotRow } from '../../../test/slots';
import { cultureUuid, demoPurchaser, userWith } from '../../../test/trading';
import { TASKS_DEMO } from '../../seed/85-tasks';
import { TRADING_DEMO } from '../../seed/demo-ids';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
let niva: Client;
let gateman: Client;
let offerPrice: number;
let taskPrice: number;
const C = DEMO.companies;

/** Wheat's basis (ГОСТ 9353-2016) with a nature discount and a protein premium of our own. */
const NORMS = {
  factors: [
    { code: 'MOISTURE', basis: 14, limit: 19, bonus: false },
    { code: 'FOREIGN', basis: 1, limit: 5, bonus: false },
    { code: 'GRAIN', basis: 2, limit: 15, bonus: false },
    { code: 'NATURE', basis: 730, limit: 700, bonus: false },
  ],
  adjustments: [
    { code: 'NATURE', from: 700, to: 730, amountPerTon: -200 },
    { code: 'PROTEIN', from: 14, to: 100, amountPerTon: 350.5 },
  ],
};
/** The example truck: 25 000 kg net at 16 % moisture and 3 % foreign matter. */
const TRUCK = {
  grossKg: 40_000,
  tareKg: 15_000,
  ticketNumber: 'В-17',
  quality: { MOISTURE: 16, FOREIGN: 3, GRAIN: 2 },
};

beforeAll(async () => {
  t = await createTestApp();
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
  niva = await userWith(t, C.niva, 'farmer', [policy('Slots', ['read', 'update'])]);
  // a gate worker: the queue's update right, not its settings
  gateman = await userWith(t, C.kolosYug, 'purchaser', [policy('Slots', ['read', 'update'])]);
  const offer = await t.db
    .selectFrom('offers as o')
    .innerJoin('auctions as a', 'a.uuid', 'o.auctionUuid')
    .select(['o.price', 'a.productUuid'])
    .where('o.uuid', '=', TRADING_DEMO.offers.rassvetAccepted)
    .executeTakeFirstOrThrow();
  const task = await t.db
    .selectFrom('tasks')
    .select(['price', 'productUuid'])
    .where('uuid', '=', TASKS_DEMO.tasks.standardActive)
    .executeTakeFirstOrThrow();
  offerPrice = Number(offer.price);
  taskPrice = Number(task.price);
  for (const productUuid of new Set([offer.productUuid, task.productUuid]))
    expect((await kolos.put('/api/quality-norms', { productUuid, ...NORMS })).statusCode).toBe(200);
  await t.db.updateTable('companies').set({ nds: false }).where('uuid', '=', C.rassvet).execute();
});
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
let n = 0;
/** An arrived truck of «Рассвет» at Тихорецкий, its papers approved (the gate is trip-documents'). */
async function arrived(patch: { offer?: null; status?: 'SLOT_BOOKED' | 'SLOT_ARRIVED' } = {}) {
  const { uuid } = await newSlot(t, {
    at: Math.floor(Date.now() / 1000) + 3600 * 24 * 40 + n++ * 3600,
    status: patch.status ?? 'SLOT_ARRIVED',
    car: { number: 'А123ВС123', fullname: 'Иванов Сергей', phone: '+79181234501' },
    ...(patch.offer === null ? { offer: null } : {}),
  });
  await t.db.insertInto('slotTripDocs').values({ uuid, status: 'SLOT_DOCS_APPROVED' }).execute();
  return uuid;
}
const accept = (c: Client, slot: string, body: Record<string, unknown> = TRUCK) =>
  c.post(`/api/slots/${slot}/acceptance`, body);

describe('quality norms: GET and PUT /quality-norms', () => {
  it('a crop without the purchaser’s own norms answers its ГОСТ defaults', async () => {
    const res = await agro.get(`/api/quality-norms?productUuid=${await cultureUuid(t, 'barley-feed')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isDefault: true,
      history: [],
      factors: [
        { code: 'MOISTURE', basis: 14.5, limit: 19 },
        { code: 'FOREIGN', basis: 2, limit: 8 },
        { code: 'GRAIN', basis: 2, limit: 15 },
      ],
    });
  });

  it('PUT by «Настройки очереди» keeps them per purchaser and crop, each change in the history', async () => {
    const productUuid = await cultureUuid(t, 'corn');
    const first = { productUuid, ...NORMS };
    const second = {
      ...first,
      factors: NORMS.factors.map((f) => (f.code === 'MOISTURE' ? { ...f, bonus: true } : f)),
    };
    expect((await kolos.put('/api/quality-norms', first)).statusCode).toBe(200);
    const res = await kolos.put('/api/quality-norms', second);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      isDefault: boolean;
      factors: { bonus: boolean }[];
      history: { userName: string; factors: { bonus: boolean }[] }[];
    }>();
    expect(body.isDefault).toBe(false);
    expect(body.factors[0]!.bonus).toBe(true);
    expect(body.history.map((h) => h.factors[0]!.bonus)).toEqual([false, true]);
    expect(body.history[0]!.userName).toEqual(expect.any(String));
    // another purchaser still reads the ГОСТ defaults of the crop
    const other = await agro.get(`/api/quality-norms?productUuid=${productUuid}`);
    const theirs = other.json<{ isDefault: boolean; factors: unknown[] }>();
    expect([theirs.isDefault, theirs.factors[0]]).toEqual([
      true,
      { code: 'MOISTURE', basis: 14, limit: 30, bonus: false },
    ]);
  });

  it.each<[string, () => Client, number]>([
    ['a gate worker without «Настройки очереди»', () => gateman, 403],
    ['a farmer', () => farmer, 403],
  ])('PUT by %s: %s', async (_name, who, status) => {
    const res = await who().put('/api/quality-norms', { productUuid: await cultureUuid(t), ...NORMS });
    expect(res.statusCode).toBe(status);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no moisture norm', { factors: NORMS.factors.slice(1) }, QUALITY_MSG.massFactorsRequired],
    ['a factor twice', { factors: [...NORMS.factors, NORMS.factors[0]] }, QUALITY_MSG.duplicateFactor],
    [
      'a range backwards',
      { adjustments: [{ code: 'NATURE', from: 730, to: 700, amountPerTon: 1 }] },
      QUALITY_MSG.rangeBackwards,
    ],
    [
      'an unknown code',
      { adjustments: [{ code: 'COLOUR', from: 1, to: 2, amountPerTon: 1 }] },
      'Неизвестный показатель качества',
    ],
  ])('400 for %s, in Russian', async (_name, patch, msg) => {
    const res = await kolos.put('/api/quality-norms', {
      productUuid: await cultureUuid(t),
      ...NORMS,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(msg);
  });

  it('an unknown crop: 404', async () => {
    const res = await kolos.put('/api/quality-norms', {
      productUuid: '0190a000-0000-7000-8000-0000000000ff',
      ...NORMS,
    });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(QUALITY_MSG.productNotFound);
  });
});

describe('POST /slots/{uuid}/acceptance', () => {
  it('the issue’s example: 23 925 kg credited, priced by the offer, the slot unloaded with it', async () => {
    const slot = await arrived();
    const res = await accept(gateman, slot);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<AcceptanceWire>();
    expect(a).toMatchObject({
      version: 1,
      decision: 'ACCEPT',
      ticketNumber: 'В-17',
      netKg: 25_000,
      creditedKg: 23_925,
      lossPercent: 4.3,
      adjustments: [],
      dealPricePerTon: offerPrice,
      pricePerTon: offerPrice,
      amount: amountOf(23_925, offerPrice * 100),
      vat: null,
      overLimit: [],
    });
    const row = await slotRow(t, slot);
    expect(row.status).toBe('SLOT_UNLOADED');
    expect(Number(row.unloadedVolume)).toBe(23.925);
    // audited, in the slot's history, the farmer told (credited weight and amount)
    const audit = await t.db.selectFrom('auditLog').select('action').where('targetUuid', '=', slot).execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['slot.acceptance', 'slot.status']);
    const history = await t.db.selectFrom('slotHistory').selectAll().where('slotUuid', '=', slot).execute();
    expect(history.map((h) => h.status)).toEqual(['SLOT_UNLOADED']);
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'text'])
      .where('objectUuid', '=', slot)
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.kind).toBe('slot.accepted');
    expect(notices[0]!.text).toContain('зачтено 23\u00a0925\u00a0кг');
  });

  it('reads back for the point’s staff and the slot’s farmer; anyone else 404', async () => {
    const slot = await arrived();
    expect((await accept(kolos, slot)).statusCode).toBe(200);
    for (const c of [kolos, gateman, farmer]) {
      const res = await c.get(`/api/slots/${slot}/acceptance`);
      expect(res.statusCode).toBe(200);
      expect(res.json<AcceptanceWire>().creditedKg).toBe(23_925);
    }
    for (const c of [agro, niva]) expect((await c.get(`/api/slots/${slot}/acceptance`)).statusCode).toBe(404);
    // a slot not yet accepted
    const fresh = await arrived();
    const none = await kolos.get(`/api/slots/${fresh}/acceptance`);
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe(ACCEPTANCE_MSG.notFound);
  });

  it('the gate screen’s terms: the norms, the deal’s price, the seller’s НДС; staff of the point only', async () => {
    const slot = await arrived();
    const res = await gateman.get(`/api/slots/${slot}/acceptance-terms`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...NORMS,
      dealPricePerTon: offerPrice,
      sellerNds: false,
      currentVersion: null,
    });
    expect((await agro.get(`/api/slots/${slot}/acceptance-terms`)).statusCode).toBe(404);
    expect((await farmer.get(`/api/slots/${slot}/acceptance-terms`)).statusCode).toBe(403);
  });

  it('another purchaser’s staff: 404; a farmer: 403; nothing written', async () => {
    const slot = await arrived();
    expect((await accept(agro, slot)).statusCode).toBe(404);
    expect((await accept(farmer, slot)).statusCode).toBe(403);
    expect((await slotRow(t, slot)).status).toBe('SLOT_ARRIVED');
  });

  it('a truck not yet arrived: 409', async () => {
    const slot = await arrived({ status: 'SLOT_BOOKED' });
    const res = await accept(gateman, slot);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(ACCEPTANCE_MSG.notArrived);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['gross equal to tare', { ...TRUCK, tareKg: 40_000 }, ACCEPTANCE_MSG.grossOverTare],
    ['gross over 60 000 kg', { ...TRUCK, grossKg: 60_001 }, ACCEPTANCE_MSG.grossMax],
    ['no tare', { ...TRUCK, tareKg: 0 }, ACCEPTANCE_MSG.tarePositive],
    ['moisture missing', { ...TRUCK, quality: { FOREIGN: 1, GRAIN: 2 } }, 'Укажите число не меньше нуля'],
    ['a refusal without a reason', { ...TRUCK, decision: 'REFUSE' }, ACCEPTANCE_MSG.reasonRequired],
  ])('400 for %s, in Russian', async (_name, body, msg) => {
    const slot = await arrived();
    const res = await accept(gateman, slot, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(msg);
  });

  it('a second acceptance is 409; a correction makes version 2 with its reason, version 1 kept', async () => {
    const slot = await arrived();
    expect((await accept(gateman, slot)).statusCode).toBe(200);
    const again = await accept(kolos, slot);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(ACCEPTANCE_MSG.alreadyAccepted);
    const noReason = await accept(kolos, slot, { ...TRUCK, correctsVersion: 1 });
    expect(noReason.statusCode).toBe(400);
    const fixed = await accept(kolos, slot, {
      ...TRUCK,
      quality: { MOISTURE: 14, FOREIGN: 1, GRAIN: 2, NATURE: 720, PROTEIN: 14.2 },
      correctsVersion: 1,
      reason: 'Перепутали пробу',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const a = fixed.json<AcceptanceWire>();
    expect(a).toMatchObject({
      version: 2,
      creditedKg: 25_000,
      reason: 'Перепутали пробу',
      adjustments: [
        { code: 'NATURE', amountPerTon: -200 },
        { code: 'PROTEIN', amountPerTon: 350.5 },
      ],
      pricePerTon: offerPrice + 150.5,
    });
    expect(a.versions.map((v) => [v.version, v.creditedKg])).toEqual([
      [1, 23_925],
      [2, 25_000],
    ]);
    const rows = await t.db
      .selectFrom('slotAcceptances')
      .selectAll()
      .where('slotUuid', '=', slot)
      .orderBy('version')
      .execute();
    expect(rows.map((r) => [r.version, r.current, r.creditedKg])).toEqual([
      [1, false, 23_925],
      [2, true, 25_000],
    ]);
    expect(Number((await slotRow(t, slot)).unloadedVolume)).toBe(25);
    // the slot's wire names the version in force, so its screens know there is one to show
    const wire = await kolos.get(`/api/slots/${slot}`);
    expect(wire.json<{ slot: { acceptanceVersion: number } }>().slot.acceptanceVersion).toBe(2);
    // a correction of a version no longer in force: 409
    const stale = await accept(kolos, slot, { ...TRUCK, correctsVersion: 1, reason: 'ещё раз' });
    expect(stale.statusCode).toBe(409);
  });

  it('over a restrictive norm: 409 until staff decide; accepted with a manual discount and a reason', async () => {
    const slot = await arrived();
    const wet = { ...TRUCK, quality: { MOISTURE: 20, FOREIGN: 1, GRAIN: 2 } };
    const silent = await accept(gateman, slot, wet);
    expect(silent.statusCode).toBe(409);
    expect(silent.json()).toMatchObject({
      message: ACCEPTANCE_MSG.overLimit,
      detail: { overLimit: ['MOISTURE'] },
    });
    const noDiscount = await accept(gateman, slot, { ...wet, decision: 'ACCEPT', reason: 'Договорились' });
    expect(noDiscount.statusCode).toBe(400);
    expect(message(noDiscount)).toBe(ACCEPTANCE_MSG.discountRequired);
    const res = await accept(gateman, slot, {
      ...wet,
      decision: 'ACCEPT',
      manualDiscountPerTon: 300,
      reason: 'Сушка за счёт фермера',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      creditedKg: 23_256, // 25 000 × 80/86
      overLimit: ['MOISTURE'],
      manualDiscountPerTon: 300,
      pricePerTon: offerPrice - 300,
      reason: 'Сушка за счёт фермера',
    });
  });

  it('or the truck is turned away: the slot ends refused with the reason, the farmer is told', async () => {
    const slot = await arrived();
    const res = await accept(gateman, slot, {
      ...TRUCK,
      quality: { MOISTURE: 14, FOREIGN: 7, GRAIN: 2 },
      decision: 'REFUSE',
      reason: 'Сорная примесь 7 %',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      decision: 'REFUSE',
      overLimit: ['FOREIGN'],
      reason: 'Сорная примесь 7 %',
    });
    const row = await slotRow(t, slot);
    expect([row.status, row.unloadedVolume]).toEqual(['SLOT_REFUSED', null]);
    const notice = await t.db
      .selectFrom('notifications')
      .select(['kind', 'text'])
      .where('objectUuid', '=', slot)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      kind: 'slot.refused',
      text: expect.stringContaining('Сорная примесь 7 %'),
    });
    // a refused truck's acceptance is not corrected
    const fix = await accept(gateman, slot, { ...TRUCK, correctsVersion: 1, reason: 'передумали' });
    expect(fix.statusCode).toBe(409);
    expect(message(fix)).toBe(ACCEPTANCE_MSG.refused);
  });

  it('a third-party deal’s slot is priced by the task; a seller with НДС gets the 10/110 share', async () => {
    await t.db.updateTable('companies').set({ nds: true }).where('uuid', '=', C.rassvet).execute();
    try {
      const slot = await arrived({ offer: null });
      const res = await accept(gateman, slot);
      expect(res.statusCode, res.body).toBe(200);
      const amount = amountOf(23_925, taskPrice * 100);
      expect(res.json()).toMatchObject({ dealPricePerTon: taskPrice, amount, vat: vatOf(amount) });
    } finally {
      await t.db.updateTable('companies').set({ nds: false }).where('uuid', '=', C.rassvet).execute();
    }
  });
});
