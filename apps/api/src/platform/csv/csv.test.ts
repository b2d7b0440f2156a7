import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvRecord, type CsvCell } from '@kolos/domain/csv';
import { csvStream, csvText, decodeCsv, readCsv } from './index';

/** The header this table's files must have: 'inn' and 'name', in any order, found by name. */
const innAndName = (header: string[]) => {
  const names = header.map((h) => h.trim().toLowerCase());
  const inn = names.indexOf('инн');
  const name = names.indexOf('наименование');
  return inn < 0 || name < 0 ? null : { inn, name };
};

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const cp1251 = (text: string) => iconv.encode(text, 'win1251');
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** What a reader found, as the user would name it: line, ИНН, name. */
async function read(bytes: Buffer) {
  const file = await readCsv(bytes, innAndName);
  if (!file) return null;
  return {
    delimiter: file.delimiter,
    lines: file.lines.map((l) => [l.line, l.cells[file.columns.inn], l.cells[file.columns.name]]),
    broken: file.broken,
  };
}

describe('the one CSV reader (ADR 0063)', () => {
  const rows = [
    [2, '2321004561', 'КФХ «Рассвет»'],
    [3, '6149007890', 'ООО «Нива»'],
  ];

  it.each<[string, Buffer, string]>([
    ["UTF-8, ';'", utf8('ИНН;Наименование\n2321004561;КФХ «Рассвет»\n6149007890;ООО «Нива»\n'), ';'],
    [
      'UTF-8 with a BOM, CRLF',
      Buffer.concat([BOM, utf8('ИНН;Наименование\r\n2321004561;КФХ «Рассвет»\r\n6149007890;ООО «Нива»\r\n')]),
      ';',
    ],
    [
      "Windows-1251, ';'",
      cp1251('ИНН;Наименование\r\n2321004561;КФХ «Рассвет»\r\n6149007890;ООО «Нива»'),
      ';',
    ],
    ["',' separated", utf8('ИНН,Наименование\n2321004561,КФХ «Рассвет»\n6149007890,ООО «Нива»\n'), ','],
    ['tab separated', utf8('ИНН\tНаименование\n2321004561\tКФХ «Рассвет»\n6149007890\tООО «Нива»\n'), '\t'],
    [
      'the header in another order and spelling',
      utf8('  наименование ;Сумма;инн\nКФХ «Рассвет»;1;2321004561\nООО «Нива»;2;6149007890\n'),
      ';',
    ],
  ])('%s', async (_name, bytes, delimiter) => {
    expect(await read(bytes)).toEqual({ delimiter, lines: rows, broken: [] });
  });

  it("quoted cells keep separators, quotes and line breaks; a line's number is where it starts", async () => {
    const file = utf8(
      'ИНН;Наименование\r\n' +
        '2321004561;"КФХ ""Рассвет""; отделение 2"\r\n' +
        '6149007890;"ООО\r\n«Нива»"\r\n' +
        '2604001120;ООО "Поле" без кавычек вокруг\r\n',
    );
    expect((await read(file))?.lines).toEqual([
      [2, '2321004561', 'КФХ "Рассвет"; отделение 2'],
      [3, '6149007890', 'ООО\r\n«Нива»'],
      [5, '2604001120', 'ООО "Поле" без кавычек вокруг'],
    ]);
  });

  it("blank lines and Excel's ';;' lines are not lines, yet count for the numbers after them", async () => {
    const file = utf8('\nИНН;Наименование\n\n2321004561;Рассвет\n;\n \n6149007890;Нива\n;;;\n');
    expect((await read(file))?.lines).toEqual([
      [4, '2321004561', 'Рассвет'],
      [7, '6149007890', 'Нива'],
    ]);
  });

  it('an unclosed quote is reported from its own line; the lines before it are read', async () => {
    const file = utf8('ИНН;Наименование\n2321004561;Рассвет\n6149007890;"Нива\n2604001120;Поле\n');
    expect(await read(file)).toEqual({
      delimiter: ';',
      lines: [[2, '2321004561', 'Рассвет']],
      broken: [{ line: 3, raw: '6149007890;"Нива\n2604001120;Поле' }],
    });
  });

  it('a cell our writer neutralised reads back as it was', async () => {
    const file = utf8(`ИНН;Наименование\n2321004561;${csvRecord(['=1+2']).trimEnd()}\n`);
    expect((await read(file))?.lines).toEqual([[2, '2321004561', '=1+2']]);
  });

  it('a header without the columns, an empty file and a binary are unusable (null)', async () => {
    expect(await read(utf8('ИНН;Сумма\n1;2\n'))).toBeNull();
    expect(await read(Buffer.alloc(0))).toBeNull();
    expect(await read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe]))).toBeNull();
  });

  describe('the encoding, from the bytes', () => {
    it.each<[string, Buffer, string]>([
      ['strict UTF-8', utf8('Рассвет'), 'Рассвет'],
      ['UTF-8 with a BOM, the BOM dropped', Buffer.concat([BOM, utf8('Нива')]), 'Нива'],
      ['Windows-1251', cp1251('Рассвет'), 'Рассвет'],
      // one byte that is not UTF-8 makes the whole file Windows-1251, the UTF-8 before it included
      ['one broken UTF-8 byte → Windows-1251', Buffer.concat([utf8('Ж'), Buffer.from([0xc0])]), 'Р–А'],
      ['ASCII', utf8('inn;name'), 'inn;name'],
    ])('%s', async (_name, bytes, text) => expect(await decodeCsv(bytes)).toBe(text));

    it('a character cut by a decoding slice (64 KB) is carried over', async () => {
      const text = `${'a'.repeat(64 * 1024 - 1)}ЖЖЖ`;
      expect(await decodeCsv(utf8(text))).toBe(text);
    });
  });
});

