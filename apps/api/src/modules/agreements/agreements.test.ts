import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MSG, type Agreement, type AgreementList } from '@kolos/domain/agreements';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { demoCallers, type Client } from '../../../test/staff';
import { AGREEMENTS_DEMO, KOLOS_YUG_AGREEMENT_TEXT } from '../../seed/98-agreements';
import { policy } from '../../../test/places';
import { sha256Hex } from './index';
import { askCode, current, message, newSigner, registrationSession, sign, wrongOf } from './test-kit';

let t: TestApp;
let admin: Client;
let kolosSuper: Client;
let kolosManager: Client;
let agroSuper: Client;
let rassvet: Client;
const C = DEMO.companies;
const SEEDED = AGREEMENTS_DEMO.agreements.rassvetKolosYug;
const TEXT = 'Поставщик поставляет, Покупатель принимает и оплачивает зерно на условиях сделок платформы.';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, kolosSuper, kolosManager, agroSuper, farmer: rassvet } = await demoCallers(t));
  // «Агро-Центр» gets a template of the tests' own, so «Колос-Юг»'s seeded one stays as seeded
  const res = await admin.post('/api/admin/agreement', {
    purchaserUuid: C.agroCenter,
    title: 'Договор',
    text: TEXT,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('POST /admin/agreement: versions of a purchaser’s text', () => {
  it('an admin names the purchaser; the purchaser’s super-user writes his own; versions count up', async () => {
    const noPurchaser = await admin.post('/api/admin/agreement', { title: 'Договор', text: TEXT });
    expect(noPurchaser.statusCode).toBe(400);
    expect(message(noPurchaser)).toBe(AGREEMENT_MSG.purchaserRequired);
    const v2 = await agroSuper.post('/api/admin/agreement', {
      title: 'Договор, ред. 2',
      text: `${TEXT} Ред. 2.`,
    });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toMatchObject({ purchaserCompanyUuid: C.agroCenter, version: 2 });
    const read = await agroSuper.get('/api/admin/agreement');
    expect(read.json()).toMatchObject({ version: 2, title: 'Договор, ред. 2' });
  });

  it('a manager who is not the super-user, another purchaser and a farmer are refused', async () => {
    const manager = await kolosManager.post('/api/admin/agreement', { title: 'Договор', text: TEXT });
    expect(manager.statusCode).toBe(403);
    expect(message(manager)).toBe(AGREEMENT_MSG.superUserOnly);
    const foreign = await kolosSuper.post('/api/admin/agreement', {
      purchaserUuid: C.agroCenter,
      title: 'Чужой договор',
      text: TEXT,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await rassvet.post('/api/admin/agreement', { title: 'Договор', text: TEXT })).statusCode).toBe(
      403,
    );
    const short = await agroSuper.post('/api/admin/agreement', { title: 'Д', text: 'коротко' });
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /personal/agreement/current', () => {
  it('offers the purchaser’s latest version once, even to two first opens at once', async () => {
    const f = await newSigner(t);
    const [a, b] = await Promise.all([current(f.call, C.agroCenter), current(f.call, C.agroCenter)]);
    expect(a.uuid).toBe(b.uuid);
    expect(a).toMatchObject({
      status: 'AGREEMENT_CONTRACT_CREATED',
      farmerCompanyUuid: f.companyUuid,
      purchaserCompanyName: 'Агро-Центр',
      version: 2,
      signature: null,
    });
    const rows = await t.db
      .selectFrom('agreements')
      .select('uuid')
      .where('farmerCompanyUuid', '=', f.companyUuid)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('without a purchaser it uses the one the farm deals with, or asks for one', async () => {
    const f = await newSigner(t);
    const unknown = await f.call.post('/api/personal/agreement/current', {});
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe(AGREEMENT_MSG.purchaserUnknown);
    await current(f.call, C.agroCenter);
    const again = await f.call.post('/api/personal/agreement/current', {});
    expect(again.json()).toMatchObject({ purchaserCompanyUuid: C.agroCenter });
  });

  it('«Рассвет» finds its seeded signed agreement; a purchaser without a template is 404', async () => {
    const f = await newSigner(t);
    await t.db.updateTable('users').set({ companyUuid: C.rassvet }).where('uuid', '=', f.userUuid).execute();
    const seeded = await current(f.call, C.kolosYug);
    expect(seeded.uuid).toBe(SEEDED);
    expect(seeded.signature).toMatchObject({
      signerUuid: DEMO.users.farmer,
      signerPhone: DEMO.phones.farmer,
      textSha256: sha256Hex(KOLOS_YUG_AGREEMENT_TEXT),
    });
    const none = await f.call.post('/api/personal/agreement/current', { purchaserUuid: C.niva });
    expect(none.statusCode).toBe(404);
  });

  it('purchasers and farmers without the registration route’s policy are refused', async () => {
    expect((await kolosSuper.post('/api/personal/agreement/current', {})).statusCode).toBe(403);
    const unsigned = await newSigner(t, undefined, [policy('Offers', ['*'])]);
    expect((await unsigned.call.post('/api/personal/agreement/current', {})).statusCode).toBe(403);
  });
});

describe('signing with a code by SMS', () => {
  it('a wrong code, then the right one; the record; the code again and a second signature are 409', async () => {
    const f = await newSigner(t);
    const a = await current(f.call, C.agroCenter);
    const before = await sign(f.call, a.uuid, '123456');
    expect(before.statusCode).toBe(400);
    expect(message(before)).toBe(AGREEMENT_MSG.codeFirst);
    const asked = await f.call.post(`/api/agreement/${a.uuid}/sign-code`, {});
    expect(asked.json()).toMatchObject({ codeLength: 6, expiresInSeconds: 300 });
    expect(asked.json<{ phone: string }>().phone).toMatch(/^\+7 977 \*\*\*-\*\*-\d\d$/);
    const code = await askCode(t, f.call, a.uuid, f.phone);
    const wrong = await sign(f.call, a.uuid, wrongOf(code));
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(AGREEMENT_MSG.badCode(4));
    const ok = await sign(f.call, a.uuid, code);
    expect(ok.statusCode).toBe(200);
    const signed = ok.json<Agreement>();
    expect(signed.status).toBe('AGREEMENT_CONTRACT_SIGNED');
    expect(signed.signature).toMatchObject({
      signerUuid: f.userUuid,
      signerName: 'Кузнецов Андрей Павлович',
      signerPhone: f.phone,
      signerIp: '127.0.0.1',
      textSha256: sha256Hex(a.text),
    });
    expect(Date.now() - Date.parse(signed.signature!.signedAt)).toBeLessThan(60_000);
    const reuse = await sign(f.call, a.uuid, code);
    expect(reuse.statusCode).toBe(409);
    expect(message(reuse)).toBe(AGREEMENT_MSG.alreadySigned);
    expect((await f.call.post(`/api/agreement/${a.uuid}/sign-code`, {})).statusCode).toBe(409);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetUuid', '=', a.uuid)
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual([
      'agreement.create',
      'agreement.sign-code',
      'agreement.sign-code',
      'agreement.status',
    ]);
  });

  it('an expired code is refused; a new code voids the one before', async () => {
    const f = await newSigner(t);
    const a = await current(f.call, C.agroCenter);
    const first = await askCode(t, f.call, a.uuid, f.phone);
    await t.db
      .updateTable('agreementSignCodes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('agreementUuid', '=', a.uuid)
      .execute();
    const expired = await sign(f.call, a.uuid, first);
    expect(expired.statusCode).toBe(400);
    expect(message(expired)).toBe(AGREEMENT_MSG.codeExpired);
    const second = await askCode(t, f.call, a.uuid, f.phone);
    const third = await askCode(t, f.call, a.uuid, f.phone);
    if (second !== third) expect((await sign(f.call, a.uuid, second)).statusCode).toBe(400);
    expect((await sign(f.call, a.uuid, third)).statusCode).toBe(200);
  });

  it('five wrong tries burn the code (429), the right one no longer signs; a new code does', async () => {
    const f = await newSigner(t);
    const a = await current(f.call, C.agroCenter);
    const code = await askCode(t, f.call, a.uuid, f.phone);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await sign(f.call, a.uuid, wrongOf(code))).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const burnt = await sign(f.call, a.uuid, code);
    expect(burnt.statusCode).toBe(429);
    expect(message(burnt)).toBe(AGREEMENT_MSG.attemptsExceeded);
    expect((await sign(f.call, a.uuid, await askCode(t, f.call, a.uuid, f.phone))).statusCode).toBe(200);
  });

  it('a new code waits out the resend pause, as a login code', async () => {
    const f = await newSigner(t);
    const a = await current(f.call, C.agroCenter);
    const config = t.app.deps.config as { OTP_RESEND_SECONDS: number };
    await askCode(t, f.call, a.uuid, f.phone);
    config.OTP_RESEND_SECONDS = 60;
    try {
      const early = await f.call.post(`/api/agreement/${a.uuid}/sign-code`, {});
      expect(early.statusCode).toBe(429);
      expect(message(early)).toMatch(/^Новый код можно запросить через \d+ с$/);
    } finally {
      config.OTP_RESEND_SECONDS = 0;
    }
  });

  it('eight signatures with the right code at once: exactly one signs, the rest 409', async () => {
    const f = await newSigner(t);
    const a = await current(f.call, C.agroCenter);
    const code = await askCode(t, f.call, a.uuid, f.phone);
    // Eight at once: some lose at the status, others find the code already spent by the winner —
    // every loser is told it is signed (409), none that the code expired (seen on PostgreSQL).
    const answers = await Promise.all(Array.from({ length: 8 }, () => sign(f.call, a.uuid, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    const history = await t.db
      .selectFrom('agreementStatusHistory')
      .select('status')
      .where('agreementUuid', '=', a.uuid)
      .where('status', '=', 'AGREEMENT_CONTRACT_SIGNED')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('the one-time link’s registration session reads, signs and downloads; nothing else', async () => {
    const f = await newSigner(t);
    const reg = await registrationSession(t, f.userUuid);
    const a = await current(reg, C.agroCenter);
    expect((await sign(reg, a.uuid, await askCode(t, reg, a.uuid, f.phone))).statusCode).toBe(200);
    const pdf = await reg.get(`/api/personal/agreement/${a.uuid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await reg.get(`/api/agreement/${a.uuid}`)).statusCode).toBe(403);
    expect((await reg.get('/api/agreements')).statusCode).toBe(403);
  });
});

describe('cross-company attempts', () => {
  it('another farm’s agreement is 404 to read, to ask a code for and to sign; an admin signs nothing', async () => {
    const f = await newSigner(t);
    const other = await newSigner(t);
    const a = await current(other.call, C.agroCenter);
    expect((await f.call.post(`/api/agreement/${a.uuid}/sign-code`, {})).statusCode).toBe(404);
    expect((await sign(f.call, a.uuid, '123456')).statusCode).toBe(404);
    expect((await f.call.get(`/api/personal/agreement/${a.uuid}/pdf`)).statusCode).toBe(404);
    expect((await sign(admin, a.uuid, '123456')).statusCode).toBe(403);
    expect((await kolosSuper.get(`/api/agreement/${a.uuid}`)).statusCode).toBe(404);
    expect((await kolosSuper.get(`/api/agreement/${a.uuid}/pdf`)).statusCode).toBe(404);
    expect((await agroSuper.get(`/api/agreement/${a.uuid}`)).statusCode).toBe(200);
  });

  it('lists: a purchaser’s staff their company’s, a farmer his, an admin all; another company’s is 404', async () => {
    // the test's own rows: a farm that signed with «Колос-Юг», one that signed with «Агро-Центр»
    const signed = async (purchaser: string) => {
      const f = await newSigner(t);
      const a = await current(f.call, purchaser);
      expect((await sign(f.call, a.uuid, await askCode(t, f.call, a.uuid, f.phone))).statusCode).toBe(200);
      return { ...f, agreement: a.uuid };
    };
    const [kolosFarm, agroFarm] = [await signed(C.kolosYug), await signed(C.agroCenter)];
    const uuids = (res: { json: <T>() => T }) => res.json<AgreementList>().agreements.map((x) => x.uuid);
    const signedOf = (c: Client, purchaser: string, farmer?: string) =>
      c.get(
        `/api/agreements?purchaserUuid=${purchaser}&status=AGREEMENT_CONTRACT_SIGNED${farmer ? `&farmerUuid=${farmer}` : ''}`,
      );

    const mine = (await signedOf(kolosManager, C.kolosYug)).json<AgreementList>();
    expect(
      mine.agreements.every(
        (x) => x.purchaserCompanyUuid === C.kolosYug && x.status === 'AGREEMENT_CONTRACT_SIGNED',
      ),
    ).toBe(true);
    expect(uuids(await signedOf(kolosManager, C.kolosYug, kolosFarm.companyUuid))).toEqual([
      kolosFarm.agreement,
    ]);
    expect((await signedOf(agroSuper, C.kolosYug)).statusCode).toBe(404);
    const agroAll = (await agroSuper.get('/api/agreements')).json<AgreementList>();
    expect(agroAll.agreements.every((x) => x.purchaserCompanyUuid === C.agroCenter)).toBe(true);
    expect(uuids(await agroSuper.get(`/api/agreements?farmerUuid=${agroFarm.companyUuid}`))).toEqual([
      agroFarm.agreement,
    ]);
    expect(uuids(await agroSuper.get(`/api/agreements?farmerUuid=${kolosFarm.companyUuid}`))).toEqual([]);
    // the admin reads every purchaser's
    expect(uuids(await signedOf(admin, C.kolosYug, kolosFarm.companyUuid))).toEqual([kolosFarm.agreement]);
    expect(uuids(await signedOf(admin, C.agroCenter, agroFarm.companyUuid))).toEqual([agroFarm.agreement]);

    const byFarmer = (c: Client) => c.get(`/api/agreements/byFarmer/${kolosFarm.companyUuid}`);
    const byFarmerUuids = async (c: Client) => (await byFarmer(c)).json<Agreement[]>().map((x) => x.uuid);
    expect(await byFarmerUuids(kolosFarm.call)).toEqual([kolosFarm.agreement]);
    expect(await byFarmerUuids(kolosManager)).toEqual([kolosFarm.agreement]);
    expect((await byFarmer(agroSuper)).json<Agreement[]>()).toEqual([]);
    expect((await byFarmer(agroFarm.call)).statusCode).toBe(404);
    const f = await newSigner(t);
    expect((await f.call.get('/api/agreements')).json<AgreementList>().totalCount).toBe(0);
  });
});

describe('GET /agreement/{uuid}/pdf', () => {
  it('the signed agreement as a PDF with Roboto embedded and the text’s SHA-256', async () => {
    const res = await rassvet.get(`/api/agreement/${SEEDED}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="agreement-${SEEDED}.pdf"`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = body.toString('latin1');
    expect(raw).toContain(sha256Hex(KOLOS_YUG_AGREEMENT_TEXT));
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    expect((await kolosManager.get(`/api/agreement/${SEEDED}/pdf`)).statusCode).toBe(200);
    expect((await agroSuper.get(`/api/agreement/${SEEDED}/pdf`)).statusCode).toBe(404);
  });
});
