import {
  DEALS_MSG,
  dealVolumes,
  slotLacks,
  type DealNextSlot,
  type DealsReply,
  type DealWire,
} from '@kolos/domain/deals';
import { WAITING_SLOT_STATUSES } from '@kolos/domain/queue';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { SLOT_DOCS } from '../queue';
import * as q from './queries';

const waiting = (s: q.DealSlotRow) => (WAITING_SLOT_STATUSES as readonly string[]).includes(s.status);

/**
 * GET /user/personal/deals (issue 29 point 14): each deal of the caller's farmer company with its
 * tonnes (`dealVolumes`) and its next awaited slot — the first not yet over — with what it lacks.
 * Open deals first, the nearest truck first; delivered ones last.
 */
export async function myDeals(deps: Deps, auth: AuthContext, now = new Date()): Promise<DealsReply> {
  if (auth.userType !== 'farmer') throw forbidden(DEALS_MSG.farmersOnly);
  const [deals, slots] = await Promise.all([q.dealRows(deps.db, auth), q.dealSlots(deps.db, auth)]);
  const byDeal = new Map<string, q.DealSlotRow[]>();
  for (const s of slots) byDeal.set(s.dealUuid, [...(byDeal.get(s.dealUuid) ?? []), s]);
  const next = new Map<string, q.DealSlotRow>();
  for (const [deal, list] of byDeal) {
    const first = list.find((s) => waiting(s) && new Date(s.endAt) > now);
    if (first) next.set(deal, first);
  }
  const docs = await deps.hooks.of(SLOT_DOCS)(deps.db, [...next.values()]);
  const wires: DealWire[] = deals.map((d) => {
    const slot = next.get(d.uuid);
    return {
      uuid: d.uuid,
      kind: d.kind,
      number: d.number,
      productTitle: d.productTitle,
      ...dealVolumes(d.contractedVolume, byDeal.get(d.uuid) ?? []),
      nextSlot: slot ? nextSlotWire(slot, docs.get(slot.uuid)?.docsStatus ?? 'SLOT_DOCS_MISSING') : null,
    };
  });
  return { deals: wires.sort(order) };
}

function nextSlotWire(
  s: q.DealSlotRow,
  docsStatus: Parameters<typeof slotLacks>[0]['docsStatus'],
): DealNextSlot {
  return {
    uuid: s.uuid,
    startAt: new Date(s.startAt).toISOString(),
    endAt: new Date(s.endAt).toISOString(),
    locationName: s.locationName,
    address: s.address,
    lacks: slotLacks({ carNumber: s.carNumber, driverFullname: s.driverFullname, docsStatus }),
  };
}

/** Open before delivered; among open, the nearest next truck first, then the most tonnes left. */
function order(a: DealWire, b: DealWire): number {
  const open = (d: DealWire) => (d.remainingVolume > 0 ? 0 : 1);
  if (open(a) !== open(b)) return open(a) - open(b);
  const at = (d: DealWire) => (d.nextSlot ? d.nextSlot.startAt : '\uffff');
  if (at(a) !== at(b)) return at(a) < at(b) ? -1 : 1;
  return b.remainingVolume - a.remainingVolume;
}
