import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import type { Culture, KladrItem } from '@kolos/domain/reference';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { describeReport, importAreas } from './import-areas';
import { splitAreaName } from './area-rows';

let t: TestApp;
let farmer: ReturnType<typeof as>;
let krasnodar: string;

beforeAll(async () => {
  t = await createTestApp();
  farmer = as(t.app, await login(t.app, DEMO.phones.farmer));
  krasnodar = (
    await t.db
      .selectFrom('fedRegions')
      .select('uuid')
      .where('name', '=', 'Краснодарский')
      .executeTakeFirstOrThrow()
  ).uuid;
});
afterAll(() => t.close());

describe('address data (SPEC 7: /kladr/locations/…)', () => {
  it('lists the subjects of the federation by name with {value, fullSubvalue, shortSubvalue}', async () => {
    const res = await farmer({ method: 'GET', url: '/api/kladr/locations/regions/names' });
    expect(res.statusCode).toBe(200);
    const list = res.json<KladrItem[]>();
    expect(list.find((r) => r.uuid === krasnodar)!.name).toEqual({
      value: 'Краснодарский',
      fullSubvalue: 'край',
      shortSubvalue: 'край',
    });
    expect(list.find((r) => r.name.value === 'Ростовская')!.name).toEqual({
      value: 'Ростовская',
      fullSubvalue: 'область',
      shortSubvalue: 'обл',
    });
    expect(list.find((r) => r.name.value === 'Адыгея')!.name).toEqual({
      value: 'Адыгея',
      fullSubvalue: 'Республика',
      shortSubvalue: 'Респ',
    });
    const names = list.map((r) => r.name.value);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.length).toBeGreaterThanOrEqual(85);
  });

  it('lists the districts of one subject', async () => {
    const res = await farmer({ method: 'GET', url: `/api/kladr/locations/areas/${krasnodar}/names` });
    expect(res.json<KladrItem[]>().map((a) => a.name)).toContainEqual({
      value: 'Тихорецкий',
      fullSubvalue: 'район',
      shortSubvalue: 'р-н',
    });
  });

  it('an unknown subject is 404, a malformed id 400, no session 401', async () => {
    expect(
      (await farmer({ method: 'GET', url: `/api/kladr/locations/areas/${ZERO_UUID}/names` })).statusCode,
    ).toBe(404);
    expect((await farmer({ method: 'GET', url: '/api/kladr/locations/areas/23/names' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/kladr/locations/regions/names' })).statusCode,
    ).toBe(401);
  });
});

describe('crops (SPEC 7 Products)', () => {
  it('GET /cultures lists what grain buyers trade, with payload.title, in trading order', async () => {
    const list = (await farmer({ method: 'GET', url: '/api/cultures' })).json<Culture[]>();
    const titles = list.map((c) => c.payload.title);
    expect(titles.slice(0, 3)).toEqual(['Пшеница 1 класса', 'Пшеница 2 класса', 'Пшеница 3 класса']);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Пшеница твёрдая (дурум)',
        'Ячмень фуражный',
        'Ячмень пивоваренный',
        'Кукуруза',
        'Подсолнечник',
        'Соя',
        'Рапс',
        'Горох',
        'Овёс',
        'Рожь',
        'Лён масличный',
      ]),
    );
  });

  it('GET /entities/cultures gives cultures and products whose uuid is the culture uuid', async () => {
    const res = await farmer({ method: 'GET', url: '/api/entities/cultures' });
    const { cultures, products } = res.json<{
      cultures: Culture[];
      products: { uuid: string; cultureUuid: string; payload: { title: string } }[];
    }>();
    expect(products.map((p) => p.uuid)).toEqual(cultures.map((c) => c.uuid));
    expect(products[0]).toEqual({
      uuid: cultures[0]!.uuid,
      cultureUuid: cultures[0]!.uuid,
      payload: cultures[0]!.payload,
    });
  });

  it('needs a session (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cultures' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/entities/cultures' })).statusCode).toBe(401);
  });
});

describe('district names as OKTMO writes them', () => {
  it.each([
    ['Тихорецкий муниципальный район', 'Тихорецкий', 'м.р-н'],
    ['Тихорецкий район', 'Тихорецкий', 'р-н'],
    ['город Сочи', 'Сочи', 'г'],
    ['городской округ город Армавир', 'Армавир', 'г.о.'],
    ['Курчатовский муниципальный округ', 'Курчатовский', 'м.о.'],
    ['Мегино-Кангаласский улус', 'Мегино-Кангаласский', 'у'],
  ])('%s → %s (%s)', (full, name, type) =>
    expect(splitAreaName(full)).toMatchObject({ name, typeShort: type }),
  );
  it('answers null for what is not a district', () =>
    expect(splitAreaName('Тихорецкое городское поселение')).toBeNull());
});

