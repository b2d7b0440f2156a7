import { describe, expect, it } from 'vitest';
import { indicativePrices, type IndicativeSource } from './indicative';

const NOW = new Date('2026-08-15T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const P = 'wheat';
const L = 'elevator';

const c = (over: Partial<IndicativeSource>): IndicativeSource => ({
  productUuid: P,
  aggregatorLocationUuid: L,
  status: 'CONTRACT_CONFIRMED',
  withoutIndication: false,
  price: 15000,
  quantity: 100,
  confirmedAt: daysAgo(1),
  ...over,
});

describe('indicative price: volume-weighted average of confirmed contracts over the last 30 days, per crop and point, without those marked withoutIndication', () => {
  it('weights by volume and rounds to whole roubles', () => {
    const [row] = indicativePrices(
      [c({ price: 15000, quantity: 100 }), c({ price: 16001, quantity: 300 })],
      NOW,
    );
    // (15000·100 + 16001·300) / 400 = 15750.75
    expect(row).toEqual({
      productUuid: P,
      aggregatorLocationUuid: L,
      price: 15751,
      quantity: 400,
      contracts: 2,
    });
  });

  it.each<[string, Partial<IndicativeSource>]>([
    ['a created contract', { status: 'CONTRACT_CREATED', confirmedAt: null }],
    ['a canceled contract', { status: 'CONTRACT_CANCELED' }],
    ['a contract marked "Не влияет на индикатив"', { withoutIndication: true }],
    ['a contract confirmed 30 days ago or earlier', { confirmedAt: daysAgo(30) }],
    ['a contract confirmed 31 days ago', { confirmedAt: daysAgo(31) }],
  ])('leaves out %s', (_name, over) => {
    const [row] = indicativePrices([c({ price: 10000 }), c({ price: 99999, ...over })], NOW);
    expect(row?.price).toBe(10000);
    expect(row?.contracts).toBe(1);
  });

  it('keeps a contract confirmed 29 days ago', () => {
    const [row] = indicativePrices([c({ price: 10000 }), c({ price: 20000, confirmedAt: daysAgo(29) })], NOW);
    expect(row?.price).toBe(15000);
  });

  it('groups by crop and by acceptance point', () => {
    const rows = indicativePrices(
      [
        c({ price: 10000 }),
        c({ price: 20000, productUuid: 'barley' }),
        c({ price: 30000, aggregatorLocationUuid: 'port' }),
      ],
      NOW,
    );
    expect(rows.map((r) => [r.productUuid, r.aggregatorLocationUuid, r.price])).toEqual([
      [P, L, 10000],
      ['barley', L, 20000],
      [P, 'port', 30000],
    ]);
  });

  it('has no row where nothing counts', () => {
    expect(indicativePrices([c({ withoutIndication: true })], NOW)).toEqual([]);
  });
});
