import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../status-machine';
import { DOCUMENT_CODES, isDocumentCode } from '../documents';
import {
  DEFAULT_REQUIRED_TRIP_DOCUMENTS,
  docsStatusAfterChange,
  FGIS_CSV_HEADER,
  fgisCsvRow,
  gateAllows,
  gateRefusal,
  isSdizNumber,
  missingTripDocuments,
  okpd2Of,
  SLOT_DOCS_MACHINE,
  SLOT_DOCS_STATUSES,
  slotDocumentBody,
  TRIP_DOCS_MSG,
  type FgisAcceptance,
} from './index';

describe('the catalogue (issue 20 point 1)', () => {
  it('lists the four trip codes in group trip, required by no company type', () => {
    const trip = DOCUMENT_CODES.filter((d) => d.group === 'trip');
    expect(trip.map((d) => d.code)).toEqual(['WAYBILL', 'TEST_REPORT', 'CONFORMITY_DECLARATION', 'SDIZ']);
    expect(trip.every((d) => d.requiredFor.length === 0)).toBe(true);
  });
  it('keeps a company upload to company codes', () => {
    expect(isDocumentCode('CHARTER')).toBe(true);
    expect(isDocumentCode('WAYBILL')).toBe(false);
    expect(isDocumentCode('WAYBILL', 'trip')).toBe(true);
  });
  it('defaults to the waybill and the СДИЗ', () => {
    expect(DEFAULT_REQUIRED_TRIP_DOCUMENTS).toEqual(['WAYBILL', 'SDIZ']);
  });
});

