import { describe, expect, it } from 'vitest';
import { TRANSPORT_CSV_HEADER, TRANSPORT_CSV_MSG, TRANSPORT_EXPORT_HEADER, transportLineSchema } from './csv';

const HEADER = [...TRANSPORT_CSV_HEADER];
const schema = transportLineSchema(HEADER)!;
const read = (cells: string[]) => {
  const r = schema.safeParse(cells);
  return r.success ? r.data : r.error.issues.map((i) => i.message);
};

describe('issue 18 point 4: the carriers’ file columns', () => {
  it('the template’s header is the import’s; the export adds columns for people', () => {
    expect(HEADER).toEqual([
      'ID слота',
      'Номер сделки',
      'Дата и время',
      'Номер тягача',
      'Номер прицепа',
      'ФИО водителя',
      'Телефон водителя',
      'Вес груза, т',
    ]);
    expect(TRANSPORT_EXPORT_HEADER.slice(0, HEADER.length)).toEqual(HEADER);
    expect(transportLineSchema(TRANSPORT_EXPORT_HEADER)).not.toBeNull();
  });

  it.each([
    ['any order, case and spaces', ['  телефон водителя ', 'фио водителя', 'НОМЕР ТЯГАЧА', 'id слота'], true],
    [
      'deal and time instead of the id',
      ['Номер сделки', 'Дата и время', 'Номер тягача', 'ФИО водителя', 'Телефон водителя'],
      true,
    ],
    [
      'a BOM before the first name',
      ['\uFEFFID слота', 'Номер тягача', 'ФИО водителя', 'Телефон водителя'],
      true,
    ],
    ['no slot', ['Номер тягача', 'ФИО водителя', 'Телефон водителя'], false],
    ['a deal without the time', ['Номер сделки', 'Номер тягача', 'ФИО водителя', 'Телефон водителя'], false],
    ['no phone', ['ID слота', 'Номер тягача', 'ФИО водителя'], false],
  ])('header: %s', (_name, header, accepted) => {
    expect(transportLineSchema(header) !== null).toBe(accepted);
  });

  it.each<[string, string[], unknown]>([
    [
      'a full line',
      ['12', '', '', 'а123вс  123', 'ек 4512 23', 'Иванов  Сергей', '+7 918 123-45-01', '24,5'],
      {
        slotId: 12,
        dealNumber: null,
        dateTime: null,
        car: { number: 'А123ВС 123', trailerNumber: 'ЕК 4512 23' },
        driver: { fullname: 'Иванов Сергей', phone: '+79181234501' },
        tonnes: 24.5,
      },
    ],
    [
      'by deal and time, no truck (changes nothing)',
      ['', '7', '25.11.2026 15:00', '', '', '', '', ''],
      { slotId: null, dealNumber: 7, dateTime: '25.11.2026 15:00', car: null, driver: null, tonnes: null },
    ],
    ['no slot', ['', '', '', 'А1', '', 'Иван', '+79181234501', ''], [TRANSPORT_CSV_MSG.slotRequired]],
    [
      'an id that is no number',
      ['12а', '', '', 'А1', '', 'Иван', '+79181234501', ''],
      [TRANSPORT_CSV_MSG.badSlotId],
    ],
    [
      'a bad date-time',
      ['', '7', '2026-11-25', 'А1', '', 'Иван', '+79181234501', ''],
      [TRANSPORT_CSV_MSG.badDateTime],
    ],
    [
      'tonnes out of range',
      ['1', '', '', 'А1', '', 'Иван', '+79181234501', '150'],
      [TRANSPORT_CSV_MSG.badTonnes],
    ],
    [
      'a bad phone',
      ['1', '', '', 'А1', '', 'Иван', '8918', ''],
      ['Телефон водителя: Номер телефона должен содержать 12 символов'],
    ],
    ['no tractor', ['1', '', '', '', '', 'Иван', '+79181234501', ''], ['Номер тягача: Заполните поле']],
    ['no driver name', ['1', '', '', 'А1', '', '', '+79181234501', ''], ['ФИО водителя: Заполните поле']],
    [
      'a bad trailer',
      ['1', '', '', 'А1', 'ЕК/45', 'Иван', '+79181234501', ''],
      ['Номер прицепа: Номер может содержать только буквы, цифры и пробелы'],
    ],
  ])('line: %s', (_name, cells, expected) => {
    expect(read(cells)).toEqual(expected);
  });
});
