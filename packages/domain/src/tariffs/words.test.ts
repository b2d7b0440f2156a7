import { describe, expect, it } from 'vitest';
import type { TariffBand } from './schemas';
import { describeTariffBand, describeTariffChange, kopecksToRubles } from './words';

const near: TariffBand = { fromKm: 0, toKm: 30, pricePerTon: 45_000, pricePerTonKm: 0 };
const far: TariffBand = { fromKm: 30, toKm: null, pricePerTon: 60_000, pricePerTonKm: 450 };

describe('tariffs in words (issue 28 point 11; prices in kopecks on the wire)', () => {
  it.each<[number, string]>([
    [0, '0,00'],
    [45_000, '450,00'],
    [450, '4,50'],
    [123_456_789, '1 234 567,89'],
  ])('%i kopecks → %s ₽', (k, text) => expect(kopecksToRubles(k)).toBe(text));

  it.each<[TariffBand, string]>([
    [near, '0–30 км: 450,00 ₽/т'],
    [far, 'от 30 км: 600,00 ₽/т + 4,50 ₽/т·км'],
  ])('%j → %s', (band, text) => expect(describeTariffBand(band)).toBe(text));

  it('a first setting lists every band as added', () => {
    expect(describeTariffChange({ type: 'REGIONAL', from: null, to: [near, far] })).toEqual({
      title: 'Региональный (внутри субъекта РФ): задан',
      removed: [],
      added: ['0–30 км: 450,00 ₽/т', 'от 30 км: 600,00 ₽/т + 4,50 ₽/т·км'],
    });
  });

  it('a change shows only the bands that differ, before and after', () => {
    const dearer = { ...near, pricePerTon: 50_000 };
    expect(describeTariffChange({ type: 'E2E', from: [near, far], to: [dearer, far] })).toEqual({
      title: 'Сквозной (в другой субъект РФ): изменён',
      removed: ['0–30 км: 450,00 ₽/т'],
      added: ['0–30 км: 500,00 ₽/т'],
    });
  });
});
