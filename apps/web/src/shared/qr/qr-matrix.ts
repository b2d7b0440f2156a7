/*
 * A QR code of a short number (issue 29 point 17: the driver's check-in code on his phone, scanned
 * at the gate). Only what that needs, per ISO/IEC 18004: version 1 (21×21), error correction M,
 * numeric mode — up to 34 digits — and mask 0 (any mask reads; the best-scoring one only eases
 * scanning). Written here rather than taken as a package: thirty digits do not need a library.
 */

const SIZE = 21;
const DATA_CODEWORDS = 16;
const EC_CODEWORDS = 10;
/** Error correction M with mask 0, BCH-protected and masked, leftmost bit first. */
const FORMAT_M_MASK0 = '101010000010010';
const QR_MAX_DIGITS = 34;

/** GF(256) over x^8 + x^4 + x^3 + x^2 + 1, as exponent and log tables. */
const EXP: number[] = [];
const LOG: number[] = [];
for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) {
  EXP[i] = x;
  LOG[x] = i;
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG[a]! + LOG[b]!) % 255]!);

/** The Reed–Solomon check codewords of the data (the remainder by the generator polynomial). */
export function errorCorrection(data: readonly number[], count = EC_CODEWORDS): number[] {
  let generator = [1];
  for (let i = 0; i < count; i++)
    generator = [...generator, 0].map((c, j) => c ^ (j > 0 ? mul(generator[j - 1]!, EXP[i]!) : 0));
  const rest = [...data, ...new Array<number>(count).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const factor = rest[i]!;
    if (factor !== 0) for (let j = 0; j < generator.length; j++) rest[i + j]! ^= mul(generator[j]!, factor);
  }
  return rest.slice(data.length);
}

/** Numeric mode: 0001, the count in 10 bits, digits by three in 10 bits (two in 7, one in 4), padded. */
export function dataCodewords(digits: string): number[] {
  if (!/^\d+$/.test(digits) || digits.length > QR_MAX_DIGITS) throw new Error('QR: only up to 34 digits');
  let bits = '0001' + digits.length.toString(2).padStart(10, '0');
  for (let i = 0; i < digits.length; i += 3) {
    const group = digits.slice(i, i + 3);
    bits += Number(group).toString(2).padStart([0, 4, 7, 10][group.length]!, '0');
  }
  bits += '0000'.slice(0, Math.max(0, DATA_CODEWORDS * 8 - bits.length));
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  const words = bits.match(/.{8}/g)!.map((b) => parseInt(b, 2));
  for (let pad = 0; words.length < DATA_CODEWORDS; pad++) words.push(pad % 2 === 0 ? 0xec : 0x11);
  return words;
}

/** The modules, row by row: true is dark. */
export function qrMatrix(digits: string): boolean[][] {
  const dark: boolean[][] = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const reserved: boolean[][] = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const set = (r: number, c: number, on: boolean) => {
    dark[r]![c] = on;
    reserved[r]![c] = true;
  };
  // finder patterns with their light separators
  for (const [top, left] of [
    [0, 0],
    [0, SIZE - 7],
    [SIZE - 7, 0],
  ] as const)
    for (let r = -1; r <= 7; r++)
      for (let c = -1; c <= 7; c++) {
        const [y, x] = [top + r, left + c];
        if (y < 0 || x < 0 || y >= SIZE || x >= SIZE) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(y, x, ring !== 2 && ring !== 4);
      }
  // timing patterns
  for (let i = 8; i < SIZE - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  set(SIZE - 8, 8, true); // the dark module
  // format information, both copies
  const format = [...FORMAT_M_MASK0].map((b) => b === '1');
  const first: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  first.forEach(([r, c], i) => set(r, c, format[i]!));
  for (let i = 0; i < 7; i++) set(SIZE - 1 - i, 8, format[i]!);
  for (let i = 7; i < 15; i++) set(8, SIZE - 15 + i, format[i]!);
  // data and check codewords, two columns at a time from the right, up then down, mask 0
  const data = dataCodewords(digits);
  const bits = [...data, ...errorCorrection(data)].flatMap((w) =>
    Array.from({ length: 8 }, (_, i) => ((w >> (7 - i)) & 1) === 1),
  );
  let next = 0;
  for (let right = SIZE - 1, up = true; right > 0; right -= 2, up = !up) {
    if (right === 6) right = 5; // the vertical timing pattern is skipped whole
    for (let step = 0; step < SIZE; step++) {
      const r = up ? SIZE - 1 - step : step;
      for (const c of [right, right - 1]) {
        if (reserved[r]![c]) continue;
        const bit = bits[next++] ?? false;
        dark[r]![c] = bit !== ((r + c) % 2 === 0);
      }
    }
  }
  return dark;
}
