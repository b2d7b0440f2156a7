import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS_TEMPLATE_CSV } from '@kolos/domain/prepayment';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { fixture, upload } from './testing';

const IMPORT_FAILED = 'Некорректные данные для импорта. Проверьте название колонок и формат данных в строках';
const INN = {
  rassvet: '2321004561',
  niva: '6149007890',
  petrov: '2604001120',
  zarya: '3642003346',
  kolosok: '4633005564',
};

let t: TestApp;
let kolosYug: Tokens;
let agroCenter: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  kolosYug = await login(t.app, DEMO.phones.kolosYugSuper);
  agroCenter = await login(t.app, DEMO.phones.agroCenterSuper);
});
afterAll(() => t.close());

/** The limit Агро-Центр's bank granted a company for a product (this file uploads as Агро-Центр). */
async function limitOf(inn: string, productAlias: string, purchaser: string = DEMO.companies.agroCenter) {
  return t.db
    .selectFrom('prepaymentLimits as l')
    .innerJoin('companies as c', 'c.uuid', 'l.farmerCompanyUuid')
    .where('c.taxCode', '=', inn)
    .where('l.productAlias', '=', productAlias as 'AgroAvans')
    .where('l.purchaserCompanyUuid', '=', purchaser)
    .select(['l.uuid', 'l.amount', 'l.insureCompany'])
    .execute();
}

/** The answer of an import whose every line was saved: no error file. */
const allSaved = (total: number) => ({
  csv: '',
  total,
  successed: total,
  errorFileUuid: null,
  errorFileUrl: null,
});

const errorLines = (csv: string) =>
  parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Record<string, string>[];

