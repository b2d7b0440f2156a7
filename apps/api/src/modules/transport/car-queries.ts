import { sql, type Transaction } from 'kysely';
import { SLOT } from '@kolos/domain';
import type { CarType } from '@kolos/domain/locations';
import { type CarWire } from '@kolos/domain/transport';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { isFarmerRelatedTo, visibleTo } from '../../platform/scope';
import { newId } from '../../platform/ids';

type Db = Database | Transaction<DB>;

/** One truck to keep: the row of `cars` without its bookkeeping. */
export interface CarRecord {
  ownerCompanyUuid: string;
  registrationNumber: string;
  plateKey: string;
  trailers: string[];
  capacity: number;
  type: CarType;
  driverName: string | null;
  driverPhone: string | null;
}

const carColumns = [
  'c.uuid',
  'c.ownerCompanyUuid',
  'c.registrationNumber',
  'c.plateKey',
  'c.trailers',
  'c.capacity',
  'c.type',
  'c.driverName',
  'c.driverPhone',
] as const;

export const carRows = (db: Db) => db.selectFrom('cars as c').select(carColumns);
export type CarRow = Awaited<ReturnType<ReturnType<typeof carRows>['execute']>>[number];

export const carWireOf = (c: CarRow): CarWire => ({
  uuid: c.uuid,
  ownerUuid: c.ownerCompanyUuid,
  registrationNumber: c.registrationNumber,
  trailers: c.trailers,
  capacity: c.capacity,
  type: c.type,
  driver: c.driverName ? { name: c.driverName, phone: c.driverPhone ?? '' } : null,
});

/**
 * Inserts a truck or, when the company has its plate already, updates it (one row per plate,
 * never two: the unique key decides, not a read before the write, so two requests at once cannot
 * both insert). `keep` names what an update leaves as it is (a slot's change knows no capacity).
 */
export async function upsertCar(
  trx: Transaction<DB>,
  car: CarRecord,
  by: string | null,
  keep: { capacity?: boolean; type?: boolean; trailers?: boolean } = {},
): Promise<string> {
  const row = await trx
    .insertInto('cars')
    .values({ uuid: newId(), ...car, trailers: JSON.stringify(car.trailers), createdBy: by })
    .onConflict((oc) =>
      oc.columns(['ownerCompanyUuid', 'plateKey']).doUpdateSet((eb) => ({
        registrationNumber: eb.ref('excluded.registrationNumber'),
        driverName: eb.ref('excluded.driverName'),
        driverPhone: eb.ref('excluded.driverPhone'),
        ...(keep.capacity ? {} : { capacity: eb.ref('excluded.capacity') }),
        ...(keep.type ? {} : { type: eb.ref('excluded.type') }),
        ...(keep.trailers ? {} : { trailers: eb.ref('excluded.trailers') }),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** A company's trucks by plate. */
export const carsOf = (db: Db, ownerUuid: string) =>
  carRows(db)
    .where('c.ownerCompanyUuid', '=', ownerUuid)
    .orderBy('c.registrationNumber')
    .orderBy('c.uuid')
    .execute();

export const carsByUuid = (db: Db, uuids: string[]) =>
  uuids.length === 0 ? Promise.resolve([]) : carRows(db).where('c.uuid', 'in', uuids).execute();

/** The trucks of these (company, plate key) pairs. */
export async function carsByPlate(db: Db, pairs: { owner: string; key: string }[]): Promise<CarRow[]> {
  if (pairs.length === 0) return [];
  return carRows(db)
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('c.ownerCompanyUuid', '=', p.owner), eb('c.plateKey', '=', p.key)]))),
    )
    .execute();
}

/** The asked slots the caller may see, with their farmer company and tractor. */
export const visibleSlots = (db: Db, auth: AuthContext, uuids: string[]) =>
  db
    .selectFrom('slots as s')
    .select(['s.uuid', 's.farmerCompanyUuid', 's.carNumber'])
    .where('s.uuid', 'in', uuids)
    .where(visibleTo(auth, SLOT, { owner: 's.ownerCompanyUuid', farmer: 's.farmerCompanyUuid' }))
    .execute();

/**
 * May the caller keep and read this company's trucks? An admin any company's; a farmer his own; a
 * purchaser's staff their own and those of the farmers who deliver to them (a slot at one of
 * their points, a contract or a prepayment limit) — the trucks they fill their slots with.
 */
export async function mayUseCarsOf(db: Database, auth: AuthContext, ownerUuid: string): Promise<boolean> {
  const company = await db
    .selectFrom('companies')
    .select('uuid')
    .where('uuid', '=', ownerUuid)
    .executeTakeFirst();
  if (!company) return false;
  if (auth.userType === 'admin') return true;
  if (!auth.companyUuid) return false;
  if (ownerUuid === auth.companyUuid) return true;
  if (auth.userType !== 'purchaser') return false;
  const delivers = await db
    .selectFrom('slots')
    .select('uuid')
    .where('farmerCompanyUuid', '=', ownerUuid)
    .where('ownerCompanyUuid', '=', auth.companyUuid)
    .limit(1)
    .executeTakeFirst();
  return !!delivers || (await isFarmerRelatedTo(db, ownerUuid, auth.companyUuid));
}
