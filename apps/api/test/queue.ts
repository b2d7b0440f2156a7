import { addDays, pointDate, slotTimes, effectiveDay, type PointQueueSettings } from '@kolos/domain/queue';
import { isoToRuDate } from '@kolos/domain/contracts';
import { newId } from '../src/platform/ids';
import { DEMO, type TestApp } from './harness';
import type { Client } from './staff';
import { policy } from './places';
import {
  auctionBody,
  createAuction,
  FARMER_TRADING_POLICIES,
  makeOffer,
  newFarmer,
  userWith,
  offerBody,
  POINTS,
  REGIONS,
  type AuctionAnswer,
  type OfferAnswer,
} from './trading';

/*
 * Queue test data (issue 17): each test makes its own acceptance point (beside the demo
 * Тихорецкий элеватор, in the Кубань territory, so auctions may name it) with a small schedule,
 * and its own auction and accepted offers through the API.
 */

export interface PointSchedule {
  openAt?: string;
  closeAt?: string;
  slotInterval?: number;
  carsInSlot?: number;
  workingDays?: string[];
}

/** Krasnodar: UTC+3. */
export const OFFSET = 180;

/** A new acceptance point of «Колос-Юг»: 08:00–12:00 hourly, 2 cars a time, 100 t a day, every day. */
export async function newPoint(t: TestApp, quantity: number | null = 100, schedule: PointSchedule = {}) {
  const near = await t.db
    .selectFrom('locations')
    .selectAll()
    .where('uuid', '=', POINTS.tikhoretsk)
    .executeTakeFirstOrThrow();
  const uuid = newId();
  const full = {
    openAt: '08:00',
    closeAt: '12:00',
    slotInterval: 60,
    carsInSlot: 2,
    arrivalTime: 30,
    workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
    ...schedule,
  };
  await t.db
    .insertInto('locations')
    .values({
      uuid,
      companyUuid: DEMO.companies.kolosYug,
      type: 'ELEVATOR',
      name: `Элеватор ${uuid.slice(-6)}`,
      address: near.address,
      latitude: near.latitude,
      longitude: near.longitude,
      fedRegionUuid: near.fedRegionUuid,
      areaUuid: near.areaUuid,
      regionUuid: REGIONS.kuban,
      quantity,
      schedule: JSON.stringify(full),
    })
    .execute();
  const settings: PointQueueSettings = { schedule: full, quantity, utcOffsetMinutes: OFFSET };
  return { uuid, settings };
}

/** The point's local date `days` from today. */
export const dayFromToday = (days: number) => addDays(pointDate(new Date(), OFFSET), days);

/** The slot times of a point's date, ISO. */
export const timesOf = (point: Awaited<ReturnType<typeof newPoint>>, date: string) =>
  slotTimes(effectiveDay(point.uuid, date, point.settings, null)).map((s) => s.startAt.toISOString());

/**
 * An auction at the point delivering from `from` to `to` (ISO dates), the farmer's CPT offer of
 * `volume` t; answers both. Results are set by the caller.
 */
export async function offerAt(
  t: TestApp,
  purchaser: Client,
  farmer: Client,
  pointUuid: string,
  volume: number,
  from = dayFromToday(1),
  to = dayFromToday(7),
): Promise<{ auction: AuctionAnswer; offer: OfferAnswer }> {
  const auction = await createAuction(
    purchaser,
    await auctionBody(t, {
      locationUuids: [pointUuid],
      volume: Math.max(volume, 1000),
      deliveryDateStart: isoToRuDate(from),
      deliveryDateEnd: isoToRuDate(to),
    }),
  );
  const offer = await makeOffer(farmer, offerBody(auction, { volume }));
  return { auction, offer };
}

/** Sets the auction's results: the offer accepted whole. */
export const accept = (
  purchaser: Client,
  auction: AuctionAnswer,
  offer: OfferAnswer,
  volume = offer.volume,
) =>
  purchaser.post('/api/v2/offers/result', {
    auctionUuid: auction.uuid,
    items: [{ offerUuid: offer.uuid, volume }],
  });

/** The point's capacity-holding slots and its booked tonnes per day, from the database. */
export async function ledgerOf(t: TestApp, pointUuid: string) {
  const slots = await t.db
    .selectFrom('slots')
    .selectAll()
    .where('locationUuid', '=', pointUuid)
    .where('status', '<>', 'SLOT_CANCELED')
    .orderBy('startAt')
    .execute();
  const days = await t.db.selectFrom('queueDays').selectAll().where('locationUuid', '=', pointUuid).execute();
  return { slots, booked: Object.fromEntries(days.map((d) => [d.day, Number(d.bookedVolume)])) };
}

/** A farmer company with a trading user and a user who may see and move its slots. */
export async function farmerWithSlots(t: TestApp) {
  const farmer = await newFarmer(t);
  const slots = await userWith(t, farmer.companyUuid, 'farmer', [
    ...FARMER_TRADING_POLICIES,
    policy('Slots', ['read']),
  ]);
  return { ...farmer, slots };
}

/**
 * An accepted offer of `volume` t at a new point of `quantity` t a day, delivering from tomorrow
 * for `window` days: the results booked its slots (answers the results' reply too).
 */
export async function acceptedAt(
  t: TestApp,
  purchaser: Client,
  volume = 100,
  quantity: number | null = 100,
  window = 7,
) {
  const point = await newPoint(t, quantity);
  const farmer = await farmerWithSlots(t);
  const { auction, offer } = await offerAt(
    t,
    purchaser,
    farmer.call,
    point.uuid,
    volume,
    dayFromToday(1),
    dayFromToday(window),
  );
  const result = await accept(purchaser, auction, offer);
  return { point, farmer, auction, offer, result };
}