describe('SLOT_DOCS_MACHINE (issue 20 point 2)', () => {
  it('allows exactly these moves', () => {
    expect(allowedMoves(SLOT_DOCS_MACHINE)).toEqual([
      ['SLOT_DOCS_MISSING', 'SLOT_DOCS_ON_MODERATE'],
      ['SLOT_DOCS_ON_MODERATE', 'SLOT_DOCS_APPROVED'],
      ['SLOT_DOCS_ON_MODERATE', 'SLOT_DOCS_DECLINED'],
      ['SLOT_DOCS_APPROVED', 'SLOT_DOCS_ON_MODERATE'],
      ['SLOT_DOCS_DECLINED', 'SLOT_DOCS_ON_MODERATE'],
    ]);
  });
  const refused = SLOT_DOCS_STATUSES.flatMap((from) =>
    SLOT_DOCS_STATUSES.filter((to) => !SLOT_DOCS_MACHINE.allows(from, to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s in Russian', (from, to) => {
    expect(SLOT_DOCS_MACHINE.refusal(from, to)).toMatch(
      /^Нельзя перевести документы рейса из статуса «.+» в «.+»$/,
    );
  });

  it.each([
    ['SLOT_DOCS_MISSING', ['SDIZ'], 'SLOT_DOCS_MISSING'],
    ['SLOT_DOCS_MISSING', [], 'SLOT_DOCS_ON_MODERATE'],
    ['SLOT_DOCS_ON_MODERATE', [], 'SLOT_DOCS_ON_MODERATE'],
    ['SLOT_DOCS_APPROVED', [], 'SLOT_DOCS_ON_MODERATE'],
    ['SLOT_DOCS_DECLINED', [], 'SLOT_DOCS_ON_MODERATE'],
  ] as const)('after a change %s with missing %j → %s', (from, missing, to) => {
    expect(docsStatusAfterChange(from, missing)).toBe(to);
  });
});

describe('the required-codes rule and the gate (issue 20 point 3)', () => {
  it.each([
    [['WAYBILL', 'SDIZ'], [], ['WAYBILL', 'SDIZ']],
    [['WAYBILL', 'SDIZ'], ['SDIZ'], ['WAYBILL']],
    [['SDIZ', 'WAYBILL'], ['WAYBILL', 'SDIZ', 'TEST_REPORT'], []],
    [[], ['WAYBILL'], []],
    [['TEST_REPORT', 'CONFORMITY_DECLARATION'], ['TEST_REPORT'], ['CONFORMITY_DECLARATION']],
  ])('required %j, present %j → missing %j (catalogue order)', (required, present, missing) => {
    expect(missingTripDocuments(required, present)).toEqual(missing);
  });
  it.each([
    [['WAYBILL'], 'SLOT_DOCS_APPROVED', true],
    [['WAYBILL'], 'SLOT_DOCS_ON_MODERATE', false],
    [['WAYBILL'], 'SLOT_DOCS_DECLINED', false],
    [['WAYBILL'], 'SLOT_DOCS_MISSING', false],
    [[], 'SLOT_DOCS_MISSING', true],
  ] as const)('required %j, status %s: the gate lets through %s', (required, status, allowed) => {
    expect(gateAllows(required, status)).toBe(allowed);
  });
  it('says what is missing, or where the set stands', () => {
    expect(gateRefusal('SLOT_DOCS_MISSING', ['WAYBILL', 'SDIZ'])).toBe(
      'Машину нельзя принять без одобренных документов рейса. Не хватает: Транспортная накладная (ТТН), СДИЗ (ФГИС «Зерно»)',
    );
    expect(gateRefusal('SLOT_DOCS_DECLINED', [])).toBe(
      'Машину нельзя принять без одобренных документов рейса. Документы отклонены',
    );
  });
});

describe('the СДИЗ number', () => {
  it.each([
    ['1234567890', true],
    ['2023-0000012345-01', true],
    ['7712 3456 7890 1234', true],
    ['123456789', false],
    ['1'.repeat(31), false],
    ['12345-', false],
    ['-1234567890', false],
    ['12345--67890', false],
    ['СДИЗ 1234567890', false],
    ['12345678901A', false],
  ])('%s → %s', (value, ok) => expect(isSdizNumber(value)).toBe(ok));

  const file = '0190a000-0000-7000-8000-000000000001';
  const slot = '0190a000-0000-7000-8000-000000000002';
  it('is required with the СДИЗ, its scan is not', () => {
    expect(slotDocumentBody.safeParse({ slotUuid: slot, code: 'SDIZ' }).error?.issues[0]?.message).toBe(
      TRIP_DOCS_MSG.sdizRequired,
    );
    expect(
      slotDocumentBody.parse({ slotUuid: slot, code: 'SDIZ', sdizNumber: ' 2023 0000012345 ' }),
    ).toMatchObject({
      sdizNumber: '20230000012345',
      fileUuids: [],
    });
  });
  it('other documents need files and take no number or purpose', () => {
    const issues = (b: object) =>
      slotDocumentBody.safeParse({ slotUuid: slot, ...b }).error?.issues.map((i) => i.message);
    expect(issues({ code: 'WAYBILL' })).toEqual([TRIP_DOCS_MSG.filesRequired]);
    expect(issues({ code: 'WAYBILL', fileUuids: [file], sdizNumber: '1234567890' })).toEqual([
      TRIP_DOCS_MSG.sdizOnlyForSdiz,
    ]);
    expect(issues({ code: 'WAYBILL', fileUuids: [file], purpose: 'FEED' })).toEqual([
      TRIP_DOCS_MSG.purposeOnlyForSdiz,
    ]);
    expect(issues({ code: 'PASSPORT', fileUuids: [file] })).toEqual([TRIP_DOCS_MSG.unknownCode]);
  });
});

describe('ФГИС «Зерно» (issue 20 point 6)', () => {
  it.each([
    ['wheat-3', '01.11.12'],
    ['wheat-durum', '01.11.11'],
    ['barley-feed', '01.11.31'],
    ['corn', '01.11.20'],
    ['sunflower', '01.11.95'],
    ['unknown', null],
  ])('%s → ОКПД2 %s', (alias, code) => expect(okpd2Of(alias)).toBe(code));

  it('writes one CSV row per acceptance in the header order', () => {
    const a: FgisAcceptance = {
      slotUuid: 's',
      slotId: 17,
      date: '2026-11-27',
      acceptedAt: null,
      locationUuid: 'l',
      locationName: 'Тихорецкий элеватор',
      dealNumber: 12,
      farmerCompanyName: 'ООО «Рассвет»',
      farmerTaxCode: '2301000001',
      purchaserCompanyName: 'Колос-Юг',
      crop: 'Пшеница 3 класса',
      okpd2: '01.11.12',
      netMassKg: 24_500,
      creditedMassKg: 23_450,
      quality: {
        moisture: 15.5,
        foreignImpurity: 1,
        grainImpurity: 2,
        nature: null,
        protein: 13,
        gluten: null,
      },
      purpose: 'FEED',
      sdizNumber: '2023000001234',
      carNumber: 'А123ВС 123',
      documents: [
        { code: 'WAYBILL', name: 'Транспортная накладная (ТТН)', number: null },
        { code: 'SDIZ', name: 'СДИЗ (ФГИС «Зерно»)', number: '2023000001234' },
      ],
    };
    const row = fgisCsvRow(a);
    expect(row).toHaveLength(FGIS_CSV_HEADER.length);
    expect(row).toEqual([
      17,
      '2026-11-27',
      'Тихорецкий элеватор',
      12,
      'ООО «Рассвет»',
      '2301000001',
      'Пшеница 3 класса',
      '01.11.12',
      24_500,
      23_450,
      15.5,
      1,
      2,
      null,
      13,
      null,
      'Кормовые цели',
      '2023000001234',
      'А123ВС 123',
      'Транспортная накладная (ТТН), СДИЗ (ФГИС «Зерно») № 2023000001234',
    ]);
  });
});