describe('npm run import:areas (full district lists)', () => {
  const areaOf = (name: string) =>
    t.db
      .selectFrom('areas')
      .selectAll()
      .where('fedRegionUuid', '=', krasnodar)
      .where('name', '=', name)
      .executeTakeFirst();

  it("reads Rosstat's OKTMO in Windows-1251 with ';', taking districts and reporting the rest", async () => {
    const csv = [
      '"Kod1";"Kod2";"Kod3";"Kod4";"KCh";"Razdel";"Name1";"Centrum"',
      '"03";"000";"000";"000";"1";"1";"Муниципальные образования Краснодарского края";""',
      '"03";"600";"000";"000";"2";"1";"Муниципальные районы Краснодарского края";""',
      '"03";"656";"000";"000";"3";"1";"Новый-Тестовый муниципальный район";""',
      '"03";"656";"101";"000";"4";"1";"Новотестовое городское поселение";""',
      '"03";"654";"000";"000";"3";"1";"Тихорецкий муниципальный район";""',
      '"03";"656";"000";"000";"3";"1";"Новый-Тестовый муниципальный район";""',
      '"03";"656";"000";"000";"3";"2";"Станица Тестовая";""',
    ].join('\r\n');
    const report = await importAreas(t.db, iconv.encode(csv, 'win1251'));
    expect(report).toEqual({
      total: 7,
      added: 1,
      updated: 1,
      skipped: [
        { line: 2, reason: 'субъект РФ, не район («Муниципальные образования Краснодарского края»)' },
        { line: 3, reason: 'группировка, не район («Муниципальные районы Краснодарского края»)' },
        { line: 5, reason: 'поселение, не район («Новотестовое городское поселение»)' },
        { line: 7, reason: 'повтор района из строки 4' },
        { line: 8, reason: 'раздел 2 ОКТМО (населённые пункты), не район' },
      ],
    });
    expect(await areaOf('Новый-Тестовый')).toMatchObject({
      typeShort: 'м.р-н',
      typeFull: 'муниципальный район',
      oktmo: '03656000',
    });
    expect(await areaOf('Тихорецкий')).toMatchObject({ typeShort: 'м.р-н', oktmo: '03654000' });
    expect(describeReport(report)).toContain('Районов добавлено: 1, обновлено: 1, строк пропущено: 5.');
  });

  it('reads a FIAS ADDROBJ export in UTF-8 with BOM and commas', async () => {
    const csv =
      '\uFEFFAOGUID,REGIONCODE,FORMALNAME,SHORTNAME,AOLEVEL,ACTSTATUS,OKTMO\n' +
      'a,23,ФИАС-Тестовый,р-н,3,1,03657000\n' +
      'b,23,Тихорецк,г,4,1,03654101\n' +
      'c,23,Старый-Тестовый,р-н,3,0,\n' +
      'd,98,Нигде,р-н,3,1,\n';
    const report = await importAreas(t.db, Buffer.from(csv, 'utf8'));
    expect(report.added).toBe(1);
    expect(report.skipped).toEqual([
      { line: 3, reason: 'уровень ФИАС 4, не район' },
      { line: 4, reason: 'неактуальная запись ФИАС' },
      { line: 5, reason: 'субъект РФ не найден' },
    ]);
    expect(await areaOf('ФИАС-Тестовый')).toMatchObject({
      typeShort: 'р-н',
      typeFull: 'район',
      oktmo: '03657000',
    });
  });

  it('reads the simple layout region;area with subject names as people write them', async () => {
    const csv =
      'region;area;area_type\nКраснодарский край;Простой-Тестовый;р-н\nРеспублика Нигдея;Х;р-н\n;Без субъекта;р-н\n';
    const report = await importAreas(t.db, Buffer.from(csv, 'utf8'));
    expect(report.added).toBe(1);
    expect(report.skipped.map((s) => s.reason)).toEqual([
      'субъект РФ не найден',
      'не указан субъект РФ или район',
    ]);
    const listed = await farmer({ method: 'GET', url: `/api/kladr/locations/areas/${krasnodar}/names` });
    expect(listed.json<KladrItem[]>().map((a) => a.name.value)).toContain('Простой-Тестовый');
  });

  it('refuses a file of unknown layout', async () => {
    await expect(importAreas(t.db, Buffer.from('a;b;c\n1;2;3\n'))).rejects.toThrow(
      'Формат файла не распознан',
    );
  });
});
