import { formatPhone } from '@kolos/domain';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MSG } from '@kolos/domain/companies';
import { MODERATION_MSG } from '@kolos/domain/moderation';
import { as, createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { corpCard, invited, multipartBody, SAMPLES } from '../../../test/onboarding';
import { demoCallers, loginAs, withPassword } from '../../../test/staff';
import { auctionBody, createAuction, demoPurchaser, newFarmer, offerBody } from '../../../test/trading';

import { newId } from '../../platform/ids';

let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
}, 60_000);
afterAll(() => t.close());

let address: Promise<string> | undefined;
/** The app on a real socket, for the event stream. */
const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

type Farmer = Awaited<ReturnType<typeof invited>>;

async function upload(
  f: Pick<Farmer, 'ask' | 'companyUuid'>,
  code: string,
  files: { name: string; bytes: Buffer }[],
  companyUuid = f.companyUuid,
) {
  const body = await multipartBody(files, { companyUuid, code });
  return f.ask({ method: 'POST', url: '/api/dmoderation/document/upload', ...body });
}

/** When the agreements area is installed, the farmer needs a signed agreement to submit. */
async function signAgreementIfNeeded(companyUuid: string) {
  const table = await sql<{ name: string | null }>`select to_regclass('agreements')::text as name`.execute(
    t.db,
  );
  if (!table.rows[0]?.name) return;
  const template = newId();
  await sql`insert into agreement_templates (uuid, purchaser_company_uuid, version, title, text)
    values (${template}, ${DEMO.companies.kolosYug}, ${Math.floor(Math.random() * 1e9) + 1}, 'Договор', 'Текст')`.execute(
    t.db,
  );
  const user = await t.db
    .selectFrom('users')
    .select(['uuid', 'phone'])
    .where('companyUuid', '=', companyUuid)
    .executeTakeFirstOrThrow();
  await sql`insert into agreements (uuid, farmer_company_uuid, purchaser_company_uuid, template_uuid, title, text, status,
      signed_at, signer_user_uuid, signer_phone, text_sha256)
    values (${newId()}, ${companyUuid}, ${DEMO.companies.kolosYug}, ${template}, 'Договор', 'Текст', 'AGREEMENT_CONTRACT_SIGNED',
      now(), ${user.uuid}, ${user.phone}, 'x')`.execute(t.db);
}

/** A farmer with a full card and every required document, submitted. */
async function submitted() {
  const f = await invited(t, c.kolosSuper);
  expect((await f.farmer.put(`/api/companies/${f.companyUuid}`, corpCard(f.taxCode))).statusCode).toBe(200);
  for (const code of ['CHARTER', 'EGRUL_EXTRACT', 'DIRECTOR_ORDER', 'COMPANY_CARD'])
    expect((await upload(f, code, [{ name: `${code}.pdf`, bytes: SAMPLES.pdf }])).statusCode).toBe(200);
  await signAgreementIfNeeded(f.companyUuid);
  const res = await f.farmer.post('/api/dmoderation/company', { companyUuid: f.companyUuid });
  expect(res.statusCode, res.body).toBe(200);
  return f;
}

describe('the company card (PUT /companies/{uuid})', () => {
  it('saves a valid card and refuses bad requisites with their Russian messages', async () => {
    const f = await invited(t, c.kolosSuper);
    const ok = await f.farmer.put(`/api/companies/${f.companyUuid}`, corpCard(f.taxCode));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      reasonCode: '773601001',
      bankID: '044525225',
      status: 'NEED_DOCUMENTS',
    });
    const bad = await f.farmer.put(`/api/companies/${f.companyUuid}`, {
      ...corpCard(f.taxCode),
      accountNumber: '40702810038000017241',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Расчётный счёт не сходится с БИК: проверьте оба номера');
    const inn = await f.farmer.put(`/api/companies/${f.companyUuid}`, { ...corpCard('7707083894') });
    expect(inn.json().message).toBe('ИНН организации — 10 цифр с верным контрольным числом');
  });

  it("another farmer's or another purchaser's company: 404; the inviting purchaser reads but may not write", async () => {
    const f = await invited(t, c.kolosSuper);
    expect((await c.farmer.put(`/api/companies/${f.companyUuid}`, corpCard(f.taxCode))).statusCode).toBe(404);
    expect((await c.agroSuper.get(`/api/companies/get/${f.companyUuid}`)).statusCode).toBe(404);
    expect((await c.agroSuper.get(`/api/dmoderation/company/${f.companyUuid}/documents`)).statusCode).toBe(
      404,
    );
    expect((await c.kolosSuper.get(`/api/companies/get/${f.companyUuid}`)).statusCode).toBe(200);
    expect((await c.kolosSuper.put(`/api/companies/${f.companyUuid}`, corpCard(f.taxCode))).statusCode).toBe(
      403,
    );
    const list = (await c.agroSuper.get('/api/companies?userType=USER_TYPE_FARMER&limit=1000')).json();
    expect(list.companies.map((x: { uuid: string }) => x.uuid)).not.toContain(f.companyUuid);
  });
});

