import { describe, expect, it } from 'vitest';
import { bestHaul, compareBoardRows, nearestPoints, netPriceAtFarm, type Haul } from './board';

describe('netPriceAtFarm — the tender price at the farm (issue 29 point 21)', () => {
  it.each<[string, number, number | null, number | null]>([
    ['the posted price less the haul, kopecks to roubles', 15000, 84_000, 14160],
    ['a haul of 450,49 ₽ rounds down', 15000, 45_049, 14550],
    ['a haul of 450,50 ₽ rounds up, as the offer form rounds it', 15000, 45_050, 14549],
    ['a haul of nothing (the point is the acceptance point)', 15000, 0, 15000],
    ['a haul dearer than the grain: a negative price is said, not hidden', 500, 60_000, -100],
    ['no haul priced: no price at the farm, never the posted one', 15000, null, null],
  ])('%s', (_, price, delivery, net) => {
    expect(netPriceAtFarm(price, delivery)).toBe(net);
  });
});

const haul = (ship: string, accept: string, deliveryPrice: number, distance: number): Haul => ({
  shippingPoint: { uuid: `s-${ship}`, name: ship },
  acceptancePoint: { uuid: `a-${accept}`, name: accept },
  deliveryPrice,
  distance,
  tariffType: 'REGIONAL',
});

describe('bestHaul — the haul a tender is priced by', () => {
  it.each<[string, Haul[], [string, string] | null]>([
    ['none: no haul', [], null],
    ['one', [haul('Ток', 'Ейск', 50_000, 40)], ['Ток', 'Ейск']],
    [
      'the cheapest of every point × acceptance point',
      [haul('Ток', 'Ейск', 70_000, 80), haul('Склад', 'Ейск', 45_000, 20), haul('Ток', 'Сальск', 60_000, 60)],
      ['Склад', 'Ейск'],
    ],
    [
      'a further point on a cheaper (regional) tariff beats a nearer one across the border',
      [haul('Ближний', 'Ейск', 66_000, 50), haul('Дальний', 'Ейск', 60_000, 55)],
      ['Дальний', 'Ейск'],
    ],
    [
      'equal price: the shorter haul',
      [haul('Ток', 'Ейск', 45_000, 25), haul('Склад', 'Ейск', 45_000, 12)],
      ['Склад', 'Ейск'],
    ],
    [
      'equal price and distance: by the names, whatever the order given',
      [haul('Ток', 'Ейск', 45_000, 12), haul('Амбар', 'Ейск', 45_000, 12)],
      ['Амбар', 'Ейск'],
    ],
  ])('%s', (_, hauls, expected) => {
    const best = bestHaul(hauls);
    expect(best ? [best.shippingPoint.name, best.acceptancePoint.name] : null).toEqual(expected);
    expect(bestHaul([...hauls].reverse())).toEqual(best);
  });
});

const row = (uuid: string, price: number, netPrice: number | null, endHour: number) => ({
  uuid,
  price,
  netPrice,
  endAt: new Date(Date.UTC(2026, 6, 1, endHour)),
});

describe('compareBoardRows — best first', () => {
  const rows = [
    row('a', 15000, 14000, 10),
    row('b', 16000, 13500, 9),
    row('c', 15500, null, 8),
    row('d', 14200, 14000, 12),
    row('e', 14000, 14000, 11),
    row('f', 16500, null, 13),
  ];
  it.each<[string, boolean, string[]]>([
    [
      'highest price at the farm first; equal: higher posted price, then sooner close; unpriced last by posted price',
      false,
      ['a', 'd', 'e', 'b', 'f', 'c'],
    ],
    [
      'hidePrice: soonest to close first, money says nothing about the order',
      true,
      ['c', 'b', 'a', 'e', 'd', 'f'],
    ],
  ])('%s', (_, hide, order) => {
    expect([...rows].sort((x, y) => compareBoardRows(x, y, hide)).map((r) => r.uuid)).toEqual(order);
  });
});

const at = (uuid: string, latitude: number, fedRegionUuid: string | null = 'kuban') => ({
  uuid,
  latitude,
  longitude: 40,
  fedRegionUuid,
});

describe('nearestPoints — the shipping points a haul is priced from', () => {
  const elevator = at('elevator', 45.0);
  const farm = [
    at('far', 47.0),
    at('near', 45.1),
    at('mid', 45.5),
    at('close', 45.05, 'don'),
    at('next', 45.3),
  ];
  it.each<[string, ReturnType<typeof at>[], number, ReturnType<typeof at>, string[]]>([
    ['none: none', [], 3, elevator, []],
    ['fewer than k: all, nearest first', farm.slice(0, 2), 3, elevator, ['near', 'far']],
    ['the nearest k as the crow flies', farm, 2, at('elevator', 45.0, null), ['close', 'near']],
    ['and the nearest in its own subject when those miss it', farm, 1, elevator, ['close', 'near']],
    ['its own subject already among them: nothing added', farm, 3, elevator, ['close', 'near', 'next']],
  ])('%s', (_, points, k, to, expected) => {
    expect(nearestPoints(points, to, k).map((p) => p.uuid)).toEqual(expected);
  });
});
