import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn } from '@kolos/domain';
import { formatRoubles, type LimitsUploadResult } from '@kolos/domain/prepayment';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { longestBlockCpuMs } from '../../../test/event-loop';
import { makeFarmer, requestAdvance, setStatus, upload, type TestFarmer } from './testing';

const HEADER = 'ИНН;Наименование;Лимит, ₽;Страховая компания;Продукт\r\n';
const PAYLOAD = "-1+cmd|' /C calc'!A0";

let t: TestApp;
let kolosYug: Tokens;
let agroCenter: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  agroCenter = await login(t.app, DEMO.phones.agroCenterSuper);
});
afterAll(() => t.close());

async function importLimits(tokens: Tokens, body: string) {
  const res = await upload(t, tokens, body);
  expect(res.statusCode).toBe(200);
  return res.json<LimitsUploadResult>();
}

const get = (tokens: Tokens, url: string) => as(t.app, tokens)({ method: 'GET', url });

const limitOf = async (farmer: TestFarmer) =>
  t.db
    .selectFrom('prepaymentLimits')
    .where('uuid', '=', farmer.limitUuid)
    .select(['amount', 'insureCompany'])
    .executeTakeFirstOrThrow();

const rowsOf = (csv: string) =>
  parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true, relax_quotes: true }) as Record<
    string,
    string
  >[];

describe('formula injection: one rule for every CSV we write (ADR 0041)', () => {
  it('a formula in a limits line comes back neutralised in the export, and loads back as it was', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000 });
    const saved = await importLimits(
      kolosYug,
      `${HEADER}${farmer.inn};${PAYLOAD};1500000;${PAYLOAD};AgroAvans\r\n`,
    );
    expect(saved.successed).toBe(1);
    expect(await limitOf(farmer)).toMatchObject({ insureCompany: PAYLOAD });

    const exported = (await get(kolosYug, '/api/v2/prepayments/export-limits')).body;
    const line = exported.split('\r\n').find((l) => l.startsWith(farmer.inn));
    // the limit is a number the writer formats: a number; the insurer is text: neutralised
    expect(line).toBe(`${farmer.inn};${farmer.name};1500000;'${PAYLOAD};AgroAvans`);
    expect(exported).not.toMatch(/(^|;)-1\+cmd/m);

    expect((await importLimits(kolosYug, exported)).successed).toBeGreaterThan(0);
    expect(await limitOf(farmer)).toMatchObject({ insureCompany: PAYLOAD, amount: 1_500_000 });
  });

  it('the error file neutralises the refused line’s cells; its line numbers stay numbers', async () => {
    const result = await importLimits(
      kolosYug,
      `${HEADER}${PAYLOAD};=HYPERLINK("http://x");-5;@SUM(A1);AgroAvans\r\n`,
    );
    expect(result).toMatchObject({ total: 1, successed: 0 });
    const file = await get(kolosYug, result.errorFileUrl!);
    expect(file.statusCode).toBe(200);
    const [, line] = file.body.split('\r\n');
    expect(line).toMatch(
      new RegExp(`^'-1\\+cmd\\|' /C calc'!A0;"'=HYPERLINK\\(""http://x""\\)";'-5;'@SUM\\(A1\\);AgroAvans;2;`),
    );
    expect(result.csv).toBe(file.body.replace(/^\uFEFF/, ''));
  });
});

describe('a re-imported limit below what is approved or lent is refused (SPEC 4)', () => {
  it('refuses that line with its reason and keeps the old limit; the other lines load', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000 });
    const other = await makeFarmer(t, { limit: 1_000_000 });
    const approved = await requestAdvance(t, farmer, 400_000);
    expect((await setStatus(t, kolosYug, { uuid: approved.uuid, status: 'APPROVED' })).statusCode).toBe(200);
    const lent = await requestAdvance(t, farmer, 200_000);
    await setStatus(t, kolosYug, { uuid: lent.uuid, status: 'APPROVED' });
    expect((await setStatus(t, kolosYug, { uuid: lent.uuid, status: 'LENT' })).statusCode).toBe(200);
    await requestAdvance(t, farmer, 300_000); // only asked for: not committed

    const result = await importLimits(
      kolosYug,
      `${HEADER}${farmer.inn};${farmer.name};599999;;AgroAvans\r\n${other.inn};${other.name};300000;;AgroAvans\r\n`,
    );
    expect(result).toMatchObject({ total: 2, successed: 1 });
    expect(rowsOf(result.csv)).toEqual([
      expect.objectContaining({
        ИНН: farmer.inn,
        Строка: '2',
        Ошибка: `Лимит меньше уже согласованных заявок: ${formatRoubles(600_000)}`,
      }),
    ]);
    expect(formatRoubles(600_000)).toBe('600\u00a0000\u00a0₽');
    expect(await limitOf(farmer)).toMatchObject({ amount: 1_000_000 });
    expect(await limitOf(other)).toMatchObject({ amount: 300_000 });

    // down to exactly what is committed is fine
    const exact = await importLimits(kolosYug, `${HEADER}${farmer.inn};${farmer.name};600000;;AgroAvans\r\n`);
    expect(exact).toMatchObject({ total: 1, successed: 1, csv: '' });
    expect(await limitOf(farmer)).toMatchObject({ amount: 600_000 });
  });

  it('an approval racing a re-import never leaves the limit below the approved sum', async () => {
    for (let round = 0; round < 6; round += 1) {
      const farmer = await makeFarmer(t, { limit: 1_000_000 });
      const request = await requestAdvance(t, farmer, 600_000);
      const [approval, reimport] = await Promise.all([
        setStatus(t, kolosYug, { uuid: request.uuid, status: 'APPROVED' }),
        upload(t, kolosYug, `${HEADER}${farmer.inn};${farmer.name};500000;;AgroAvans\r\n`),
      ]);
      expect([200, 409]).toContain(approval.statusCode);
      expect(reimport.statusCode).toBe(200);
      const { amount } = await limitOf(farmer);
      const committed = approval.statusCode === 200 ? 600_000 : 0;
      expect(Number(amount)).toBeGreaterThanOrEqual(committed);
      // exactly one of the two won
      expect(reimport.json<LimitsUploadResult>().successed).toBe(approval.statusCode === 200 ? 0 : 1);
    }
  });
});

