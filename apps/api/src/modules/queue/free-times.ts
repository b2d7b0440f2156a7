import {
  addDays,
  datesBetween,
  DEFAULT_PLANNED_VOLUME,
  farmerEarliestStart,
  FREE_TIMES_MAX_DAYS,
  freeStartTimes,
  QUEUE_MSG,
  type FreeTimesReply,
} from '@kolos/domain/queue';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { offerRequest, slottedVolume } from './allocate';
import { readDays, todayAt } from './capacity';
import * as q from './slot-queries';
import { managedOffer } from './service';

/** The deal's waiting slot the caller may move (else 404): its tonnes, day and start. */
async function movingSlot(deps: Deps, auth: AuthContext, offerUuid: string, uuid: string) {
  const slot = await deps.db
    .selectFrom('slots as s')
    .select(['s.plannedVolume', 's.day', 's.startAt'])
    .where('s.uuid', '=', uuid)
    .where('s.offerUuid', '=', offerUuid)
    .where(q.slotsChangeableBy(auth))
    .executeTakeFirst();
  if (!slot) throw notFound(QUEUE_MSG.slotNotFound);
  return { volume: Number(slot.plannedVolume), day: slot.day, startAt: new Date(slot.startAt).getTime() };
}

/**
 * GET /slots/free (issue 29 point 15): the start times the caller's deal may book at its point —
 * within its delivery window, from today (a farmer from 3 h ahead, his booking's notice), where a
 * truck of the deal's next load (25 t or what is left) still fits. Farmer-safe: only times, never
 * whose the other slots are. A reading: no lock; the booking checks again under the lock. With a
 * slot of the deal: where it may move (POST /slots/transfer checks again).
 */
export async function freeTimes(
  deps: Deps,
  auth: AuthContext,
  query: {
    offerUuid: string;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    slotUuid?: string | undefined;
  },
): Promise<FreeTimesReply> {
  const offer = await managedOffer(deps, auth, query.offerUuid);
  const moving = query.slotUuid ? await movingSlot(deps, auth, offer.uuid, query.slotUuid) : null;
  const { point } = await offerRequest(deps.db, offer, 0);
  const now = new Date();
  const today = todayAt(point, now);
  const latest = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b));
  const from = latest(query.dateFrom ?? offer.from, offer.from, today);
  const to = [query.dateTo ?? offer.to, offer.to, addDays(from, FREE_TIMES_MAX_DAYS - 1)].reduce((a, b) =>
    a < b ? a : b,
  );
  const left = Math.max(
    0,
    offer.acceptedVolume - ((await slottedVolume(deps.db, [offer.uuid])).get(offer.uuid) ?? 0),
  );
  const volume = moving ? moving.volume : Math.min(DEFAULT_PLANNED_VOLUME, Math.round(left * 1000) / 1000);
  const earliest = auth.userType === 'farmer' ? farmerEarliestStart(now) : now;
  const days = volume > 0 && from <= to ? await readDays(deps.db, point, datesBetween(from, to)) : [];
  // a move within its own day keeps its tonnes there: only a car place is needed, not its own
  const timesOf = (d: (typeof days)[number]) =>
    moving && d.day.date === moving.day
      ? freeStartTimes(d, earliest, 0).filter((t) => t.startAt.getTime() !== moving.startAt)
      : freeStartTimes(d, earliest, volume);
  const location = await deps.db
    .selectFrom('locations')
    .select('name')
    .where('uuid', '=', point.uuid)
    .executeTakeFirstOrThrow();
  return {
    locationUuid: point.uuid,
    locationName: location.name,
    remainingVolume: left,
    plannedVolume: volume,
    items: days
      .flatMap(timesOf)
      .map((t) => ({ date: t.date, startAt: t.startAt.toISOString(), endAt: t.endAt.toISOString() })),
  };
}
