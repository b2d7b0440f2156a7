import type { SlotStatus } from '../queue/statuses';

/** What a deal's slot tells of its tonnes. */
export interface DealSlotTonnes {
  status: SlotStatus;
  plannedVolume: number;
  unloadedVolume: number | null;
}

export interface DealVolumes {
  contractedVolume: number;
  bookedVolume: number;
  deliveredVolume: number;
  remainingVolume: number;
}

/** Slots whose truck never came, or never will: their tonnes are neither booked nor delivered. */
const DROPPED: readonly SlotStatus[] = ['SLOT_CANCELED', 'SLOT_NO_SHOW', 'SLOT_REFUSED'];

/** Tonnes to three decimals (kilograms): sums of decimals never show 0.30000000000000004. */
const tonnes = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Issue 29 point 14, one deal's tonnes: `booked` — the planned tonnes of its slots that still hold
 * a truck's place (waiting, in the yard or unloaded; a canceled slot or a no-show freed it),
 * `delivered` — the weighed tonnes of its unloaded slots, `remaining` — contracted less delivered,
 * never below zero (an overweight last truck closes the deal, it does not owe the farmer tonnes).
 */
export function dealVolumes(contracted: number, slots: readonly DealSlotTonnes[]): DealVolumes {
  let booked = 0;
  let delivered = 0;
  for (const s of slots) {
    if (DROPPED.includes(s.status)) continue;
    booked += s.plannedVolume;
    if (s.status === 'SLOT_UNLOADED') delivered += s.unloadedVolume ?? 0;
  }
  return {
    contractedVolume: tonnes(contracted),
    bookedVolume: tonnes(booked),
    deliveredVolume: tonnes(delivered),
    remainingVolume: tonnes(Math.max(0, contracted - delivered)),
  };
}

/** The page's totals: each column summed over the deals. */
export function dealTotals(deals: readonly DealVolumes[]): DealVolumes {
  const sum = (pick: (d: DealVolumes) => number) => tonnes(deals.reduce((t, d) => t + pick(d), 0));
  return {
    contractedVolume: sum((d) => d.contractedVolume),
    bookedVolume: sum((d) => d.bookedVolume),
    deliveredVolume: sum((d) => d.deliveredVolume),
    remainingVolume: sum((d) => d.remainingVolume),
  };
}
