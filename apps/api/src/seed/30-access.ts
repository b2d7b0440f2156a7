import { policiesFromItems } from '@kolos/domain';
import type { Database } from '../db/client';
import { DEMO } from './demo-ids';

/** Fixed ids of the access-management demo data (issue 3): staff, a logistics role and more farmers. */
export const ACCESS_DEMO = {
  roles: {
    kolosYugLogist: '0190a000-0003-7000-8000-000000000401',
    agroCenterManager: '0190a000-0003-7000-8000-000000000402',
    kolosYugObserver: '0190a000-0003-7000-8000-000000000403',
  },
  users: {
    kolosYugLogist: '0190a000-0003-7000-8000-000000000301',
    kolosYugBuyer: '0190a000-0003-7000-8000-000000000302',
    kolosYugFormer: '0190a000-0003-7000-8000-000000000303',
    agroCenterManager: '0190a000-0003-7000-8000-000000000304',
    kolosYugObserver: '0190a000-0003-7000-8000-000000000305',
    nivaFarmer: '0190a000-0003-7000-8000-000000000311',
    petrovFarmer: '0190a000-0003-7000-8000-000000000312',
    zaryaFarmer: '0190a000-0003-7000-8000-000000000313',
    kolosokFarmer: '0190a000-0003-7000-8000-000000000314',
  },
} as const;

const C = DEMO.companies;
const R = ACCESS_DEMO.roles;
const U = ACCESS_DEMO.users;

const roles = [
  {
    uuid: R.kolosYugLogist,
    companyUuid: C.kolosYug,
    name: 'Логист',
    policies: policiesFromItems(['transport', 'slots', 'regions', 'shippingPoints.read', 'documents']),
  },
  {
    uuid: R.agroCenterManager,
    companyUuid: C.agroCenter,
    name: 'Менеджер по закупкам',
    policies: policiesFromItems(['contract', 'auctions', 'offers', 'monitoring']),
  },
  {
    // Issue 16: watches the trading without prices or actions (SPEC 6 'Мониторинг без цен и действий').
    uuid: R.kolosYugObserver,
    companyUuid: C.kolosYug,
    name: 'Наблюдатель',
    policies: policiesFromItems(['monitoring.restricted', 'auctions.restricted']),
  },
];

type Person = {
  uuid: string;
  phone: string;
  lastName: string;
  name: string;
  surname: string;
  email: string;
  userType: 'purchaser' | 'farmer';
  companyUuid: string;
  role: string;
  active?: boolean;
};

const people: Person[] = [
  {
    uuid: U.kolosYugLogist,
    phone: '+79003000001',
    lastName: 'Белова',
    name: 'Ольга',
    surname: 'Сергеевна',
    email: 'belova@kolos-yug.local',
    userType: 'purchaser',
    companyUuid: C.kolosYug,
    role: R.kolosYugLogist,
  },
  {
    uuid: U.kolosYugBuyer,
    phone: '+79003000002',
    lastName: 'Григорьев',
    name: 'Павел',
    surname: 'Андреевич',
    email: 'grigoriev@kolos-yug.local',
    userType: 'purchaser',
    companyUuid: C.kolosYug,
    role: DEMO.roles.kolosYugManager,
  },
  {
    uuid: U.kolosYugFormer,
    phone: '+79003000003',
    lastName: 'Тарасов',
    name: 'Игорь',
    surname: '',
    email: 'tarasov@kolos-yug.local',
    userType: 'purchaser',
    companyUuid: C.kolosYug,
    role: R.kolosYugLogist,
    active: false,
  },
  {
    uuid: U.agroCenterManager,
    phone: '+79003000004',
    lastName: 'Зайцева',
    name: 'Анна',
    surname: 'Михайловна',
    email: 'zaitseva@agro-center.local',
    userType: 'purchaser',
    companyUuid: C.agroCenter,
    role: R.agroCenterManager,
  },
  {
    uuid: U.kolosYugObserver,
    phone: '+79003000005',
    lastName: 'Орлов',
    name: 'Семён',
    surname: 'Петрович',
    email: 'orlov@kolos-yug.local',
    userType: 'purchaser',
    companyUuid: C.kolosYug,
    role: R.kolosYugObserver,
  },
  {
    uuid: U.nivaFarmer,
    phone: '+79003000011',
    lastName: 'Морозов',
    name: 'Виктор',
    surname: 'Иванович',
    email: 'morozov@niva.local',
    userType: 'farmer',
    companyUuid: C.niva,
    role: DEMO.roles.farmer,
  },
  {
    uuid: U.petrovFarmer,
    phone: '+79003000012',
    lastName: 'Петров',
    name: 'Алексей',
    surname: 'Степанович',
    email: 'petrov@kfh-petrov.local',
    userType: 'farmer',
    companyUuid: C.petrov,
    role: DEMO.roles.farmer,
  },
  {
    uuid: U.zaryaFarmer,
    phone: '+79003000013',
    lastName: 'Лебедева',
    name: 'Наталья',
    surname: 'Юрьевна',
    email: 'lebedeva@zarya.local',
    userType: 'farmer',
    companyUuid: C.zarya,
    role: DEMO.roles.farmer,
  },
  {
    uuid: U.kolosokFarmer,
    phone: '+79003000014',
    lastName: 'Соколов',
    name: 'Дмитрий',
    surname: 'Васильевич',
    email: 'sokolov@kolosok.local',
    userType: 'farmer',
    companyUuid: C.kolosok,
    role: DEMO.roles.farmer,
  },
];

/**
 * Staff for the employees and roles screens, and a farmer in every demo farm so the users list and
 * impersonation have someone to show. Demo users log in by SMS code (no password): the password is
 * set through the reset link, as a real employee would.
 */
export async function seed(db: Database): Promise<void> {
  await db
    .insertInto('roles')
    .values(roles.map((r) => ({ ...r, policies: JSON.stringify(r.policies) })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('users')
    .values(
      people.map((p) => ({
        uuid: p.uuid,
        phone: p.phone,
        lastName: p.lastName,
        name: p.name,
        surname: p.surname,
        notifyEmail: p.email,
        userType: p.userType,
        companyUuid: p.companyUuid,
        active: p.active ?? true,
        passwordHash: null,
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('groups')
    .values(
      people.map((p) => ({ uuid: p.uuid, name: `${p.lastName} ${p.name}`, companyUuid: p.companyUuid })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  await db
    .insertInto('groupRoles')
    .values([
      ...roles.map((r) => ({ groupUuid: r.companyUuid, roleUuid: r.uuid })),
      ...people.map((p) => ({ groupUuid: p.uuid, roleUuid: p.role })),
    ])
    .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
    .execute();
}
