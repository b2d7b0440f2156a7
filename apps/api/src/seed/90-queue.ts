import { isoDay } from '@kolos/domain';
import { sql, type Insertable } from 'kysely';
import {
  slotChanges,
  slotTimes,
  utcOffsetMinutes,
  type SlotChangeField,
  type SlotFieldChange,
  type SlotStatus,
} from '@kolos/domain/queue';
import type { Database } from '../db/client';
import type { DB } from '../db/types';
import '../modules/queue';
import { ACCESS_DEMO } from './30-access';
import { PLACES_DEMO } from './40-places';
import { DEMO, QUEUE_DEMO, TRADING_DEMO } from './demo-ids';

const EL = PLACES_DEMO.elevators;
const C = DEMO.companies;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Queue settings of the demo acceptance points (SPEC 3 schedule: minutes, trucks, minutes). */
const QUEUE_SETTINGS: Record<string, { slotInterval: number; carsInSlot: number; arrivalTime: number }> = {
  [EL.tikhoretsk]: { slotInterval: 60, carsInSlot: 3, arrivalTime: 30 },
  [EL.yeysk]: { slotInterval: 30, carsInSlot: 2, arrivalTime: 20 },
  [EL.salsk]: { slotInterval: 60, carsInSlot: 2, arrivalTime: 30 },
  [EL.armavir]: { slotInterval: 60, carsInSlot: 3, arrivalTime: 30 },
  [EL.kursk]: { slotInterval: 120, carsInSlot: 4, arrivalTime: 45 },
  [EL.yelets]: { slotInterval: 60, carsInSlot: 2, arrivalTime: 30 },
};

/** The completed tender's accepted offers at Тихорецкий элеватор, each with its farmer's user. */
const DEALS = [
  { offer: TRADING_DEMO.offers.rassvetAccepted, farmer: C.rassvet, user: DEMO.users.farmer },
  { offer: TRADING_DEMO.id(202), farmer: C.niva, user: ACCESS_DEMO.users.nivaFarmer },
  { offer: TRADING_DEMO.id(203), farmer: C.petrov, user: ACCESS_DEMO.users.petrovFarmer },
];
/** Which deal each truck of a day serves, and at which slot time of the day (two share one). */
const DAY_PLAN = [
  { deal: 0, time: 1 },
  { deal: 1, time: 1 },
  { deal: 0, time: 3 },
  { deal: 2, time: 5 },
  { deal: 1, time: 6 },
  { deal: 0, time: 8 },
];
const TRUCKS = [
  {
    number: 'А123ВС 123',
    trailerNumber: 'ЕК 4512 23',
    fullname: 'Иванов Сергей Петрович',
    phone: '+79181234501',
  },
  { number: 'М456ОР 161', trailerNumber: 'РХ 7781 61', fullname: 'Ткаченко Алексей', phone: '+79181234502' },
  { number: 'Т789УХ 93', trailerNumber: '', fullname: 'Сёмин Пётр-Иван', phone: '+79181234503' },
  { number: 'В321КМ 123', trailerNumber: 'АВ 1020 23', fullname: 'Коваленко Дмитрий', phone: '+79181234504' },
];

