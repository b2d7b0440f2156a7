import { keepNamedTruck } from '../modules/fleet';
import type { Database } from '../db/client';
import { DEMO } from './demo-ids';

const C = DEMO.companies;

/** Trucks of the demo farmers that no slot names yet: choices when a slot is filled. */
const SPARE_TRUCKS = [
  {
    owner: C.rassvet,
    number: 'Е555КХ 123',
    trailer: 'ЕК 9090 23',
    fullname: 'Лысенко Роман',
    phone: '+79181234511',
    t: 30,
  },
  {
    owner: C.rassvet,
    number: 'О101ТТ 93',
    trailer: '',
    fullname: 'Гуров Николай',
    phone: '+79181234512',
    t: 20,
  },
  {
    owner: C.niva,
    number: 'Н777СМ 161',
    trailer: 'РХ 1212 61',
    fullname: 'Бондарь Илья',
    phone: '+79181234513',
    t: 25,
  },
  {
    owner: C.petrov,
    number: 'К909АР 123',
    trailer: 'АВ 3344 23',
    fullname: 'Петров Олег',
    phone: '+79181234514',
    t: 25,
  },
];

/**
 * Issue 18 point 7: the demo farmers' trucks and drivers. Every truck the demo slots name
 * (90-queue.ts fills most of the week at Тихорецкий элеватор and leaves the booked ones empty, so
 * the default window today 15:00 → tomorrow 15:00 shows both) is kept for its farmer, as PUT slots
 * would have kept it, plus a few spare ones. Idempotent: trucks are kept once per plate.
 */
export async function seed(db: Database): Promise<void> {
  const named = await db
    .selectFrom('slots')
    .select([
      'farmerCompanyUuid',
      'carNumber',
      'trailerNumber',
      'driverFullname',
      'driverPhone',
      'plannedVolume',
    ])
    .where('carNumber', 'is not', null)
    .where('driverFullname', 'is not', null)
    .where('driverPhone', 'is not', null)
    .where('ownerCompanyUuid', '=', C.kolosYug)
    .orderBy('startAt')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const s of named)
      await keepNamedTruck(
        trx,
        {
          ownerCompanyUuid: s.farmerCompanyUuid,
          car: { number: s.carNumber!, trailerNumber: s.trailerNumber ?? '' },
          driver: { fullname: s.driverFullname!, phone: s.driverPhone! },
          tonnes: null,
          plannedVolume: Number(s.plannedVolume),
        },
        null,
      );
    for (const t of SPARE_TRUCKS)
      await keepNamedTruck(
        trx,
        {
          ownerCompanyUuid: t.owner,
          car: { number: t.number, trailerNumber: t.trailer },
          driver: { fullname: t.fullname, phone: t.phone },
          tonnes: t.t,
          plannedVolume: t.t,
        },
        null,
      );
  });
}
