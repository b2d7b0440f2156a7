import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_DOCS_MACHINE, TRIP_DOCS_MSG, type SlotDocsStatusReply } from '@kolos/domain/trip-documents';
import { pointDate } from '@kolos/domain/queue';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { multipartBody, SAMPLES } from '../../../test/onboarding';
import { policy } from '../../../test/places';
import { newPoint, OFFSET } from '../../../test/queue';
import { loginAs, type Client } from '../../../test/staff';
import { demoPurchaser, POINTS, userWith } from '../../../test/trading';
import { QUEUE_DEMO, TRADING_DEMO } from '../../seed/demo-ids';
import { seed as seedTripDocs } from '../../seed/99-trip-documents';
import { newId } from '../../platform/ids';

let t: TestApp;
let kolos: Client;
let agro: Client;
let farmer: Client;
let niva: Client;
let logist: Client;
let checker: Client;
const C = DEMO.companies;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kolos-trip-')) });
  kolos = await demoPurchaser(t);
  agro = await demoPurchaser(t, 'agroCenterSuper');
  farmer = await loginAs(t, DEMO.phones.farmer);
  niva = await userWith(t, C.niva, 'farmer', [policy('Slots', ['read', 'update'])]);
  // staff of «Колос-Юг» without 'Настройки очереди': they check documents and mark trucks
  logist = await userWith(t, C.kolosYug, 'purchaser', [
    policy('Slots', ['read', 'update']),
    policy('DocumentsList', ['read']),
  ]);
  checker = await userWith(t, C.kolosYug, 'purchaser', [policy('DocumentsList', ['read'])]);
}, 120_000);
afterAll(() => t.close());

const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

/** A slot of «Рассвет» at Тихорецкий элеватор (or the given point) starting in 10 minutes, car named. */
async function newSlot(location: string = POINTS.tikhoretsk) {
  const uuid = newId();
  const startAt = new Date(Date.now() + 10 * MIN);
  await t.db
    .insertInto('slots')
    .values({
      uuid,
      locationUuid: location,
      day: pointDate(startAt, OFFSET),
      startAt,
      endAt: new Date(startAt.getTime() + 60 * MIN),
      offerUuid: TRADING_DEMO.offers.rassvetAccepted,
      ownerCompanyUuid: C.kolosYug,
      farmerCompanyUuid: C.rassvet,
      status: 'SLOT_CAR_ASSIGNED',
      carNumber: 'А123ВС 123',
      driverFullname: 'Иванов Сергей',
      driverPhone: '+79181234501',
    })
    .execute();
  return { uuid, day: pointDate(startAt, OFFSET) };
}