const WEEKDAY = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * Issue 17 point 8: queue settings for the demo acceptance points, and a week of slots at
 * Тихорецкий элеватор (three days back to three ahead, the point's working days) from the demo
 * completed tender, in every status as the clock puts them at seed time, with their history and
 * the days' booked tonnes. Runs once: the first slot's id marks it done.
 */
export async function seed(db: Database): Promise<void> {
  for (const [uuid, settings] of Object.entries(QUEUE_SETTINGS))
    await db
      .updateTable('locations')
      .set({ schedule: sql`schedule || ${JSON.stringify(settings)}::jsonb` })
      .where('uuid', '=', uuid)
      .execute();

  const done = await db
    .selectFrom('slots')
    .select('uuid')
    .where('uuid', '=', QUEUE_DEMO.slot(0))
    .executeTakeFirst();
  if (done) return;
  const point = await db
    .selectFrom('locations as l')
    .leftJoin('fedRegions as r', 'r.uuid', 'l.fedRegionUuid')
    .select(['l.schedule', 'r.timezone'])
    .where('l.uuid', '=', EL.tikhoretsk)
    .executeTakeFirstOrThrow();
  const offset = utcOffsetMinutes(point.timezone);
  const s = point.schedule;
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const localToday = Math.floor((now + offset * 60_000) / DAY) * DAY;
  const bookedAt = new Date(now - 10 * DAY);

  const slots: Insertable<DB['slots']>[] = [];
  const history: Insertable<DB['slotHistory']>[] = [];
  const booked = new Map<string, number>();
  const write = (
    slotUuid: string,
    from: SlotStatus | null,
    to: SlotStatus | null,
    at: Date,
    by: string | null,
    changes: SlotFieldChange[] = [],
  ) =>
    history.push({
      uuid: QUEUE_DEMO.history(history.length),
      slotUuid,
      previousStatus: from,
      status: to,
      changes: JSON.stringify(changes),
      userUuid: by,
      actorUuid: null,
      createdAt: at,
    });

  // The slot times of the week first; the last one started by now is the truck on the scales,
  // so the week shows an arrived truck whatever the hour of the seed.
  const week: { date: string; startAt: Date; endAt: Date; deal: number }[] = [];
  for (let d = -3; d <= 3; d++) {
    const date = isoDay(localToday + d * DAY);
    if (s.workingDays?.length && !s.workingDays.includes(WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!))
      continue;
    const times = slotTimes({
      date,
      closed: false,
      openAt: s.openAt ?? '08:00',
      closeAt: s.closeAt ?? '20:00',
      slotInterval: s.slotInterval ?? 60,
      utcOffsetMinutes: offset,
    });
    for (const plan of DAY_PLAN) {
      const time = times[plan.time];
      if (time) week.push({ date, ...time, deal: plan.deal });
    }
  }
  const onScales = week.findLastIndex((w) => w.startAt.getTime() - 30 * 60_000 <= now);
  for (const [k, { date, deal: dealIndex, ...time }] of week.entries()) {
    const deal = DEALS[dealIndex]!;
    const truck = TRUCKS[k % TRUCKS.length]!;
    const uuid = QUEUE_DEMO.slot(k);
    const start = time.startAt.getTime();
    const end = time.endAt.getTime();
    let status: SlotStatus;
    if (k === onScales) status = 'SLOT_ARRIVED';
    else if (end + HOUR < now)
      status = k % 8 === 3 ? 'SLOT_NO_SHOW' : k % 8 === 6 ? 'SLOT_CANCELED' : 'SLOT_UNLOADED';
    else if (start - 30 * 60_000 <= now) status = 'SLOT_ARRIVED';
    else status = k % 7 === 4 ? 'SLOT_CANCELED' : k % 3 === 0 ? 'SLOT_BOOKED' : 'SLOT_CAR_ASSIGNED';
    const withCar = status !== 'SLOT_BOOKED' && !(status === 'SLOT_CANCELED' && k % 2 === 0);
    // Nothing of the history lies ahead of the seed time.
    const namedAt = new Date(Math.min(start - 2 * DAY, now - 2 * HOUR));
    const arrivedAt =
      status === 'SLOT_ARRIVED' || status === 'SLOT_UNLOADED'
        ? new Date(Math.min(start + 10 * 60_000, now))
        : null;
    const unloadStartAt =
      arrivedAt && arrivedAt.getTime() + 15 * 60_000 <= now
        ? new Date(arrivedAt.getTime() + 15 * 60_000)
        : null;
    const unloadedVolume = status === 'SLOT_UNLOADED' ? 24 + (k % 5) * 0.35 : null;
    slots.push({
      uuid,
      locationUuid: EL.tikhoretsk,
      day: date,
      startAt: time.startAt,
      endAt: time.endAt,
      offerUuid: deal.offer,
      ownerCompanyUuid: C.kolosYug,
      farmerCompanyUuid: deal.farmer,
      plannedVolume: 25,
      carNumber: withCar ? truck.number : null,
      trailerNumber: withCar ? truck.trailerNumber || null : null,
      driverFullname: withCar ? truck.fullname : null,
      driverPhone: withCar ? truck.phone : null,
      status,
      arrivedAt,
      unloadStartAt,
      unloadedVolume,
      createdBy: ACCESS_DEMO.users.kolosYugBuyer,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    if (status !== 'SLOT_CANCELED') booked.set(date, (booked.get(date) ?? 0) + 25);

    // The history as the queue would have written it.
    const by = ACCESS_DEMO.users.kolosYugLogist;
    write(uuid, null, 'SLOT_BOOKED', bookedAt, ACCESS_DEMO.users.kolosYugBuyer);
    let last: SlotStatus = 'SLOT_BOOKED';
    if (withCar) {
      const named: Partial<Record<SlotChangeField, string | null>> = {
        carNumber: truck.number,
        trailerNumber: truck.trailerNumber || null,
        driverFullname: truck.fullname,
        driverPhone: truck.phone,
      };
      write(uuid, last, 'SLOT_CAR_ASSIGNED', namedAt, deal.user, slotChanges({}, named));
      last = 'SLOT_CAR_ASSIGNED';
    }
    if (arrivedAt) {
      write(uuid, last, 'SLOT_ARRIVED', arrivedAt, by, [
        { field: 'arrivedAt', from: null, to: arrivedAt.toISOString() },
      ]);
      last = 'SLOT_ARRIVED';
    }
    if (unloadStartAt)
      write(uuid, null, null, unloadStartAt, by, [
        { field: 'unloadStartAt', from: null, to: unloadStartAt.toISOString() },
      ]);
    if (status === 'SLOT_UNLOADED')
      write(uuid, last, status, new Date(unloadStartAt!.getTime() + 40 * 60_000), by, [
        { field: 'unloadedVolume', from: null, to: String(unloadedVolume) },
      ]);
    if (status === 'SLOT_NO_SHOW') write(uuid, last, status, new Date(end + HOUR), null);
    if (status === 'SLOT_CANCELED')
      write(uuid, last, status, new Date(namedAt.getTime() + HOUR), ACCESS_DEMO.users.kolosYugBuyer);
  }

  await db.transaction().execute(async (trx) => {
    if (slots.length) await trx.insertInto('slots').values(slots).execute();
    if (history.length) await trx.insertInto('slotHistory').values(history).execute();
    for (const [day, bookedVolume] of booked)
      await trx
        .insertInto('queueDays')
        .values({ locationUuid: EL.tikhoretsk, day, bookedVolume })
        .onConflict((oc) => oc.columns(['locationUuid', 'day']).doUpdateSet({ bookedVolume }))
        .execute();
  });
}
