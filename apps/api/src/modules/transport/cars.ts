import type { Transaction } from 'kysely';
import {
  CAR_CAPACITY_KG_PER_TONNE,
  normalizePlate,
  plateKey,
  TRANSPORT_MSG,
  type CarInput,
  type CarWire,
} from '@kolos/domain/transport';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import type { SlotTruck } from '../queue';
import * as q from './car-queries';

/**
 * Issue 18 point 1: a truck named for a slot — by PUT slots or by the import — is kept for the
 * farmer company, once per plate, so it is offered the next time. One function for both callers,
 * in the change's transaction. The type of a new truck is a semitrailer (the usual grain truck);
 * a known truck keeps its type and, unless tonnes were given, its capacity.
 */
export async function rememberTruck(
  trx: Transaction<DB>,
  truck: SlotTruck,
  by: string | null,
): Promise<void> {
  const tonnes = truck.tonnes ?? truck.plannedVolume;
  await q.upsertCar(
    trx,
    {
      ownerCompanyUuid: truck.ownerCompanyUuid,
      registrationNumber: normalizePlate(truck.car.number),
      plateKey: plateKey(truck.car.number),
      trailers: truck.car.trailerNumber ? [normalizePlate(truck.car.trailerNumber)] : [],
      capacity: Math.round(tonnes * CAR_CAPACITY_KG_PER_TONNE),
      type: 'TRUCK_TRACTOR_SEMITRAILER',
      driverName: truck.driver.fullname,
      driverPhone: truck.driver.phone,
    },
    by,
    { capacity: truck.tonnes === null, type: true },
  );
}

async function checkOwners(deps: Deps, auth: AuthContext, owners: string[]) {
  for (const owner of new Set(owners)) {
    if (auth.userType === 'farmer' && owner !== auth.companyUuid)
      throw forbidden(TRANSPORT_MSG.farmerOwnCars);
    if (!(await q.mayUseCarsOf(deps.db, auth, owner))) throw notFound(TRANSPORT_MSG.carOwnerNotFound);
  }
}

/**
 * POST /cars: keeps each truck once per company and plate — a plate sent again (in another
 * spelling too) updates the truck. In one request the last line of a plate wins.
 */
export async function upsertCars(
  deps: Deps,
  auth: AuthContext,
  cars: CarInput[],
): Promise<{ items: CarWire[] }> {
  await checkOwners(
    deps,
    auth,
    cars.map((c) => c.ownerUuid),
  );
  const byKey = new Map<string, CarInput>();
  for (const car of cars) byKey.set(`${car.ownerUuid}|${plateKey(car.registrationNumber)}`, car);
  // in key order: two requests with the same trucks take their row locks in the same order
  const ordered = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, car]) => car);
  const uuids = await deps.db.transaction().execute(async (trx) => {
    const kept: string[] = [];
    for (const car of ordered)
      kept.push(
        await q.upsertCar(
          trx,
          {
            ownerCompanyUuid: car.ownerUuid,
            registrationNumber: car.registrationNumber,
            plateKey: plateKey(car.registrationNumber),
            trailers: car.trailers.filter(Boolean),
            capacity: car.capacity,
            type: car.type,
            driverName: car.driver.name,
            driverPhone: car.driver.phone,
          },
          auth.userUuid,
        ),
      );
    return kept;
  });
  const rows = await q.carsByUuid(deps.db, uuids);
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  return { items: uuids.map((u) => q.carWireOf(byUuid.get(u)!)) };
}

/** GET /cars?ownerUuid: a company's trucks, the choices when one of its slots is filled. */
export async function listCars(
  deps: Deps,
  auth: AuthContext,
  ownerUuid: string,
): Promise<{ items: CarWire[] }> {
  if (!(await q.mayUseCarsOf(deps.db, auth, ownerUuid))) throw notFound(TRANSPORT_MSG.carOwnerNotFound);
  return { items: (await q.carsOf(deps.db, ownerUuid)).map(q.carWireOf) };
}

/**
 * POST /cars-by-slots: each asked slot the caller may see, in the order asked, with the truck
 * named for it (null while none is); another company's slot is simply not in the answer.
 */
export async function carsBySlots(deps: Deps, auth: AuthContext, slotUuids: string[]) {
  const slots = await q.visibleSlots(deps.db, auth, [...new Set(slotUuids)]);
  const keyOf = (s: { farmerCompanyUuid: string; carNumber: string | null }) =>
    s.carNumber ? `${s.farmerCompanyUuid}|${plateKey(s.carNumber)}` : null;
  const cars = await q.carsByPlate(
    deps.db,
    slots.flatMap((s) => (s.carNumber ? [{ owner: s.farmerCompanyUuid, key: plateKey(s.carNumber) }] : [])),
  );
  const byKey = new Map(cars.map((c) => [`${c.ownerCompanyUuid}|${c.plateKey}`, c]));
  const bySlot = new Map(slots.map((s) => [s.uuid, s]));
  return {
    items: [...new Set(slotUuids)].flatMap((uuid) => {
      const slot = bySlot.get(uuid);
      if (!slot) return [];
      const key = keyOf(slot);
      const car = key ? byKey.get(key) : undefined;
      return [{ slotUuid: uuid, car: car ? q.carWireOf(car) : null }];
    }),
  };
}
