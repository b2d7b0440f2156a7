import { displayPlate, FLEET_MSG, type SlotAssignBody } from '@kolos/domain/fleet';
import { DEFAULT_PLANNED_VOLUME, type SlotDriver } from '@kolos/domain/queue';
import { CAR_CAPACITY_KG_PER_TONNE } from '@kolos/domain/transport';
import { isUniqueViolation } from '../../db/errors';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { nameTruck, slotWiresOf, type SlotTruck } from '../queue';
import { rememberTruck } from '../transport';
import * as q from './queries';

/*
 * Issue 29 point 16: a company's saved fleet — its trucks (the `cars` the transport keeps) and its
 * drivers — and one truck and driver put on several of its slots at once. Always the caller's own
 * company: another company's truck, driver or slot is 404.
 */

/** The caller's company; a user of none (an admin) keeps no fleet. */
function companyOf(auth: AuthContext): string {
  if (!auth.companyUuid) throw forbidden(FLEET_MSG.noCompany);
  return auth.companyUuid;
}

const carNotFound = () => notFound(FLEET_MSG.carNotFound);
const driverNotFound = () => notFound(FLEET_MSG.driverNotFound);

/** A write the unique index refuses is the duplicate's 409, not a 500. */
async function unique<T>(write: () => Promise<T>, duplicate: string): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(duplicate);
    throw e;
  }
}

export const listCars = async (deps: Deps, auth: AuthContext) => ({
  items: await q.carsOf(deps.db, companyOf(auth)),
});

/** POST /fleet/cars: a new truck; a plate the company has (in any spelling) is 409. */
export async function addCar(deps: Deps, auth: AuthContext, car: q.NewCar) {
  const company = companyOf(auth);
  const uuid = await q.insertCar(
    deps.db,
    company,
    newId(),
    car,
    DEFAULT_PLANNED_VOLUME * CAR_CAPACITY_KG_PER_TONNE,
    auth.userUuid,
  );
  if (!uuid) throw conflict(FLEET_MSG.duplicateCar);
  return (await q.carOfCompany(deps.db, company, uuid))!;
}

export async function updateCar(deps: Deps, auth: AuthContext, uuid: string, car: q.NewCar) {
  const company = companyOf(auth);
  const result = await unique(() => q.updateCar(deps.db, company, uuid, car), FLEET_MSG.duplicateCar);
  if (result.numUpdatedRows === 0n) throw carNotFound();
  return (await q.carOfCompany(deps.db, company, uuid))!;
}

/** DELETE: the truck leaves the list; slots that named it keep their plates (history). */
export async function deleteCar(deps: Deps, auth: AuthContext, uuid: string) {
  const result = await q.deleteCar(deps.db, companyOf(auth), uuid);
  if (result.numDeletedRows === 0n) throw carNotFound();
}

export const listDrivers = async (deps: Deps, auth: AuthContext) => ({
  items: await q.driversOf(deps.db, companyOf(auth)),
});

/** POST /fleet/drivers: a new driver; a phone the company has is 409. */
export async function addDriver(deps: Deps, auth: AuthContext, driver: SlotDriver) {
  const company = companyOf(auth);
  const uuid = await q.insertDriver(deps.db, company, newId(), driver, auth.userUuid);
  if (!uuid) throw conflict(FLEET_MSG.duplicateDriver);
  return (await q.driverOfCompany(deps.db, company, uuid))!;
}

export async function updateDriver(deps: Deps, auth: AuthContext, uuid: string, driver: SlotDriver) {
  const company = companyOf(auth);
  const result = await unique(
    () => q.updateDriver(deps.db, company, uuid, driver),
    FLEET_MSG.duplicateDriver,
  );
  if (result.numUpdatedRows === 0n) throw driverNotFound();
  return (await q.driverOfCompany(deps.db, company, uuid))!;
}

export async function deleteDriver(deps: Deps, auth: AuthContext, uuid: string) {
  const result = await q.deleteDriver(deps.db, companyOf(auth), uuid);
  if (result.numDeletedRows === 0n) throw driverNotFound();
}

/**
 * POST /slots/assign: the saved truck and driver onto every named slot in one transaction, each by
 * PUT slots' own rule (`nameTruck`: a farmer only while the slot waits, nobody on a closed slot) —
 * the first refusal rolls all back. Slots are locked in uuid order, so two assignments sharing
 * slots cannot deadlock. A slot the caller may not change is 404, as in PUT slots.
 */
export async function assign(deps: Deps, auth: AuthContext, body: SlotAssignBody, meta: RequestMeta) {
  const company = companyOf(auth);
  const car = await q.carOfCompany(deps.db, company, body.carUuid);
  if (!car) throw carNotFound();
  const driver = await q.driverOfCompany(deps.db, company, body.driverUuid);
  if (!driver) throw driverNotFound();
  const uuids = [...new Set(body.slotUuids)].sort();
  await deps.db.transaction().execute(async (trx) => {
    for (const uuid of uuids)
      await nameTruck(
        deps,
        trx,
        auth,
        {
          uuid,
          // painted as on the plate (the region apart), as a typed one is: the key is the same
          car: { number: displayPlate(car.number), trailerNumber: displayPlate(car.trailerNumber ?? '') },
          driver: { fullname: driver.fullname, phone: driver.phone },
        },
        meta,
      );
  });
  return { items: await slotWiresOf(deps, auth, uuids) };
}

/**
 * What a slot names is kept for the farmer company in the change's transaction: the truck by the
 * transport's `rememberTruck`, the driver in the fleet by phone (the queue's TRUCK_NAMED; the seed).
 */
export async function keepNamedTruck(trx: Transaction<DB>, truck: SlotTruck, by: string | null) {
  await rememberTruck(trx, truck, by);
  await q.rememberDriver(trx, truck.ownerCompanyUuid, newId(), truck.driver, by);
}