describe('a NUL character in a CSV line (issue 12, point 5)', () => {
  const withNul = (a: TestFarmer, b: TestFarmer) =>
    `${HEADER}${a.inn};${a.name};700000;СО\u0000ГАЗ;AgroAvans\r\n${b.inn};${b.name};800000;;AgroAvans\r\n`;

  it('refuses that line of an uploaded file with a Russian reason, and loads the others', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000 });
    const other = await makeFarmer(t, { limit: 1_000_000 });
    const res = await upload(t, kolosYug, withNul(farmer, other));
    expect(res.statusCode).toBe(200);
    const result = res.json<LimitsUploadResult>();
    expect(result).toMatchObject({ total: 2, successed: 1 });
    expect(rowsOf(result.csv).map((r) => r['Ошибка'])).toEqual([
      'В строке недопустимый нулевой символ (NUL)',
    ]);
    expect(await limitOf(farmer)).toMatchObject({ amount: 1_000_000 });
    expect(await limitOf(other)).toMatchObject({ amount: 800_000 });
  });

  it('refuses the whole JSON { csv } body, as every JSON string with a NUL (ADR 0018), and changes nothing', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000 });
    const other = await makeFarmer(t, { limit: 1_000_000 });
    const res = await as(
      t.app,
      kolosYug,
    )({
      method: 'POST',
      url: '/api/v2/prepayments/upload-limits',
      payload: { csv: withNul(farmer, other) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Текст содержит недопустимый символ');
    expect(await limitOf(other)).toMatchObject({ amount: 1_000_000 });
  });
});

describe('the error file is a download, for the importing company only (ADR 0042)', () => {
  it('another company, a stranger’s uuid and a bad uuid get nothing', async () => {
    const result = await importLimits(kolosYug, `${HEADER}123;x;1;;AgroAvans\r\n`);
    expect(result.errorFileUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.errorFileUrl).toBe(`/api/v2/prepayments/upload-limits/errors/${result.errorFileUuid}`);
    const own = await get(kolosYug, result.errorFileUrl!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="limits-errors-[\d-]+\.csv"$/);
    expect(own.body.startsWith('\uFEFFИНН;')).toBe(true);

    const foreign = await get(agroCenter, result.errorFileUrl!);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      'Файл ошибок не найден: он хранится сутки, загрузите файл лимитов ещё раз',
    );
    const farmer = await makeFarmer(t, { limit: 1 });
    expect((await get(farmer.tokens, result.errorFileUrl!)).statusCode).toBe(403);
    expect(
      (await get(kolosYug, `/api/v2/prepayments/upload-limits/errors/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await get(kolosYug, '/api/v2/prepayments/upload-limits/errors/x')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: result.errorFileUrl! })).statusCode).toBe(401);
  });

  it('a 5 MB import never holds the event loop long, and its error file is not inline', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000 });
    // every line after the first repeats the farmer and product: refused, so the error file is big too
    const line = `${farmer.inn};${farmer.name};1500000;Страховая компания «Надёжная»;AgroAvans\r\n`;
    const lines = Math.floor((4.9 * 1024 * 1024 - HEADER.length) / Buffer.byteLength(line));
    // bytes, as a browser sends them: the test's own string-to-bytes work is not the server's
    const body = Buffer.from(HEADER + line.repeat(lines));
    const started = performance.now();
    const { result: res, blockMs } = await longestBlockCpuMs(() => upload(t, kolosYug, body));
    const took = performance.now() - started;
    console.log(
      `5 MB import (${lines} lines): ${Math.round(took)} ms in all, the longest event-loop block ${blockMs.toFixed(1)} ms of CPU`,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json<LimitsUploadResult>();
    expect(result).toMatchObject({ total: lines, successed: 1, csv: '' });
    expect(res.body.length).toBeLessThan(1024);
    // slices of ~10 ms (docs/prepayment.md); the import before them blocked for 3.5 s of CPU at once
    expect(blockMs).toBeLessThan(200);

    const file = await get(kolosYug, result.errorFileUrl!);
    const refused = file.body.split('\r\n').filter(Boolean);
    expect(refused).toHaveLength(lines); // the header and every line but the first
    expect(refused[1]).toBe(`${line.trimEnd()};3;Лимит для этого ИНН и продукта уже есть в строке 2`);
  });
});

describe('the answer keeps SPEC 7 fields', () => {
  it('csv, total, successed, and the link only when a line was refused', async () => {
    const farmer = await makeFarmer(t, { limit: 1_000_000, purchaser: DEMO.companies.agroCenter });
    const result = await importLimits(
      agroCenter,
      `${HEADER}${completeInn('770000001')};x;1;;AgroAvans\r\n${farmer.inn};x;2;;AgroAvans\r\n`,
    );
    expect(Object.keys(result).sort()).toEqual([
      'csv',
      'errorFileUrl',
      'errorFileUuid',
      'successed',
      'total',
    ]);
  });
});
