import { sql, type Transaction } from 'kysely';
import type { FleetCarWire, FleetDriverWire } from '@kolos/domain/fleet';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';

type Db = Database | Transaction<DB>;

/*
 * The saved fleet's SQL. Every query names the company: a truck or driver of another company is
 * never found (404), never told apart from a missing one.
 */

const carOf = (r: { uuid: string; registrationNumber: string; trailers: string[] }): FleetCarWire => ({
  uuid: r.uuid,
  number: r.registrationNumber,
  trailerNumber: r.trailers[0] ?? null,
});

/** The company's trucks (`cars`, migration 0029), by plate. */
export const carsOf = async (db: Db, company: string) =>
  (
    await db
      .selectFrom('cars')
      .select(['uuid', 'registrationNumber', 'trailers'])
      .where('ownerCompanyUuid', '=', company)
      .orderBy('registrationNumber')
      .orderBy('uuid')
      .execute()
  ).map(carOf);

export const carOfCompany = async (db: Db, company: string, uuid: string) => {
  const row = await db
    .selectFrom('cars')
    .select(['uuid', 'registrationNumber', 'trailers'])
    .where('ownerCompanyUuid', '=', company)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row && carOf(row);
};

/** A truck saved by hand: the plate is its key too (the spelling kept is already the key). */
export interface NewCar {
  number: string;
  trailerNumber: string | null;
}

/** Saves a truck unless the company has its plate: answers its uuid, or null on a duplicate. */
export async function insertCar(
  db: Db,
  company: string,
  uuid: string,
  car: NewCar,
  capacityKg: number,
  by: string,
) {
  const row = await db
    .insertInto('cars')
    .values({
      uuid,
      ownerCompanyUuid: company,
      registrationNumber: car.number,
      plateKey: car.number,
      trailers: JSON.stringify(car.trailerNumber ? [car.trailerNumber] : []),
      capacity: capacityKg,
      type: 'TRUCK_TRACTOR_SEMITRAILER',
      createdBy: by,
    })
    .onConflict((oc) => oc.columns(['ownerCompanyUuid', 'plateKey']).doNothing())
    .returning('uuid')
    .executeTakeFirst();
  return row?.uuid ?? null;
}

/** Changes a truck's plates (a plate another truck has: the unique index refuses, 23505). */
export const updateCar = (db: Db, company: string, uuid: string, car: NewCar) =>
  db
    .updateTable('cars')
    .set({
      registrationNumber: car.number,
      plateKey: car.number,
      trailers: JSON.stringify(car.trailerNumber ? [car.trailerNumber] : []),
      updatedAt: sql<Date>`now()`,
    })
    .where('ownerCompanyUuid', '=', company)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const deleteCar = (db: Db, company: string, uuid: string) =>
  db.deleteFrom('cars').where('ownerCompanyUuid', '=', company).where('uuid', '=', uuid).executeTakeFirst();

const driverColumns = ['uuid', 'fullname', 'phone'] as const;

/** The company's drivers, by name. */
export const driversOf = (db: Db, company: string): Promise<FleetDriverWire[]> =>
  db
    .selectFrom('drivers')
    .select(driverColumns)
    .where('companyUuid', '=', company)
    .orderBy('fullname')
    .orderBy('uuid')
    .execute();

export const driverOfCompany = (db: Db, company: string, uuid: string) =>
  db
    .selectFrom('drivers')
    .select(driverColumns)
    .where('companyUuid', '=', company)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

/** Saves a driver unless the company has his phone: answers his uuid, or null on a duplicate. */
export async function insertDriver(
  db: Db,
  company: string,
  uuid: string,
  driver: { fullname: string; phone: string },
  by: string | null,
) {
  const row = await db
    .insertInto('drivers')
    .values({ uuid, companyUuid: company, ...driver, createdBy: by })
    .onConflict((oc) => oc.columns(['companyUuid', 'phone']).doNothing())
    .returning('uuid')
    .executeTakeFirst();
  return row?.uuid ?? null;
}

/**
 * Keeps a driver a slot named (PUT slots, the import): once per company and phone; a phone seen
 * again takes the name last typed for it.
 */
export const rememberDriver = (
  trx: Transaction<DB>,
  company: string,
  uuid: string,
  driver: { fullname: string; phone: string },
  by: string | null,
) =>
  trx
    .insertInto('drivers')
    .values({ uuid, companyUuid: company, ...driver, createdBy: by })
    .onConflict((oc) =>
      oc.columns(['companyUuid', 'phone']).doUpdateSet((eb) => ({
        fullname: eb.ref('excluded.fullname'),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .execute();

export const updateDriver = (
  db: Db,
  company: string,
  uuid: string,
  driver: { fullname: string; phone: string },
) =>
  db
    .updateTable('drivers')
    .set({ ...driver, updatedAt: sql<Date>`now()` })
    .where('companyUuid', '=', company)
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const deleteDriver = (db: Db, company: string, uuid: string) =>
  db.deleteFrom('drivers').where('companyUuid', '=', company).where('uuid', '=', uuid).executeTakeFirst();
