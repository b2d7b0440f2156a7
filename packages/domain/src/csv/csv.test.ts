import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './index';

describe('CSV cells that begin with = + - @ are neutralised', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+79000000001', "'+79000000001"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['КФХ «Рассвет»', 'КФХ «Рассвет»'],
    ['', ''],
    [null, ''],
    [15000, '15000'],
    [-5, '-5'],
  ])('%j → %j', (input, expected) => expect(neutraliseCsvCell(input)).toBe(expected));
});