/** A file uploaded by the client through the platform's upload widget route. */
async function upload(c: Client): Promise<string> {
  const body = await multipartBody([{ name: 'ттн.pdf', bytes: SAMPLES.pdf }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/docs/file/upload',
    headers: { ...body.headers, authorization: `Bearer ${c.tokens.access_token}` },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { uuid: string }).uuid;
}

const attach = (c: Client, body: Record<string, unknown>) => c.post('/api/dmoderation/document/slot', body);
const waybill = async (c: Client, slotUuid: string) =>
  attach(c, { slotUuid, code: 'WAYBILL', fileUuids: [await upload(c)] });
const sdiz = (c: Client, slotUuid: string, sdizNumber = '2026-0000012345-01') =>
  attach(c, { slotUuid, code: 'SDIZ', sdizNumber, purpose: 'FEED' });
const status = async (c: Client, uuid: string) =>
  (await c.get(`/api/v1/dmoderation/slot/status?uuid=${uuid}`)).json() as SlotDocsStatusReply;
const decide = (c: Client, uuid: string, to: string, reason?: string) =>
  c.put(`/api/v1/dmoderation/slot/${uuid}/${to}`, reason === undefined ? {} : { reason });
const history = async (c: Client, uuid: string) =>
  (await c.get(`/api/v1/dmoderation/slot/${uuid}/history`)).json() as {
    items: {
      kind: string;
      code: string | null;
      toStatus: string | null;
      reason: string | null;
      userName: string | null;
    }[];
  };

/** A slot whose documents are on moderation. */
async function onModeration(location?: string) {
  const slot = await newSlot(location);
  expect((await waybill(farmer, slot.uuid)).statusCode).toBe(200);
  expect((await sdiz(farmer, slot.uuid)).json()).toMatchObject({ status: 'SLOT_DOCS_ON_MODERATE' });
  return slot;
}

describe('uploads (POST /dmoderation/document/slot)', () => {
  it('a new slot lacks the default waybill and СДИЗ; the slot wires say so', async () => {
    const { uuid } = await newSlot();
    expect(await status(farmer, uuid)).toMatchObject({
      status: 'SLOT_DOCS_MISSING',
      required: ['WAYBILL', 'SDIZ'],
      missing: ['WAYBILL', 'SDIZ'],
      missingNames: ['Транспортная накладная (ТТН)', 'СДИЗ (ФГИС «Зерно»)'],
      documents: [],
    });
    const wire = (await kolos.get(`/api/slots/${uuid}`)).json() as { slot: Record<string, unknown> };
    expect(wire.slot).toMatchObject({ docsStatus: 'SLOT_DOCS_MISSING', docsMissing: ['WAYBILL', 'SDIZ'] });
  });

  it('the waybill, then the СДИЗ number: on moderation, with signed links', async () => {
    const { uuid } = await newSlot();
    const first = await waybill(farmer, uuid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'SLOT_DOCS_MISSING', missing: ['SDIZ'] });
    const slotWire = async () =>
      ((await kolos.get(`/api/slots/${uuid}`)).json() as { slot: Record<string, unknown> }).slot;
    expect(await slotWire()).toMatchObject({ docsStatus: 'SLOT_DOCS_MISSING', docsMissing: ['SDIZ'] });
    const second = (await sdiz(farmer, uuid)).json() as SlotDocsStatusReply;
    expect(await slotWire()).toMatchObject({ docsStatus: 'SLOT_DOCS_ON_MODERATE', docsMissing: [] });
    expect(second).toMatchObject({ status: 'SLOT_DOCS_ON_MODERATE', missing: [], purpose: 'FEED' });
    expect(second.documents.map((d) => [d.code, d.number])).toEqual([
      ['WAYBILL', null],
      ['SDIZ', '2026-0000012345-01'],
    ]);
    const link = second.documents[0]!.files[0]!.url;
    expect(link).toMatch(/^\/api\/docs\/file\/.+\/download\?expires=\d+&signature=/);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('another farmer, or another purchaser, gets 404 — to upload and to read', async () => {
    const { uuid } = await newSlot();
    const file = await upload(niva);
    const res = await attach(niva, { slotUuid: uuid, code: 'WAYBILL', fileUuids: [file] });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe(TRIP_DOCS_MSG.slotNotFound);
    expect((await niva.get(`/api/v1/dmoderation/slot/status?uuid=${uuid}`)).statusCode).toBe(404);
    expect((await agro.get(`/api/v1/dmoderation/slot/${uuid}/history`)).statusCode).toBe(404);
    expect((await sdiz(agro, uuid)).statusCode).toBe(404);
  });

  it("another user's file is 404; a bad СДИЗ number 400", async () => {
    const { uuid } = await newSlot();
    const file = await upload(niva);
    expect((await attach(farmer, { slotUuid: uuid, code: 'WAYBILL', fileUuids: [file] })).statusCode).toBe(
      404,
    );
    const bad = await sdiz(farmer, uuid, 'СДИЗ-12');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(TRIP_DOCS_MSG.sdizBadNumber);
  });
});

describe('decisions (PUT /v1/dmoderation/slot/{id}/{status})', () => {
  it('another company 404, a farmer 403, a decline without reason 400', async () => {
    const { uuid } = await onModeration();
    expect((await decide(agro, uuid, 'SLOT_DOCS_APPROVED')).statusCode).toBe(404);
    expect((await decide(farmer, uuid, 'SLOT_DOCS_APPROVED')).statusCode).toBe(403);
    const res = await decide(checker, uuid, 'SLOT_DOCS_DECLINED');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(TRIP_DOCS_MSG.reasonRequired);
    expect((await status(kolos, uuid)).status).toBe('SLOT_DOCS_ON_MODERATE');
  });

  it('refuses every move outside the machine with 409', async () => {
    const fresh = await newSlot();
    const missing = await decide(checker, fresh.uuid, 'SLOT_DOCS_APPROVED');
    expect(missing.statusCode).toBe(409);
    expect(message(missing)).toBe(SLOT_DOCS_MACHINE.refusal('SLOT_DOCS_MISSING', 'SLOT_DOCS_APPROVED'));
    expect((await decide(checker, fresh.uuid, 'SLOT_DOCS_DECLINED', 'нет')).statusCode).toBe(409);
    for (const to of ['SLOT_DOCS_ON_MODERATE', 'SLOT_DOCS_MISSING']) {
      const res = await decide(checker, fresh.uuid, to);
      expect(res.statusCode).toBe(409);
      expect(message(res)).toBe(TRIP_DOCS_MSG.notADecision);
    }
    const { uuid } = await onModeration();
    expect((await decide(checker, uuid, 'SLOT_DOCS_APPROVED')).statusCode).toBe(200);
    expect((await decide(checker, uuid, 'SLOT_DOCS_APPROVED')).statusCode).toBe(409);
    expect((await decide(checker, uuid, 'SLOT_DOCS_DECLINED', 'поздно')).statusCode).toBe(409);
    expect((await decide(checker, uuid, 'SLOT_KAPUT')).statusCode).toBe(400);
  });

  it('decline → the farmer replaces → approve: the history has every step, the farmer a notice', async () => {
    const { uuid } = await onModeration();
    const declined = await decide(checker, uuid, 'SLOT_DOCS_DECLINED', 'ТТН нечитаема');
    expect(declined.json()).toMatchObject({ status: 'SLOT_DOCS_DECLINED', declineReason: 'ТТН нечитаема' });
    expect(await status(farmer, uuid)).toMatchObject({
      status: 'SLOT_DOCS_DECLINED',
      declineReason: 'ТТН нечитаема',
    });
    expect((await waybill(farmer, uuid)).json()).toMatchObject({
      status: 'SLOT_DOCS_ON_MODERATE',
      declineReason: null,
    });
    expect((await decide(checker, uuid, 'SLOT_DOCS_APPROVED')).json()).toMatchObject({
      status: 'SLOT_DOCS_APPROVED',
    });

    const items = (await history(farmer, uuid)).items;
    expect(items.map((h) => [h.kind, h.code, h.toStatus, h.reason])).toEqual([
      ['UPLOAD', 'WAYBILL', null, null],
      ['UPLOAD', 'SDIZ', 'SLOT_DOCS_ON_MODERATE', null],
      ['DECISION', null, 'SLOT_DOCS_DECLINED', 'ТТН нечитаема'],
      ['REPLACE', 'WAYBILL', 'SLOT_DOCS_ON_MODERATE', null],
      ['DECISION', null, 'SLOT_DOCS_APPROVED', null],
    ]);
    expect(items.every((h) => h.userName)).toBe(true);
    const audit = await t.db.selectFrom('auditLog').select('action').where('targetUuid', '=', uuid).execute();
    expect(audit.filter((a) => a.action === 'slot.docs.status')).toHaveLength(4);
    expect(audit.filter((a) => a.action === 'slot.docs.upload')).toHaveLength(3);

    const notices = await t.db
      .selectFrom('notifications')
      .select(['text', 'userUuid'])
      .where('objectUuid', '=', uuid)
      .orderBy('createdAt')
      .execute();
    expect(notices.filter((n) => n.userUuid === DEMO.users.farmer).map((n) => n.text)).toEqual([
      expect.stringMatching(/^Документы рейса по слоту № \d+ отклонены: ТТН нечитаема$/),
      expect.stringMatching(/^Документы рейса по слоту № \d+ одобрены$/),
    ]);
    const events = await t.db.selectFrom('liveEvents').select('type').where('slotUuid', '=', uuid).execute();
    expect(events.length).toBeGreaterThanOrEqual(5);
  });

  it('checkers deciding at once: one wins, every other 409 (PostgreSQL: 24 at once)', async () => {
    const { uuid } = await onModeration();
    const n = process.env.TEST_DATABASE_URL ? 24 : 6;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i % 2
          ? decide([checker, logist, kolos][i % 3]!, uuid, 'SLOT_DOCS_DECLINED', 'Номер СДИЗ не совпадает')
          : decide([checker, logist, kolos][i % 3]!, uuid, 'SLOT_DOCS_APPROVED'),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(n - 1);
    const decisions = (await history(kolos, uuid)).items.filter((h) => h.kind === 'DECISION');
    expect(decisions).toHaveLength(1);
  });
});

describe('the moderation queue (GET /v1/dmoderation/slots)', () => {
  it("lists the point's slots on moderation, oldest first, with the slot's data; another company none", async () => {
    const a = await onModeration();
    const b = await onModeration();
    const res = await checker.get(`/api/v1/dmoderation/slots?locationUuid=${POINTS.tikhoretsk}&limit=100`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      items: { slotUuid: string; carNumber: string; documents: unknown[] }[];
      total: number;
    };
    const mine = page.items.map((i) => i.slotUuid).filter((u) => u === a.uuid || u === b.uuid);
    expect(mine).toEqual([a.uuid, b.uuid]);
    expect(page.items.find((i) => i.slotUuid === a.uuid)).toMatchObject({
      carNumber: 'А123ВС 123',
      farmerCompanyName: expect.any(String),
      plannedVolume: 25,
      documents: [expect.objectContaining({ code: 'WAYBILL' }), expect.objectContaining({ code: 'SDIZ' })],
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const other = (await agro.get('/api/v1/dmoderation/slots?limit=100')).json() as {
      items: { slotUuid: string }[];
    };
    expect(other.items.some((i) => i.slotUuid === a.uuid)).toBe(false);
    expect((await farmer.get('/api/v1/dmoderation/slots')).statusCode).toBe(403);
  });
});

describe('the moderation queue pages on the server (issue 28 point 16)', () => {
  type Page = { items: { slotUuid: string }[]; total: number };
  it('answers the product page (15) with the total, the next page, and the total past the end', async () => {
    const { uuid: point } = await newPoint(t);
    const slots: string[] = [];
    for (let i = 0; i < 16; i++) slots.push((await onModeration(point)).uuid);
    const url = `/api/v1/dmoderation/slots?locationUuid=${point}`;
    const first = (await checker.get(url)).json() as Page;
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(16);
    const second = (await checker.get(`${url}&offset=15`)).json() as Page;
    expect(second).toMatchObject({ total: 16, items: [{ slotUuid: slots[15] }] });
    expect([...first.items, ...second.items].map((i) => i.slotUuid)).toEqual(slots);
    // a page emptied by decisions taken meanwhile still tells the screen how many are left
    expect((await checker.get(`${url}&offset=30`)).json()).toEqual({ items: [], total: 16 });
    const small = (await checker.get(`${url}&limit=10&offset=10`)).json() as Page;
    expect(small.items.map((i) => i.slotUuid)).toEqual(slots.slice(10));
  });

  it('refuses a page over 100 or a negative offset with 400', async () => {
    for (const q of ['limit=101', 'limit=0', 'offset=-1', 'limit=abc']) {
      const res = await checker.get(`/api/v1/dmoderation/slots?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(message(res), q).toMatch(/[а-яё]/i);
    }
  });
});

describe('the gate (PUT slots)', () => {
  it('refuses arrival without approved documents, naming what is missing', async () => {
    const { uuid } = await newSlot();
    const res = await logist.put('/api/slots', { uuid, status: 'SLOT_ARRIVED' });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(
      'Машину нельзя принять без одобренных документов рейса. Не хватает: Транспортная накладная (ТТН), СДИЗ (ФГИС «Зерно»)',
    );
    expect(res.json()).toMatchObject({
      detail: { docsStatus: 'SLOT_DOCS_MISSING', docsMissing: ['WAYBILL', 'SDIZ'] },
    });
    const onMod = await onModeration();
    const wait = await logist.put('/api/slots', { uuid: onMod.uuid, status: 'SLOT_ARRIVED' });
    expect(message(wait)).toBe(
      'Машину нельзя принять без одобренных документов рейса. Документы на проверке',
    );
  });

  it('lets an approved truck arrive and unload', async () => {
    const { uuid } = await onModeration();
    await decide(checker, uuid, 'SLOT_DOCS_APPROVED');
    expect((await logist.put('/api/slots', { uuid, status: 'SLOT_ARRIVED' })).statusCode).toBe(200);
    expect((await logist.put('/api/slots', { uuid, unloadStart: true })).statusCode).toBe(200);
    const done = await logist.put('/api/slots', { uuid, status: 'SLOT_UNLOADED', unloadedVolume: 24.5 });
    expect(done.statusCode).toBe(200);
  });

  it('override: only with «Настройки очереди», recorded in both histories and the audit', async () => {
    const { uuid } = await newSlot();
    const body = { uuid, status: 'SLOT_ARRIVED', docsOverrideReason: 'Документы в машине, скан позже' };
    const refused = await logist.put('/api/slots', body);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(TRIP_DOCS_MSG.overrideNotAllowed);
    expect((await farmer.put('/api/slots', body)).statusCode).toBe(403);
    const ok = await kolos.put('/api/slots', body);
    expect(ok.statusCode).toBe(200);
    expect((await history(kolos, uuid)).items).toEqual([
      expect.objectContaining({ kind: 'OVERRIDE', reason: 'Документы в машине, скан позже' }),
    ]);
    const slot = (await kolos.get(`/api/slots/${uuid}`)).json() as {
      history: { changes: { field: string; to: string | null }[] }[];
    };
    expect(slot.history.flatMap((h) => h.changes)).toContainEqual({
      field: 'docsOverride',
      from: null,
      to: 'Документы в машине, скан позже',
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetUuid', '=', uuid)
      .where('action', '=', 'slot.docs.override')
      .execute();
    expect(audit).toHaveLength(1);
    // the override holds for the rest of the trip
    const unloaded = await logist.put('/api/slots', { uuid, status: 'SLOT_UNLOADED', unloadedVolume: 20 });
    expect(unloaded.statusCode).toBe(200);
  });

  it("a point's own requirement: GET/PUT with 'Настройки очереди'; none required, no gate", async () => {
    const point = await newPoint(t);
    const url = `/api/settings/location/${point.uuid}/trip-documents`;
    expect((await kolos.get(url)).json()).toEqual({
      locationUuid: point.uuid,
      required: ['WAYBILL', 'SDIZ'],
      custom: false,
    });
    expect((await logist.put(url, { required: [] })).statusCode).toBe(403);
    expect((await agro.put(url, { required: [] })).statusCode).toBe(404);
    expect((await kolos.put(url, { required: ['BOGUS'] })).statusCode).toBe(400);
    const set = await kolos.put(url, { required: ['SDIZ', 'TEST_REPORT'] });
    expect(set.json()).toEqual({ locationUuid: point.uuid, required: ['TEST_REPORT', 'SDIZ'], custom: true });
    const { uuid } = await newSlot(point.uuid);
    expect((await status(farmer, uuid)).missing).toEqual(['TEST_REPORT', 'SDIZ']);
    await kolos.put(url, { required: [] });
    expect((await status(farmer, uuid)).missing).toEqual([]);
    expect((await logist.put('/api/slots', { uuid, status: 'SLOT_ARRIVED' })).statusCode).toBe(200);
  });
});

describe('ФГИС «Зерно» export', () => {
  it("lists the day's unloaded slots as JSON and CSV, and those without a СДИЗ", async () => {
    const withSdiz = await onModeration();
    await decide(checker, withSdiz.uuid, 'SLOT_DOCS_APPROVED');
    await logist.put('/api/slots', { uuid: withSdiz.uuid, status: 'SLOT_ARRIVED' });
    await logist.put('/api/slots', { uuid: withSdiz.uuid, status: 'SLOT_UNLOADED', unloadedVolume: 24.5 });
    const without = await newSlot();
    await kolos.put('/api/slots', {
      uuid: without.uuid,
      status: 'SLOT_ARRIVED',
      docsOverrideReason: 'Срочно',
    });
    await logist.put('/api/slots', { uuid: without.uuid, status: 'SLOT_UNLOADED', unloadedVolume: 10 });

    const base = `/api/v1/fgis/acceptances/${POINTS.tikhoretsk}/${withSdiz.day}`;
    const json = await kolos.get(`${base}?format=json`);
    expect(json.statusCode).toBe(200);
    const items = (json.json() as { items: Record<string, unknown>[] }).items;
    expect(items.find((i) => i.slotUuid === withSdiz.uuid)).toMatchObject({
      netMassKg: 24_500,
      purpose: 'FEED',
      sdizNumber: '2026-0000012345-01',
      okpd2: expect.stringMatching(/^01\.11\.\d+$/),
      crop: expect.any(String),
      carNumber: 'А123ВС 123',
      acceptedAt: expect.any(String),
      documents: [
        { code: 'WAYBILL', name: 'Транспортная накладная (ТТН)', number: null },
        { code: 'SDIZ', name: 'СДИЗ (ФГИС «Зерно»)', number: '2026-0000012345-01' },
      ],
    });
    expect(items.find((i) => i.slotUuid === without.uuid)).toMatchObject({
      sdizNumber: null,
      netMassKg: 10_000,
    });

    const csv = await kolos.get(`${base}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFID слота;Дата;Пункт приёмки')).toBe(true);
    // no acceptance (weight only): the credited mass and the lab's columns stay empty
    expect(csv.body).toContain(';24500;;;;;;;;Кормовые цели;2026-0000012345-01;');

    const missing = (await kolos.get(`${base}/missing-sdiz`)).json() as { items: { slotUuid: string }[] };
    expect(missing.items.map((i) => i.slotUuid)).toContain(without.uuid);
    expect(missing.items.map((i) => i.slotUuid)).not.toContain(withSdiz.uuid);

    expect((await agro.get(`${base}?format=json`)).statusCode).toBe(404);
    expect((await farmer.get(`${base}?format=json`)).statusCode).toBe(403);
  });
});

describe('demo data (seed 99-trip-documents)', () => {
  it("the week's arrived and unloaded trucks have approved documents; some wait, one declined", async () => {
    const rows = await t.db
      .selectFrom('slots as s')
      .leftJoin('slotTripDocs as d', 'd.uuid', 's.uuid')
      .select(['s.status', 'd.status as docs'])
      .where('s.uuid', '>=', QUEUE_DEMO.slot(0))
      .where('s.uuid', '<=', QUEUE_DEMO.slot(999))
      .execute();
    const gated = rows.filter((r) => r.status === 'SLOT_ARRIVED' || r.status === 'SLOT_UNLOADED');
    expect(gated.length).toBeGreaterThan(0);
    expect(gated.every((r) => r.docs === 'SLOT_DOCS_APPROVED')).toBe(true);
    expect(rows.filter((r) => r.docs === 'SLOT_DOCS_DECLINED')).toHaveLength(1);
    expect(rows.filter((r) => r.docs === 'SLOT_DOCS_ON_MODERATE')).toHaveLength(3);
    const wheat = await t.db
      .selectFrom('cultures')
      .select('okpd2')
      .where('alias', '=', 'wheat-3')
      .executeTakeFirst();
    expect(wheat?.okpd2).toBe('01.11.12');
    const before = await t.db.selectFrom('slotDocuments').select('uuid').execute();
    await seedTripDocs(t.db);
    expect(await t.db.selectFrom('slotDocuments').select('uuid').execute()).toHaveLength(before.length);
  });
});