describe('documents by code', () => {
  it('lists the catalogue with the codes each type must provide', async () => {
    const res = await c.farmer.get('/api/dmoderation/code');
    const codes = res.json().codes as { code: string; requiredFor: string[] }[];
    expect(codes.filter((x) => x.requiredFor.includes('COMPANY_TYPE_INDIVIDUAL')).map((x) => x.code)).toEqual(
      ['PASSPORT', 'OGRNIP_CERTIFICATE', 'COMPANY_CARD'],
    );
  });

  it('judges files by content: PNG bytes named .pdf are a png; an .exe named .pdf is 400 and nothing is kept', async () => {
    const f = await invited(t, c.kolosSuper);
    const png = await upload(f, 'CHARTER', [{ name: 'устав.pdf', bytes: SAMPLES.png }]);
    expect(png.statusCode).toBe(200);
    const charter = png.json().documents.find((d: { code: string }) => d.code === 'CHARTER');
    expect(charter.files[0].type).toBe('image/png');
    const before = await t.db
      .selectFrom('files')
      .select('uuid')
      .where('ownerCompanyUuid', '=', f.companyUuid)
      .execute();
    const exe = await upload(f, 'EGRUL_EXTRACT', [
      { name: 'a.pdf', bytes: SAMPLES.pdf },
      { name: 'virus.pdf', bytes: SAMPLES.exe },
    ]);
    expect(exe.statusCode).toBe(400);
    const after = await t.db
      .selectFrom('files')
      .select('uuid')
      .where('ownerCompanyUuid', '=', f.companyUuid)
      .execute();
    expect(after.length).toBe(before.length);
    expect((await upload(f, 'NO_SUCH_CODE', [{ name: 'a.pdf', bytes: SAMPLES.pdf }])).statusCode).toBe(400);
    expect(
      (await upload(f, 'CHARTER', [{ name: 'a.pdf', bytes: SAMPLES.pdf }], DEMO.companies.rassvet))
        .statusCode,
    ).toBe(404);
  });

  it('an upload cut off mid-file leaves no stored object, no file row and no document', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-onboarding-'));
    const own = await createTestApp({ DATA_DIR: dataDir });
    try {
      const who = await demoCallers(own);
      const f = await invited(own, who.kolosSuper);
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const boundary = 'kolosboundary';
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const head = Buffer.from(
        field('companyUuid', f.companyUuid) +
          field('code', 'CHARTER') +
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="устав.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      const stored = () => {
        const root = path.join(dataDir, 'files');
        return existsSync(root)
          ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length
          : 0;
      };
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/dmoderation/document/upload',
        headers: {
          authorization: `Bearer ${f.farmer.tokens.access_token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(200 * 1024),
        },
      });
      req.on('error', () => undefined); // the test drops it
      req.write(Buffer.concat([head, SAMPLES.pdf, Buffer.alloc(30 * 1024)]));
      // the server has opened the object and is writing it when the farmer's connection drops
      await eventually(() => stored() > 0);
      req.destroy();
      await eventually(() => expect(stored()).toBe(0));
      expect(
        await own.db
          .selectFrom('files')
          .select('uuid')
          .where('ownerCompanyUuid', '=', f.companyUuid)
          .execute(),
      ).toEqual([]);
      expect(
        await own.db
          .selectFrom('companyDocuments')
          .select('uuid')
          .where('companyUuid', '=', f.companyUuid)
          .execute(),
      ).toEqual([]);
      // the same upload sent whole is stored: the cut one was refused for being cut, not for who sent it
      expect((await upload(f, 'CHARTER', [{ name: 'устав.pdf', bytes: SAMPLES.pdf }])).statusCode).toBe(200);
      expect(stored()).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('413 past the size limit', async () => {
    const small = await createTestApp({ MAX_UPLOAD_BYTES: 1024 });
    try {
      const who = await demoCallers(small);
      const f = await invited(small, who.kolosSuper);
      const body = await multipartBody(
        [{ name: 'big.pdf', bytes: Buffer.concat([SAMPLES.pdf, Buffer.alloc(4096)]) }],
        {
          companyUuid: f.companyUuid,
          code: 'CHARTER',
        },
      );
      const res = await f.ask({ method: 'POST', url: '/api/dmoderation/document/upload', ...body });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Размер загружаемых файлов не должен превышать 1 Гб');
    } finally {
      await small.close();
    }
  });
});

describe('moderation', () => {
  it('submitting is refused with 409 listing what is missing', async () => {
    const f = await invited(t, c.kolosSuper);
    const res = await f.farmer.post('/api/dmoderation/company', { companyUuid: f.companyUuid });
    expect(res.statusCode).toBe(409);
    const codes = (res.json().detail as { code: string }[]).map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining(['code', 'CHARTER', 'EGRUL_EXTRACT', 'DIRECTOR_ORDER', 'COMPANY_CARD']),
    );
    expect(res.json().message).toContain('Устав');
  });

  it('submit → approve: the farmer gets the farmer role, history and SMS; approved documents are replaced, not deleted', async () => {
    const f = await submitted();
    expect((await f.farmer.put(`/api/companies/${f.companyUuid}`, corpCard(f.taxCode))).statusCode).toBe(409);
    const list = (
      await c.admin.get('/api/companies?order=moderation&userType=USER_TYPE_FARMER&limit=1000')
    ).json();
    expect(list.companies[0].status).toBe('ON_MODERATE');
    expect(
      (await c.kolosSuper.post(`/api/dmoderation/company/${f.companyUuid}/approve`, {})).statusCode,
    ).toBe(403);
    const ok = await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/approve`, {});
    expect(ok.json()).toEqual({ uuid: f.companyUuid, status: 'APPROVED' });
    const card = (await c.admin.get(`/api/dmoderation/company/${f.companyUuid}`)).json();
    expect(card.history.map((h: { to: string }) => h.to)).toEqual([
      'NEED_DOCUMENTS',
      'ON_MODERATE',
      'APPROVED',
    ]);
    // the invited farmer has no name yet: the moderator sees his phone, not «Система»
    const submittedBy = card.history.find((h: { to: string }) => h.to === 'ON_MODERATE');
    expect(submittedBy.userName).toBe(formatPhone(f.phone));
    const role = await t.db
      .selectFrom('groupRoles')
      .select('roleUuid')
      .where('groupUuid', '=', f.userUuid)
      .execute();
    expect(role.map((r) => r.roleUuid)).toContain(DEMO.roles.farmer);
    const doc = card.documents.find((d: { code: string }) => d.code === 'CHARTER').files[0];
    await withPassword(t, f.userUuid);
    const full = await loginAs(t, f.phone);
    const del = await full.del(`/api/dmoderation/document?uuid=${doc.uuid}&code=CHARTER`);
    expect(del.statusCode).toBe(409);
    const again = await upload({ ...f, ask: as(t.app, full.tokens) }, 'CHARTER', [
      { name: 'new.pdf', bytes: SAMPLES.pdf },
    ]);
    expect(again.statusCode).toBe(200);
    const charter = again.json().documents.find((d: { code: string }) => d.code === 'CHARTER');
    expect(charter.files).toHaveLength(1);
    expect(charter.history).toHaveLength(1);
    expect(
      (await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/decline`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('a submission tells every platform admin in the app, once, with a link to the card (issue 29 point 7)', async () => {
    const f = await submitted();
    const mine = async () =>
      (await c.admin.get('/api/notifications?size=100'))
        .json<{ items: { kind: string; text: string; link: string }[] }>()
        .items.filter((n) => n.link === `/moderation/farmers/${f.companyUuid}`);
    const notices = await mine();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'company.submitted' });
    expect(notices[0]!.text).toContain(`(ИНН ${f.taxCode}) отправлена на модерацию`);
    // a farmer or a purchaser is not told
    expect(
      (await c.kolosSuper.get('/api/notifications?size=100'))
        .json<{ items: { link: string }[] }>()
        .items.some((n) => n.link === `/moderation/farmers/${f.companyUuid}`),
    ).toBe(false);
  });

  it('two moderators deciding at once: one decision wins, the other is 409, the history has one', async () => {
    const f = await submitted();
    const answers = await Promise.all([
      c.admin.post(`/api/dmoderation/company/${f.companyUuid}/approve`, {}),
      c.admin.post(`/api/dmoderation/company/${f.companyUuid}/decline`, { reason: 'Нет устава' }),
      c.admin.post(`/api/dmoderation/company/${f.companyUuid}/approve`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const card = (await c.admin.get(`/api/dmoderation/company/${f.companyUuid}`)).json();
    expect(card.history.map((h: { to: string }) => h.to)).toHaveLength(3);
    const won = answers.find((a) => a.statusCode === 200)!.json().status;
    expect(card.company.status).toBe(won);
  });

  it('decline needs a reason, tells the farmer by SMS; he fixes and submits again', async () => {
    const f = await submitted();
    expect(
      (await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/decline`, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/decline`, {
      reason: 'Нечитаемый устав',
    });
    expect(res.json().status).toBe('DECLINED');
    const sms = await t.db
      .selectFrom('outboxMessages')
      .select('text')
      .where('recipient', '=', f.phone)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.text).toContain('Нечитаемый устав');
    expect((await c.admin.get(`/api/companies/get/${f.companyUuid}`)).json().declineReason).toBe(
      'Нечитаемый устав',
    );
    // the link's session ended with the decision; a phone login opens a new registration session
    expect((await f.farmer.post('/api/dmoderation/company', { companyUuid: f.companyUuid })).statusCode).toBe(
      401,
    );
    await withPassword(t, f.userUuid);
    const again = await loginAs(t, f.phone);
    expect((await again.post('/api/dmoderation/company', { companyUuid: f.companyUuid })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['approve', 'APPROVED', MODERATION_MSG.registrationApproved],
    ['decline', 'DECLINED', MODERATION_MSG.registrationDeclined],
  ] as const)(
    'the decision (%s) ends the registration session: 401 saying so on every route, its event stream ends',
    async (action, decision, message) => {
      const f = await submitted();
      const base = await listening();
      const stream = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${f.farmer.tokens.access_token}` },
      });
      expect(stream.status).toBe(200);
      const ended = stream.body!.pipeTo(new WritableStream()).then(() => true);
      const other = await newFarmer(t);
      const decided = await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/${action}`, {
        reason: 'Нечитаемый устав',
      });
      expect(decided.statusCode).toBe(200);
      expect(await ended).toBe(true);
      for (const url of [`/api/dmoderation/company/${f.companyUuid}`, '/api/auth/logout', '/api/events']) {
        const res = await f.farmer.get(url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ message, detail: { decision } });
      }
      // a session ended otherwise says the usual
      await other.call.get('/api/auth/logout');
      const plain = await other.call.get('/api/auth/logout');
      expect(plain.statusCode).toBe(401);
      expect(plain.json().detail).toBeUndefined();
    },
  );

  it.each([
    ['approve from NEED_DOCUMENTS', 'approve'],
    ['decline from NEED_DOCUMENTS', 'decline'],
  ])('%s is 409 with a Russian sentence', async (_, action) => {
    const f = await invited(t, c.kolosSuper);
    const res = await c.admin.post(`/api/dmoderation/company/${f.companyUuid}/${action}`, { reason: 'r' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Нельзя перевести организацию из статуса «Заполняет анкету»/);
  });

  it('PUT /companies/{uuid}/status follows the same table; DELETE refuses a company with deals', async () => {
    const f = await invited(t, c.kolosSuper);
    expect(
      (await c.admin.put(`/api/companies/${f.companyUuid}/status`, { status: 'APPROVED' })).statusCode,
    ).toBe(409);
    expect((await c.admin.del(`/api/companies/${DEMO.companies.rassvet}`)).statusCode).toBe(409);
    expect((await c.kolosSuper.del(`/api/companies/${f.companyUuid}`)).statusCode).toBe(403);
    expect((await c.admin.del(`/api/companies/${f.companyUuid}`)).statusCode).toBe(200);
    expect((await c.admin.get(`/api/companies/get/${f.companyUuid}`)).statusCode).toBe(404);
  });

  it('searchByTaxCode finds a company the caller sees', async () => {
    const f = await invited(t, c.kolosSuper);
    expect((await c.kolosSuper.get(`/api/companies/searchByTaxCode/${f.taxCode}`)).json().uuid).toBe(
      f.companyUuid,
    );
    expect((await c.agroSuper.get(`/api/companies/searchByTaxCode/${f.taxCode}`)).statusCode).toBe(404);
  });

  it('the organisation lookup says plainly it answers from the platform only', async () => {
    const rassvet = await t.db
      .selectFrom('companies')
      .select('taxCode')
      .where('uuid', '=', DEMO.companies.rassvet)
      .executeTakeFirstOrThrow();
    const res = (await c.farmer.get(`/api/dadata/organizations/innogrn/${rassvet.taxCode}`)).json();
    expect(res.provider).toBe('platform');
    expect(res.suggestions[0].name).toBe('КФХ «Рассвет»');
    const none = (await c.farmer.get('/api/dadata/organizations/innogrn/7707083893')).json();
    expect(none).toMatchObject({ provider: 'platform', suggestions: [] });
  });
});

describe('offers only from approved farmers', () => {
  it('a farmer company not approved is refused with 403', async () => {
    const kolos = await demoPurchaser(t);
    const farmer = await newFarmer(t);
    const a = await createAuction(kolos, await auctionBody(t));
    await t.db
      .updateTable('companies')
      .set({ status: 'ON_MODERATE' })
      .where('uuid', '=', farmer.companyUuid)
      .execute();
    const res = await farmer.call.post('/api/v2/offers', offerBody(a));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(COMPANY_MSG.notApprovedToTrade);
  });
});
