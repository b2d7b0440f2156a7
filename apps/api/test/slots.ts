import { pointDate, type SlotStatus } from '@kolos/domain/queue';
import { TASKS_DEMO } from '../src/seed/85-tasks';
import { TRADING_DEMO } from '../src/seed/demo-ids';
import { newId } from '../src/platform/ids';
import { DEMO, type TestApp } from './harness';
import { OFFSET } from './queue';
import { POINTS } from './trading';

/** Slots written straight to the database, for the tests of the reads that show them. */

const HOUR_S = 3600;
/** A day far from the demo week, so a test's window holds only its own slots. */
export const dayAhead = (days: number) => Math.floor(Date.now() / 86_400_000 + days) * 86_400;

export interface SlotPatch {
  at: number;
  /** Its length in seconds; an hour unless told. */
  seconds?: number;
  status?: SlotStatus;
  farmer?: string;
  location?: string;
  owner?: string;
  /** null: a third-party deal's slot (a demo task stands for it). */
  offer?: string | null;
  car?: { number: string; trailerNumber?: string; fullname: string; phone: string };
  /** The point's day when its zone is not Moscow's. */
  day?: string;
}

/** A slot of the test's own (Unix seconds `at`): «Рассвет» at Тихорецкий unless told. */
export async function newSlot(t: TestApp, patch: SlotPatch) {
  const uuid = newId();
  const startAt = new Date(patch.at * 1000);
  const offer = patch.offer === undefined ? TRADING_DEMO.offers.rassvetAccepted : patch.offer;
  const row = await t.db
    .insertInto('slots')
    .values({
      uuid,
      locationUuid: patch.location ?? POINTS.tikhoretsk,
      // the point's day, as the queue files it: the UTC date is the day before from 00:00 to 03:00 in Moscow
      day: patch.day ?? pointDate(startAt, OFFSET),
      startAt,
      endAt: new Date((patch.at + (patch.seconds ?? HOUR_S)) * 1000),
      offerUuid: offer,
      taskUuid: offer ? null : TASKS_DEMO.tasks.standardActive,
      ownerCompanyUuid: patch.owner ?? DEMO.companies.kolosYug,
      farmerCompanyUuid: patch.farmer ?? DEMO.companies.rassvet,
      status: patch.status ?? (patch.car ? 'SLOT_CAR_ASSIGNED' : 'SLOT_BOOKED'),
      carNumber: patch.car?.number ?? null,
      trailerNumber: patch.car?.trailerNumber ?? null,
      driverFullname: patch.car?.fullname ?? null,
      driverPhone: patch.car?.phone ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { uuid, id: Number(row.id) };
}

export const slotRow = (t: TestApp, uuid: string) =>
  t.db.selectFrom('slots').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

const DAY_MS = 86_400_000;
const MARGIN_MS = 120_000;

/**
 * Offsets from now (hours, each today at the point) squeezed into the point's today: at 23:50 in
 * Moscow there are no twenty minutes left of it, at 00:10 no half hour behind. The latest offset
 * lands at most halfway to the day's end, the earliest at most halfway back to its start; within
 * two minutes of midnight the test first waits for the new day to be two minutes old.
 */
export async function todayOffsets(hours: readonly number[]): Promise<number[]> {
  const local = () => Date.now() + OFFSET * 60_000;
  const behind = () => local() % DAY_MS;
  if (behind() < MARGIN_MS || DAY_MS - behind() < MARGIN_MS) {
    const wait = (MARGIN_MS - behind() + DAY_MS) % DAY_MS;
    await new Promise((resolve) => setTimeout(resolve, wait + 1_000));
  }
  const room = { ahead: (DAY_MS - behind()) / 2, behind: behind() / 2 };
  const latest = Math.max(0, ...hours) * 3_600_000;
  const earliest = -Math.min(0, ...hours) * 3_600_000;
  const scale = Math.min(1, latest ? room.ahead / latest : 1, earliest ? room.behind / earliest : 1);
  return hours.map((h) => h * scale);
}
