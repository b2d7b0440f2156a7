import { sql } from 'kysely';
import type { SlotStatus } from '@kolos/domain/queue';
import {
  formatTransportDateTime,
  normalizePlate,
  parseTransportDateTime,
  plateKey,
  TRANSPORT_CSV_MSG,
  TRANSPORT_MSG,
  type TransportCsvLine,
} from '@kolos/domain/transport';
import type { Database } from '../../db/client';
import type { ImportLine, ImportSkip } from '../../platform/imports';
import { timeSlices } from '../../platform/time-slices';
import { offsetAt } from './distributions';

/** What the import keeps of a window (stored with it; plain JSON). */
export interface TransportImportParams {
  point: string;
  start: number;
  end: number;
  timeZone: string;
  /** The super-user acting on an impersonated session, for the history rows. */
  actorUuid: string | null;
}

/** A line that passed: the slot it names and what it sets. */
export interface TransportImportRow {
  slotUuid: string;
  slotId: number;
  car: TransportCsvLine['car'];
  driver: TransportCsvLine['driver'];
  tonnes: number | null;
}

/** Slots whose truck came and went, or never will: their car and driver are history. */
export const CLOSED_SLOT: readonly SlotStatus[] = [
  'SLOT_UNLOADED',
  'SLOT_REFUSED',
  'SLOT_NO_SHOW',
  'SLOT_CANCELED',
];
const BATCH = 1000;

const slotColumns = [
  's.uuid',
  's.id',
  's.locationUuid',
  's.startAt',
  's.status',
  's.carNumber',
  's.trailerNumber',
  's.driverFullname',
  's.driverPhone',
] as const;
type SlotFound = {
  uuid: string;
  id: number;
  locationUuid: string;
  startAt: Date;
  status: SlotStatus;
  carNumber: string | null;
  trailerNumber: string | null;
  driverFullname: string | null;
  driverPhone: string | null;
};

async function slotsById(db: Database, ids: number[]): Promise<Map<number, SlotFound>> {
  const found = new Map<number, SlotFound>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .selectFrom('slots as s')
      .select(slotColumns)
      .where('s.id', 'in', unique.slice(i, i + BATCH))
      .execute();
    for (const r of rows) found.set(Number(r.id), { ...r, id: Number(r.id), startAt: new Date(r.startAt) });
  }
  return found;
}

/** The window's slots at the point by deal number and start: the lines that name a deal and a time. */
async function slotsByDeal(db: Database, p: TransportImportParams): Promise<Map<string, SlotFound[]>> {
  const rows = await db
    .selectFrom('slots as s')
    .leftJoin('offers as o', 'o.uuid', 's.offerUuid')
    .leftJoin('tasks as tk', 'tk.uuid', 's.taskUuid')
    .select([...slotColumns, sql<number>`coalesce(tk.number, o.number)`.as('dealNumber')])
    .where('s.locationUuid', '=', p.point)
    .where('s.startAt', '>=', new Date(p.start * 1000))
    .where('s.startAt', '<', new Date(p.end * 1000))
    .where('s.status', '<>', 'SLOT_CANCELED')
    .orderBy('s.id')
    .execute();
  const byKey = new Map<string, SlotFound[]>();
  for (const r of rows) {
    const key = `${r.dealNumber}|${new Date(r.startAt).getTime() / 1000}`;
    byKey.set(key, [...(byKey.get(key) ?? []), { ...r, id: Number(r.id), startAt: new Date(r.startAt) }]);
  }
  return byKey;
}

/** The line names what the slot has already, or nothing: applying it changes nothing. */
const changesNothing = (line: TransportCsvLine, s: SlotFound) =>
  (!line.car && !line.driver) ||
  (line.car?.number === (s.carNumber ?? '') &&
    line.car.trailerNumber === (s.trailerNumber ?? '') &&
    line.driver?.fullname === (s.driverFullname ?? '') &&
    line.driver.phone === (s.driverPhone ?? ''));

/** Trucks already named for other slots at these times, anywhere: plate key|start → true. */
async function busyTrucks(db: Database, times: number[], exceptSlots: Set<string>): Promise<Set<string>> {
  const busy = new Set<string>();
  const unique = [...new Set(times)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await db
      .selectFrom('slots')
      .select(['uuid', 'carNumber', 'startAt'])
      .where(
        'startAt',
        'in',
        unique.slice(i, i + BATCH).map((t) => new Date(t * 1000)),
      )
      .where('carNumber', 'is not', null)
      .where('status', '<>', 'SLOT_CANCELED')
      .execute();
    for (const r of rows)
      if (!exceptSlots.has(r.uuid))
        busy.add(`${plateKey(r.carNumber!)}|${new Date(r.startAt).getTime() / 1000}`);
  }
  return busy;
}

