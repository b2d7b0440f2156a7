import { describe, expect, it } from 'vitest';
import { bandFor, deliveryPriceKopecks, kopecksToRoubles, pricePerTonne, tariffTypeFor } from './price';
import { tariffBandsSchema, tariffTypeLabel, type TariffBand } from './schemas';

/** A Kuban regional tariff as carriers quote it: flat up to 50 km, then per tonne-kilometre. */
const bands: TariffBand[] = [
  { fromKm: 0, toKm: 30, pricePerTon: 45_000, pricePerTonKm: 0 },
  { fromKm: 30, toKm: 50, pricePerTon: 60_000, pricePerTonKm: 0 },
  { fromKm: 50, toKm: 100, pricePerTon: 60_000, pricePerTonKm: 600 },
  { fromKm: 100, toKm: null, pricePerTon: 90_000, pricePerTonKm: 500 },
];

describe('delivery price by distance band', () => {
  it.each<[number, number]>([
    [0, 45_000],
    [29, 45_000],
    [30, 60_000], // a band starts at its from
    [50, 60_000],
    [75, 60_000 + 600 * 25],
    [100, 90_000],
    [640, 90_000 + 500 * 540],
  ])('%s km → %s kopecks per tonne', (km, expected) => expect(pricePerTonne(bands, km)).toBe(expected));

  it('multiplies by the tonnes and rounds to whole kopecks', () => {
    expect(deliveryPriceKopecks(bands, 75, 1)).toBe(75_000);
    expect(deliveryPriceKopecks(bands, 75, 25.5)).toBe(1_912_500);
    expect(deliveryPriceKopecks(bands, 10, 0.333)).toBe(14_985);
  });

  it('a closed last band covers its end and nothing past it', () => {
    const closed = bands.slice(0, 2);
    expect(bandFor(closed, 50)).toBe(closed[1]);
    expect(pricePerTonne(closed, 51)).toBeNull();
    expect(deliveryPriceKopecks(closed, 51, 1)).toBeNull();
  });

  it('SPEC 3: price in kopecks is divided by 100 for display', () => {
    expect(kopecksToRoubles(75_000)).toBe(750);
  });
});

describe('tariff type', () => {
  it('REGIONAL inside one subject, E2E across subjects', () => {
    expect(tariffTypeFor('a', 'a')).toBe('REGIONAL');
    expect(tariffTypeFor('a', 'b')).toBe('E2E');
  });
  it("SPEC 3: 'REGIONAL', or any other value shown as E2E", () => {
    expect(tariffTypeLabel('REGIONAL')).toBe('Regional');
    expect(tariffTypeLabel('E2E')).toBe('E2E');
    expect(tariffTypeLabel('SOMETHING')).toBe('E2E');
  });
});

describe('tariff bands validation', () => {
  const messages = (input: unknown) => {
    const r = tariffBandsSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  const band = (fromKm: number, toKm: number | null, pricePerTon = 10_000) => ({ fromKm, toKm, pricePerTon });

  it('accepts contiguous bands from 0 with an open end', () => {
    expect(messages(bands)).toEqual([]);
    expect(tariffBandsSchema.parse([band(0, null)])[0]!.pricePerTonKm).toBe(0);
  });
  it.each<[string, unknown, string]>([
    ['no bands', [], 'Укажите хотя бы один диапазон расстояний'],
    ['not starting at 0', [band(5, null)], 'Первый диапазон должен начинаться с 0 км'],
    [
      'a gap',
      [band(0, 50), band(60, null)],
      'Диапазоны расстояний должны идти подряд, без разрывов и перекрытий',
    ],
    [
      'an overlap',
      [band(0, 50), band(40, null)],
      'Диапазоны расстояний должны идти подряд, без разрывов и перекрытий',
    ],
    [
      'open end in the middle',
      [band(0, null), band(50, null)],
      'Без верхней границы может быть только последний диапазон',
    ],
    ['end before start', [band(0, 0)], 'Конец диапазона должен быть больше его начала'],
    ['a fractional price', [band(0, null, 10.5)], 'Цена должна быть целым неотрицательным числом копеек'],
    ['a negative price', [band(0, null, -1)], 'Цена должна быть целым неотрицательным числом копеек'],
  ])('refuses %s', (_name, input, message) => expect(messages(input)).toContain(message));
});
