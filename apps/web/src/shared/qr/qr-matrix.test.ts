import { describe, expect, it } from 'vitest';
import { dataCodewords, errorCorrection, qrMatrix } from './qr-matrix';

const hex = (words: number[]) => words.map((w) => w.toString(16).padStart(2, '0')).join(' ');

describe('QR version 1-M, numeric (ISO/IEC 18004 Annex I: «01234567»)', () => {
  it('the data codewords', () =>
    expect(hex(dataCodewords('01234567'))).toBe('10 20 0c 56 61 80 ec 11 ec 11 ec 11 ec 11 ec 11'));

  it('the error correction codewords', () =>
    expect(hex(errorCorrection(dataCodewords('01234567')))).toBe('a5 24 d4 c1 ed 36 c7 87 2c 55'));

  it('finders, timing, the dark module and the format bits are where a scanner looks', () => {
    const m = qrMatrix('12345678');
    expect(m).toHaveLength(21);
    const row = (r: number, from: number, to: number) =>
      m[r]!.slice(from, to)
        .map((d) => (d ? 1 : 0))
        .join('');
    expect(row(0, 0, 7)).toBe('1111111');
    expect(row(2, 0, 7)).toBe('1011101');
    expect(row(6, 8, 13)).toBe('10101');
    expect(m[13]![8]).toBe(true);
    // format bits 0–5 along row 8 on the left, 7–14 along row 8 on the right
    expect(row(8, 0, 6)).toBe('101010');
    expect(row(8, 13, 21)).toBe('00010010');
  });
});
