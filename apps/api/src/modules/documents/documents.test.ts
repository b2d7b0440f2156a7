import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MSG } from '@kolos/domain/documents';
import { FILE_MSG } from '@kolos/domain/files';
import { sql } from 'kysely';
import { pruneUploadKeys, UPLOAD_KEY_DAYS } from '../../platform/files/upload-keys';
import { as, createTestApp, type TestApp } from '../../../test/harness';
import { invited, multipartBody, SAMPLES } from '../../../test/onboarding';
import { demoCallers } from '../../../test/staff';

/*
 * Issue 28 point 17: "An ИП's documents page offers only the ИП's document codes; an ООО's only the
 * company's ones. The server must refuse uploading a code that doesn't match the company's form."
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof demoCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await demoCallers(t);
}, 60_000);
afterAll(() => t.close());

type Farmer = Awaited<ReturnType<typeof invited>>;
interface Listed {
  code: string;
  required: boolean;
  forCompanyType: boolean;
  files: { uuid: string }[];
}

const IP_CODES = ['PASSPORT', 'OGRNIP_CERTIFICATE', 'COMPANY_CARD', 'POWER_OF_ATTORNEY', 'OTHER'];
const OOO_CODES = [
  'CHARTER',
  'EGRUL_EXTRACT',
  'DIRECTOR_ORDER',
  'COMPANY_CARD',
  'POWER_OF_ATTORNEY',
  'OTHER',
];

async function upload(f: Farmer, code: string) {
  const body = await multipartBody([{ name: `${code}.pdf`, bytes: SAMPLES.pdf }], {
    companyUuid: f.companyUuid,
    code,
  });
  return f.ask({ method: 'POST', url: '/api/dmoderation/document/upload', ...body });
}
const listed = async (f: Farmer) =>
  (await f.farmer.get(`/api/dmoderation/company/${f.companyUuid}/documents`)).json<{ documents: Listed[] }>()
    .documents;
const filesOf = async (companyUuid: string) =>
  (await t.db.selectFrom('files').select('uuid').where('ownerCompanyUuid', '=', companyUuid).execute())
    .length;

describe("a company's document codes follow its form (issue 28 point 17)", () => {
  it('an ИП is offered only the ИП codes; a legal entity only its own', async () => {
    const ip = await invited(t, c.kolosSuper, 'individual');
    const ooo = await invited(t, c.kolosSuper, 'corp');
    expect((await listed(ip)).map((d) => d.code)).toEqual(IP_CODES);
    expect((await listed(ooo)).map((d) => d.code)).toEqual(OOO_CODES);
    expect((await listed(ip)).every((d) => d.forCompanyType)).toBe(true);
    // The same through DocumentsList's route, as the inviting purchaser reads it.
    const viaDocs = await c.kolosSuper.get(`/api/docs-by-company/${ip.companyUuid}`);
    expect(viaDocs.json<{ documents: Listed[] }>().documents.map((d) => d.code)).toEqual(IP_CODES);
  });

  it('the catalogue says which forms each code belongs to', async () => {
    const codes = (await c.farmer.get('/api/dmoderation/code')).json<{
      codes: { code: string; group: string; companyTypes: string[] }[];
    }>().codes;
    const of = (type: string) =>
      codes.filter((x) => x.group === 'company' && x.companyTypes.includes(type)).map((x) => x.code);
    expect(of('COMPANY_TYPE_INDIVIDUAL')).toEqual(IP_CODES);
    expect(of('COMPANY_TYPE_CORP')).toEqual(OOO_CODES);
  });

  it.each([
    ['individual', 'CHARTER', DOCUMENT_MSG.notForCompanyType('COMPANY_TYPE_INDIVIDUAL')],
    ['individual', 'EGRUL_EXTRACT', 'Этот документ не запрашивается у индивидуального предпринимателя'],
    ['corp', 'PASSPORT', 'Этот документ не запрашивается у юридического лица'],
    ['corp', 'OGRNIP_CERTIFICATE', DOCUMENT_MSG.notForCompanyType('COMPANY_TYPE_CORP')],
  ] as const)('a %s uploading %s: 400 with the field, and no byte kept', async (kind, code, message) => {
    const f = await invited(t, c.kolosSuper, kind);
    const res = await upload(f, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, detail: [{ field: 'code', message }] });
    expect(await filesOf(f.companyUuid)).toBe(0);
    // Its own form's code is taken.
    expect((await upload(f, kind === 'individual' ? 'PASSPORT' : 'CHARTER')).statusCode).toBe(200);
  });

  it('POST /docs and an admin are held to the same rule', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    const body = await multipartBody([{ name: 'паспорт.pdf', bytes: SAMPLES.pdf }]);
    const file = await as(t.app, c.admin.tokens)({ method: 'POST', url: '/api/docs/file/upload', ...body });
    expect(file.statusCode).toBe(200);
    const res = await c.admin.post('/api/docs', {
      companyUuid: f.companyUuid,
      code: 'PASSPORT',
      fileUuids: [file.json<{ uuid: string }>().uuid],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: DOCUMENT_MSG.notForCompanyType('COMPANY_TYPE_CORP') });
  });

  it('after the form changes, files of the old form stay listed to read or delete, but take no new file', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    expect((await upload(f, 'CHARTER')).statusCode).toBe(200);
    await t.db
      .updateTable('companies')
      .set({ type: 'COMPANY_TYPE_INDIVIDUAL' })
      .where('uuid', '=', f.companyUuid)
      .execute();
    const docs = await listed(f);
    expect(docs.map((d) => d.code)).toEqual([...IP_CODES, 'CHARTER']);
    const charter = docs.find((d) => d.code === 'CHARTER')!;
    expect(charter).toMatchObject({ forCompanyType: false, required: false });
    expect((await upload(f, 'CHARTER')).statusCode).toBe(400);
    const body = await multipartBody([{ name: 'устав-2.pdf', bytes: SAMPLES.pdf }]);
    const file = await f.ask({ method: 'POST', url: '/api/docs/file/upload', ...body });
    const replace = await f.farmer.put('/api/docs', {
      uuid: charter.files[0]!.uuid,
      fileUuid: file.json<{ uuid: string }>().uuid,
    });
    expect(replace.statusCode).toBe(400);
    expect((await f.farmer.del(`/api/docs/${charter.files[0]!.uuid}`)).statusCode).toBe(200);
    expect((await listed(f)).map((d) => d.code)).toEqual(IP_CODES);
  });
});

/*
 * Issue 29 point 18: "a failed upload on a bad connection is retried, not lost". A phone that never
 * got the answer sends the same file again under the same Idempotency-Key (ADR 0099).
 */