describe('the one CSV writer (ADR 0063)', () => {
  const rows: CsvCell[][] = [
    ['КФХ «Рассвет»', 15000, -1.5, null],
    ["-1+cmd|' /C calc'!A0", '=HYPERLINK("http://x")', '@SUM(A1)', '+7 900'],
    ['a;b', 'строка\r\nдве', 'ООО "Нива"', '\uFF1D1+2'],
  ];

  it("writes a BOM, ';' and CRLF, and neutralises every formula cell by the domain's one rule", async () => {
    const text = await csvText(['ИНН', '=Заголовок', 'Сумма', 'Ещё'], rows);
    expect(text).toBe(
      '\uFEFF' +
        "ИНН;'=Заголовок;Сумма;Ещё\r\n" +
        'КФХ «Рассвет»;15000;-1,5;\r\n' +
        '\'-1+cmd|\' /C calc\'!A0;"\'=HYPERLINK(""http://x"")";\'@SUM(A1);\'+7 900\r\n' +
        '"a;b";"строка\r\nдве";"ООО ""Нива""";\'\uFF1D1+2\r\n',
    );
  });

  it('writes exactly what csvRecord (the domain rule) writes, the BOM aside', async () => {
    const header = ['a', 'b', 'c', 'd'];
    expect(await csvText(header, rows, { bom: false })).toBe([header, ...rows].map(csvRecord).join(''));
  });

  it('streams: rows are pulled as the reader takes them, from an async source too', async () => {
    let made = 0;
    const source = (async function* () {
      for (let i = 0; i < 100_000; i += 1) {
        made += 1;
        yield [i, `строка ${i}`];
      }
    })();
    const stream = csvStream(['n', 'text'], source);
    const first = (await stream[Symbol.asyncIterator]().next()).value as string;
    expect(first.startsWith('\uFEFFn;text\r\n')).toBe(true);
    // the first chunk came long before the last row was made (how many rows the stream buffers
    // first depends on timing: a busy machine lets it pull more before the reader asks)
    expect(made).toBeLessThan(20_000);
    stream.destroy();
  });
});
