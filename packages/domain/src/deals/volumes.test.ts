import { describe, expect, it } from 'vitest';
import type { SlotStatus } from '../queue/statuses';
import { slotLacks, type SlotLack } from './lacks';
import { dealTotals, dealVolumes, type DealSlotTonnes } from './volumes';

const slot = (
  status: SlotStatus,
  plannedVolume = 25,
  unloadedVolume: number | null = null,
): DealSlotTonnes => ({
  status,
  plannedVolume,
  unloadedVolume,
});

describe('a deal’s tonnes (issue 29 point 14): contracted, booked, delivered, left', () => {
  it.each<[string, number, DealSlotTonnes[], [number, number, number, number]]>([
    ['no slots yet', 110, [], [110, 0, 0, 110]],
    [
      'booked, nothing delivered',
      110,
      [slot('SLOT_BOOKED'), slot('SLOT_CAR_ASSIGNED', 10)],
      [110, 35, 0, 110],
    ],
    ['an arrived truck is booked, not delivered', 50, [slot('SLOT_ARRIVED')], [50, 25, 0, 50]],
    [
      'unloaded counts its weighed tonnes',
      50,
      [slot('SLOT_UNLOADED', 25, 24.35), slot('SLOT_BOOKED')],
      [50, 50, 24.35, 25.65],
    ],
    ['a canceled slot frees its tonnes', 50, [slot('SLOT_CANCELED'), slot('SLOT_BOOKED')], [50, 25, 0, 50]],
    [
      'a no-show books nothing and delivers nothing',
      50,
      [slot('SLOT_NO_SHOW'), slot('SLOT_BOOKED')],
      [50, 25, 0, 50],
    ],
    [
      'an overweight last truck leaves nothing, not less than nothing',
      50,
      [slot('SLOT_UNLOADED', 25, 26), slot('SLOT_UNLOADED', 25, 25.5)],
      [50, 50, 51.5, 0],
    ],
    [
      'decimals sum to kilograms',
      1,
      [slot('SLOT_UNLOADED', 0.1, 0.1), slot('SLOT_UNLOADED', 0.2, 0.2)],
      [1, 0.3, 0.3, 0.7],
    ],
    ['unloaded without a weight yet delivers 0', 25, [slot('SLOT_UNLOADED', 25, null)], [25, 25, 0, 25]],
  ])('%s', (_, contracted, slots, [c, b, d, r]) =>
    expect(dealVolumes(contracted, slots)).toEqual({
      contractedVolume: c,
      bookedVolume: b,
      deliveredVolume: d,
      remainingVolume: r,
    }),
  );

  it('totals sum every column', () => {
    expect(
      dealTotals([
        dealVolumes(110, [slot('SLOT_UNLOADED', 25, 24.9)]),
        dealVolumes(40.1, [slot('SLOT_BOOKED', 40.1)]),
      ]),
    ).toEqual({ contractedVolume: 150.1, bookedVolume: 65.1, deliveredVolume: 24.9, remainingVolume: 125.2 });
    expect(dealTotals([])).toEqual({
      contractedVolume: 0,
      bookedVolume: 0,
      deliveredVolume: 0,
      remainingVolume: 0,
    });
  });
});

describe('what the next slot lacks: truck, driver, papers', () => {
  it.each<[string, string | null, string | null, Parameters<typeof slotLacks>[0]['docsStatus'], SlotLack[]]>([
    ['nothing named, nothing uploaded', null, null, 'SLOT_DOCS_MISSING', ['TRUCK', 'DRIVER', 'PAPERS']],
    ['a truck without a driver', 'А123ВС 61', null, 'SLOT_DOCS_APPROVED', ['DRIVER']],
    ['a driver without a truck', null, 'Иванов Иван', 'SLOT_DOCS_ON_MODERATE', ['TRUCK']],
    ['declined papers are lacking', 'А123ВС 61', 'Иванов Иван', 'SLOT_DOCS_DECLINED', ['PAPERS']],
    ['papers on check are there', 'А123ВС 61', 'Иванов Иван', 'SLOT_DOCS_ON_MODERATE', []],
    ['all set', 'А123ВС 61', 'Иванов Иван', 'SLOT_DOCS_APPROVED', []],
  ])('%s', (_, carNumber, driverFullname, docsStatus, lacks) =>
    expect(slotLacks({ carNumber, driverFullname, docsStatus })).toEqual(lacks),
  );
});