describe('a retried upload under the same key stores one document', () => {
  const sendKeyed = async (f: Farmer, key: string, name = 'устав.pdf') => {
    const body = await multipartBody([{ name, bytes: SAMPLES.pdf }], {
      companyUuid: f.companyUuid,
      code: 'CHARTER',
    });
    return f.ask({
      method: 'POST',
      url: '/api/dmoderation/document/upload',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': key },
    });
  };
  const charterFiles = async (f: Farmer) => (await listed(f)).find((d) => d.code === 'CHARTER')!.files;

  it('the same key twice: one document, one file, the same answer', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    const first = await sendKeyed(f, 'page-1-aaaaaaaa');
    const again = await sendKeyed(f, 'page-1-aaaaaaaa');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await charterFiles(f)).toHaveLength(1);
    expect(await filesOf(f.companyUuid)).toBe(1);
    expect(again.json()).toEqual(first.json());
    // Another page is another key: a second file of the same document.
    expect((await sendKeyed(f, 'page-2-aaaaaaaa', 'устав-2.pdf')).statusCode).toBe(200);
    expect(await charterFiles(f)).toHaveLength(2);
  });

  it('repeats racing each other store one document between them', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendKeyed(f, 'racing-bbbbbbbb')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await charterFiles(f)).toHaveLength(1);
    expect(await filesOf(f.companyUuid)).toBe(1);
  });

  it('a refused upload records nothing: the key may be sent again once the refusal is gone', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    const exe = await multipartBody([{ name: 'устав.pdf', bytes: SAMPLES.exe }], {
      companyUuid: f.companyUuid,
      code: 'CHARTER',
    });
    const refused = await f.ask({
      method: 'POST',
      url: '/api/dmoderation/document/upload',
      payload: exe.payload,
      headers: { ...exe.headers, 'idempotency-key': 'refused-cccccccc' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await sendKeyed(f, 'refused-cccccccc')).statusCode).toBe(200);
    expect(await charterFiles(f)).toHaveLength(1);
  });

  it('a key answers its repeats for 30 days; the daily sweep forgets older ones', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    await sendKeyed(f, 'old-page-dddddddd');
    await sendKeyed(f, 'new-page-dddddddd', 'устав-2.pdf');
    const age = (days: number, key: string) =>
      t.db
        .updateTable('uploadKeys')
        .set({ createdAt: sql<Date>`now() - make_interval(days => ${days})` })
        .where('key', '=', key)
        .execute();
    await age(UPLOAD_KEY_DAYS + 1, 'old-page-dddddddd');
    await age(UPLOAD_KEY_DAYS - 1, 'new-page-dddddddd');
    expect(await pruneUploadKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom('uploadKeys')
      .select('key')
      .where('key', 'like', '%-page-dddddddd')
      .execute();
    expect(left.map((r) => r.key)).toEqual(['new-page-dddddddd']);
  });

  it('a malformed key: 400 in Russian before a byte is stored', async () => {
    const f = await invited(t, c.kolosSuper, 'corp');
    const res = await sendKeyed(f, 'no spaces allowed');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(FILE_MSG.badUploadKey);
    expect(await filesOf(f.companyUuid)).toBe(0);
  });
});
