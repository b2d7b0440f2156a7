import { describe, expect, it } from 'vitest';
import { csvCellText, csvRecord, restoreCsvCell, type CsvCell } from './index';

describe('one rule for every CSV cell (ADR 0041)', () => {
  it.each<[CsvCell, string]>([
    // text that a spreadsheet would run: an apostrophe in front, whatever follows the sign
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ['-1', "'-1"],
    ['-', "'-"],
    ['+79000000001', "'+79000000001"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    // full-width signs, which Apple Numbers and LibreOffice fold to the ASCII ones
    ['\uFF1D1+2', "'\uFF1D1+2"],
    ['\uFF0B7', "'\uFF0B7"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    // text that is just text
    ['КФХ «Рассвет»', 'КФХ «Рассвет»'],
    ['1-2', '1-2'],
    [" '=1", " '=1"],
    ["'=1", "''=1"],
    ["'abc", "'abc"],
    ['', ''],
    [null, ''],
    [undefined, ''],
    // numbers the writer formats: values, never neutralised, with Russian Excel's decimal comma
    [15000, '15000'],
    [-5, '-5'],
    [-1.5, '-1,5'],
    [0.25, '0,25'],
    [Number.NaN, ''],
  ])('%j → %j', (input, expected) => expect(csvCellText(input)).toBe(expected));
});

describe('csvRecord', () => {
  it("joins with ';', ends with CRLF, quotes per RFC 4180 after neutralising", () => {
    expect(csvRecord(['ООО "Нива"', 'a;b', 'x\r\ny', -2.5, '=1;2', null])).toBe(
      '"ООО ""Нива""";"a;b";"x\r\ny";-2,5;"\'=1;2";\r\n',
    );
  });
});

describe('restoreCsvCell: a neutralised cell reads back as it was', () => {
  it.each([
    ["'-1+2", '-1+2'],
    ["'=A1", '=A1'],
    ["'-", '-'],
    ["''=x", "'=x"],
    ["'abc", "'abc"],
    ["'", "'"],
    ['-1', '-1'],
  ])('%j → %j', (input, expected) => expect(restoreCsvCell(input)).toBe(expected));

  it.each(['=1', '-1+cmd', '@x', '\t=1', 'Рассвет', "'=x", "''-1", "'"])('round trip of %j', (text) =>
    expect(restoreCsvCell(csvCellText(text))).toBe(text),
  );
});