describe('POST /v2/prepayments/upload-limits: file formats', () => {
  it("';'-separated UTF-8 with quoted fields, spaces in amounts and ',00'", async () => {
    const res = await upload(t, agroCenter, fixture('semicolon.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(allSaved(3));
    expect(await limitOf(INN.rassvet, 'AgroAvans')).toMatchObject([
      { amount: 5_500_000, insureCompany: 'СОГАЗ' },
    ]);
    expect(await limitOf(INN.niva, 'AvansSObespech')).toMatchObject([
      { amount: 2_000_000, insureCompany: null },
    ]);
    expect(await limitOf(INN.petrov, 'AgroAvans')).toMatchObject([{ amount: 1_500_000 }]);
  });

  it("','-separated, columns in another order and spelling, doubled quotes", async () => {
    const res = await upload(t, agroCenter, fixture('comma.csv'));
    expect(res.json()).toEqual(allSaved(2));
    expect(await limitOf(INN.zarya, 'AgroAvans')).toMatchObject([
      { amount: 2_500_000, insureCompany: 'АльфаСтрахование' },
    ]);
    expect(await limitOf(INN.kolosok, 'AvansSObespech')).toMatchObject([{ amount: 900_000 }]);
  });

  it('Windows-1251, as Russian Excel saves it', async () => {
    const res = await upload(t, agroCenter, fixture('cp1251.csv'));
    expect(res.json()).toEqual(allSaved(2));
    expect(await limitOf(INN.rassvet, 'AvansSObespech')).toMatchObject([
      { amount: 7_000_000, insureCompany: 'Ингосстрах' },
    ]);
  });

  it('UTF-8 with a BOM', async () => {
    const res = await upload(t, agroCenter, fixture('bom.csv'));
    expect(res.json()).toEqual(allSaved(2));
    expect(await limitOf(INN.kolosok, 'AgroAvans')).toMatchObject([{ amount: 1_200_000 }]);
  });

  it("takes the file as text in JSON { csv } too (SPEC 7 'csv text')", async () => {
    const csv = fixture('bom.csv').toString('utf8');
    const res = await as(
      t.app,
      agroCenter,
    )({
      method: 'POST',
      url: '/api/v2/prepayments/upload-limits',
      payload: { csv },
    });
    expect(res.json()).toEqual(allSaved(2));
  });
});

describe('upload-limits: refused lines are reported, good lines are saved', () => {
  it('a missing column makes the whole file unusable (SPEC 8)', async () => {
    const res = await upload(t, agroCenter, fixture('missing-column.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_FAILED);
  });

  it.each([
    ['the unchanged template', LIMITS_TEMPLATE_CSV],
    ['a header without lines', 'ИНН;Наименование;Лимит, ₽;Страховая компания;Продукт\r\n;;;;\r\n'],
  ])('%s says the file has no lines, not that the columns are wrong (issue 13)', async (_name, body) => {
    const res = await upload(t, agroCenter, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'В файле нет строк с лимитами: заполните строки под заголовком шаблона и загрузите файл снова',
    );
  });

  it.each([
    ['an empty file', ''],
    ['not a CSV at all', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe])],
  ])('%s answers the SPEC 8 message', async (_name, body) => {
    const res = await upload(t, agroCenter, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_FAILED);
  });

  it('a bad ИНН: wrong checksum, letters, too short', async () => {
    const res = await upload(t, agroCenter, fixture('bad-inn.csv'));
    const body = res.json<{ csv: string; total: number; successed: number }>();
    expect(body).toMatchObject({ total: 4, successed: 1 });
    expect(errorLines(body.csv).map((l) => [l['Строка'], l['Ошибка']])).toEqual([
      ['2', 'Неверный ИНН: не сходится контрольное число'],
      ['3', 'ИНН должен состоять из 10 или 12 цифр'],
      ['4', 'ИНН должен состоять из 10 или 12 цифр'],
    ]);
  });

  it('a company unknown to the platform is reported, not invented; a purchaser gets no limit', async () => {
    const before = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(t, agroCenter, fixture('unknown-company.csv'));
    const body = res.json<{ csv: string; total: number; successed: number }>();
    expect(body).toMatchObject({ total: 3, successed: 1 });
    expect(errorLines(body.csv).map((l) => l['Ошибка'])).toEqual([
      'Компания с ИНН 7707083893 не зарегистрирована на платформе',
      'Компания с ИНН 2308123457 не сельхозпроизводитель: лимит ей не выдаётся',
    ]);
    const after = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a partial file: every bad line with its reason, the good ones saved', async () => {
    const res = await upload(t, agroCenter, fixture('partial.csv'));
    const body = res.json<{ csv: string; total: number; successed: number }>();
    expect(body).toMatchObject({ total: 7, successed: 3 });
    const lines = errorLines(body.csv);
    expect(lines.map((l) => [l['ИНН'], l['Строка'], l['Ошибка']])).toEqual([
      [INN.niva, '3', 'Лимит должен быть положительным целым числом рублей'],
      [INN.petrov, '5', 'Неизвестный продукт «Аванс»: укажите AgroAvans или AvansSObespech'],
      [INN.rassvet, '7', 'Лимит для этого ИНН и продукта уже есть в строке 2'],
      [INN.kolosok, '8', 'Лимит должен быть целым числом рублей'],
    ]);
    // the error file keeps the user's columns, so it can be fixed and loaded again
    expect(Object.keys(lines[0]!)).toEqual([
      'ИНН',
      'Наименование',
      'Лимит, ₽',
      'Страховая компания',
      'Продукт',
      'Строка',
      'Ошибка',
    ]);
    expect(await limitOf(INN.zarya, 'AvansSObespech')).toMatchObject([{ amount: 8_000_000 }]);
  });

  it('an unclosed quote swallows the rest of the file: reported from its line, the lines before it saved', async () => {
    const res = await upload(t, agroCenter, fixture('broken-quote.csv'));
    const body = res.json<{ csv: string; total: number; successed: number }>();
    expect(body).toMatchObject({ total: 2, successed: 1 });
    const [line] = errorLines(body.csv);
    expect(line).toMatchObject({ Строка: '3', Ошибка: 'Строку не удалось прочитать: проверьте кавычки' });
    expect(line!['ИНН']).toContain('6149007890;"ООО «Нива»');
  });

  it('a re-import updates the limits instead of duplicating them', async () => {
    expect((await upload(t, kolosYug, fixture('semicolon.csv'))).json()).toMatchObject({
      total: 3,
      successed: 3,
    });
    const first = await limitOf(INN.niva, 'AvansSObespech', DEMO.companies.kolosYug);
    const res = await upload(t, kolosYug, fixture('reimport.csv'));
    expect(res.json()).toEqual(allSaved(3));
    const again = await limitOf(INN.niva, 'AvansSObespech', DEMO.companies.kolosYug);
    expect(again).toEqual([{ uuid: first[0]!.uuid, amount: 2_500_000, insureCompany: 'Ингосстрах' }]);
    expect(await limitOf(INN.rassvet, 'AgroAvans', DEMO.companies.kolosYug)).toMatchObject([
      { amount: 6_000_000 },
    ]);
    expect(await limitOf(INN.petrov, 'AgroAvans', DEMO.companies.kolosYug)).toMatchObject([
      { amount: 1_750_000, insureCompany: null },
    ]);
  });

  it('the limits of one purchaser never touch another’s', async () => {
    await upload(t, agroCenter, fixture('semicolon.csv'));
    await upload(t, kolosYug, fixture('reimport.csv'));
    expect(await limitOf(INN.rassvet, 'AgroAvans')).toMatchObject([{ amount: 5_500_000 }]);
  });
});

describe('upload-limits: who may, and how big', () => {
  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/prepayments/upload-limits',
      headers: { 'content-type': 'text/csv' },
      payload: fixture('semicolon.csv'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('403 for the purchasing manager, who has no Prepayment right (SPEC 6)', async () => {
    const res = await upload(t, await login(t.app, DEMO.phones.kolosYugManager), fixture('semicolon.csv'));
    expect(res.statusCode).toBe(403);
  });

  it('403 for the platform admin: limits belong to a purchaser', async () => {
    const res = await upload(t, await login(t.app, DEMO.phones.admin), fixture('semicolon.csv'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Лимиты загружает сотрудник компании-покупателя');
  });

  it('413 with a Russian message past 5 MB', async () => {
    const line = '2321004561;КФХ «Рассвет»;5000000;СОГАЗ;AgroAvans\r\n';
    const big =
      'ИНН;Наименование;Лимит, ₽;Страховая компания;Продукт\r\n' +
      line.repeat(Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(line)) + 1);
    const res = await upload(t, agroCenter, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Файл лимитов не должен превышать 5 МБ');
  });

  it('415 for a type that is not a CSV', async () => {
    const res = await upload(t, agroCenter, fixture('semicolon.csv'), 'image/png');
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /v2/prepayments/export-limits', () => {
  it("answers the caller's limits in the template's columns, an empty cell for no insurer", async () => {
    await upload(t, agroCenter, fixture('semicolon.csv'));
    const res = await as(t.app, agroCenter)({ method: 'GET', url: '/api/v2/prepayments/export-limits' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="limits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFИНН;Наименование;Лимит, ₽;Страховая компания;Продукт\r\n')).toBe(true);
    const rows = errorLines(res.body);
    expect(rows).toContainEqual({
      ИНН: INN.niva,
      Наименование: 'ООО «Нива»',
      'Лимит, ₽': '2000000',
      'Страховая компания': '',
      Продукт: 'AvansSObespech',
    });
    // exactly Агро-Центр's own limits: none of Колос-Юг's
    const own = await t.db
      .selectFrom('prepaymentLimits')
      .where('purchaserCompanyUuid', '=', DEMO.companies.agroCenter)
      .select('amount')
      .execute();
    expect(rows.map((r) => Number(r['Лимит, ₽'])).sort()).toEqual(own.map((l) => Number(l.amount)).sort());
  });

  it('exports what it imports: the file loads back unchanged', async () => {
    const exported = await as(t.app, agroCenter)({ method: 'GET', url: '/api/v2/prepayments/export-limits' });
    const total = errorLines(exported.body).length;
    const res = await upload(t, agroCenter, exported.rawPayload);
    expect(res.json()).toEqual(allSaved(total));
  });

  it('403 for the purchasing manager, 401 without a session', async () => {
    const manager = await login(t.app, DEMO.phones.kolosYugManager);
    expect(
      (await as(t.app, manager)({ method: 'GET', url: '/api/v2/prepayments/export-limits' })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/prepayments/export-limits' })).statusCode).toBe(
      401,
    );
  });
});