/**
 * The import's database checks (issue 18 point 4), line by line in file order: the slot is found
 * (by id, or by deal number and time in the window at the point), it is at the chosen point and in
 * the window, not named twice, not closed when the line would change it, and its truck is not in
 * another slot at the same time — in the file or already in the queue.
 */
export async function checkLines(
  db: Database,
  lines: ImportLine<TransportCsvLine>[],
  p: TransportImportParams,
): Promise<{ lines: ImportLine<TransportImportRow>[]; skipped: ImportSkip[] }> {
  const pause = timeSlices();
  const byId = await slotsById(
    db,
    lines.flatMap((l) => (l.row.slotId === null ? [] : [l.row.slotId])),
  );
  const byDeal = lines.some((l) => l.row.slotId === null)
    ? await slotsByDeal(db, p)
    : new Map<string, SlotFound[]>();
  const skipped: ImportSkip[] = [];
  const passed: { line: number; row: TransportImportRow; start: number }[] = [];
  const slotLine = new Map<string, number>();
  const truckLine = new Map<string, number>();

  for (const { line, row } of lines) {
    await pause();
    const refuse = (error: string) => skipped.push({ line, error });
    let slot: SlotFound | undefined;
    if (row.slotId !== null) {
      slot = byId.get(row.slotId);
      if (!slot) {
        refuse(TRANSPORT_MSG.slotNotFound(row.slotId));
        continue;
      }
      if (slot.locationUuid !== p.point) {
        refuse(TRANSPORT_MSG.slotOtherPoint(row.slotId));
        continue;
      }
      const start = slot.startAt.getTime() / 1000;
      if (start < p.start || start >= p.end) {
        refuse(TRANSPORT_MSG.slotOutsideWindow(row.slotId));
        continue;
      }
    } else {
      const at = parseTransportDateTime(row.dateTime ?? '', p.timeZone);
      if (at === null) {
        refuse(TRANSPORT_CSV_MSG.badDateTime);
        continue;
      }
      // the k-th line of a deal and time takes its k-th slot (two trucks may share a slot time)
      slot = (byDeal.get(`${row.dealNumber}|${at}`) ?? []).find((s) => !slotLine.has(s.uuid));
      if (!slot) {
        refuse(
          TRANSPORT_MSG.dealSlotNotFound(
            row.dealNumber ?? 0,
            formatTransportDateTime(at, offsetAt(p.timeZone, at)),
          ),
        );
        continue;
      }
    }
    const first = slotLine.get(slot.uuid);
    if (first !== undefined) {
      refuse(TRANSPORT_MSG.slotRepeated(slot.id, first));
      continue;
    }
    const same = changesNothing(row, slot);
    if (!same && CLOSED_SLOT.includes(slot.status)) {
      refuse(TRANSPORT_MSG.slotClosed(slot.id));
      continue;
    }
    const start = slot.startAt.getTime() / 1000;
    // the truck the slot will have: the line's, or the one it keeps when the line names none
    const truck = row.car?.number ?? slot.carNumber;
    if (truck) {
      const key = `${plateKey(truck)}|${start}`;
      const other = truckLine.get(key);
      if (row.car && other !== undefined) {
        refuse(TRANSPORT_MSG.truckTwiceInFile(normalizePlate(truck), other));
        continue;
      }
      if (other === undefined) truckLine.set(key, line);
    }
    slotLine.set(slot.uuid, line);
    passed.push({
      line,
      start,
      row: { slotUuid: slot.uuid, slotId: slot.id, car: row.car, driver: row.driver, tonnes: row.tonnes },
    });
  }

  // A truck the queue has in another slot at the same time (one not re-assigned by this file).
  const withCar = passed.filter((l) => l.row.car);
  const busy = await busyTrucks(
    db,
    withCar.map((l) => l.start),
    new Set(slotLine.keys()),
  );
  const kept: ImportLine<TransportImportRow>[] = [];
  for (const l of passed) {
    const car = l.row.car;
    if (car && busy.has(`${plateKey(car.number)}|${l.start}`))
      skipped.push({ line: l.line, error: TRANSPORT_MSG.truckBusy(normalizePlate(car.number)) });
    else kept.push({ line: l.line, row: l.row });
  }
  return { lines: kept, skipped };
}
