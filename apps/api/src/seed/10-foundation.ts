import { CATALOGUE_ITEMS, completeInn, FARMER_ROLE, policiesFromItems, type UserType } from '@kolos/domain';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/crypto';
import { DEMO } from './demo-ids';

const C = DEMO.companies;
const U = DEMO.users;
const R = DEMO.roles;

const companies: {
  uuid: string;
  name: string;
  taxStem: string;
  userType: UserType;
  traderType: string;
  address: string;
}[] = [
  {
    uuid: C.kolosYug,
    name: 'Колос-Юг',
    taxStem: '230812345',
    userType: 'purchaser',
    traderType: 'TRADER_TYPE_TRADER',
    address: 'г Краснодар, ул Красная, д 120',
  },
  {
    uuid: C.agroCenter,
    name: 'Агро-Центр',
    taxStem: '463211223',
    userType: 'purchaser',
    traderType: 'TRADER_TYPE_TRADER',
    address: 'г Курск, ул Ленина, д 12',
  },
  {
    uuid: C.rassvet,
    name: 'КФХ «Рассвет»',
    taxStem: '232100456',
    userType: 'farmer',
    traderType: 'TRADER_TYPE_FARMER',
    address: 'Краснодарский край, Тихорецкий р-н, ст Алексеевская',
  },
  {
    uuid: C.niva,
    name: 'ООО «Нива»',
    taxStem: '614900789',
    userType: 'farmer',
    traderType: 'TRADER_TYPE_FARMER',
    address: 'Ростовская обл, Сальский р-н, г Сальск',
  },
  {
    uuid: C.petrov,
    name: 'ИП Глава КФХ Петров А. С.',
    taxStem: '260400112',
    userType: 'farmer',
    traderType: 'TRADER_TYPE_FARMER',
    address: 'Ставропольский край, г Ставрополь',
  },
  {
    uuid: C.zarya,
    name: 'СПК «Заря»',
    taxStem: '364200334',
    userType: 'farmer',
    traderType: 'TRADER_TYPE_FARMER',
    address: 'Воронежская обл, Лискинский р-н, г Лиски',
  },
  {
    uuid: C.kolosok,
    name: 'ООО «Колосок»',
    taxStem: '463300556',
    userType: 'farmer',
    traderType: 'TRADER_TYPE_FARMER',
    address: 'Курская обл, г Курск',
  },
];

// Seeded roles are made of role-editor items, so the editor shows them as they are (issue 13).
// The farmer trades (issue 15): his matched auctions and offers, an auction's page, his own
// offers made and changed; 'Все торги' and 'Предложения' are All on list routes that only ask Read.
export const FARMER_ITEMS = [
  'auctions',
  'auction.view',
  'offers',
  'offer.create',
  'offer.update',
  'shippingPoints.read',
  'shippingPoints.create',
  'shippingPoints.update',
  'shippingPoints.delete',
  // issue 17: his slots at the elevators, where he names the truck and driver
  'slots',
  // issue 28 point 14: each new version of his purchaser's agreement, signed once approved
  'agreement.sign',
];
const FARMER_POLICIES = policiesFromItems(FARMER_ITEMS);
/**
 * The purchasers' administrators: every right, and the queue's day settings (a param that grants).
 * A purchaser signs no farmer's agreement: the farmer's signing item is left out (ADR 0089).
 */
const ADMIN_POLICIES = policiesFromItems([
  ...CATALOGUE_ITEMS.filter((it) => it.params.length === 0 && it.key !== 'agreement.sign').map(
    (it) => it.key,
  ),
  'slots.params',
]);

/** A demo role that reads the deals and the auctions and changes nothing. */
const MANAGER_POLICIES = policiesFromItems(['contracts', 'auctions']);

const roles = [
  { uuid: R.farmer, companyUuid: null, name: FARMER_ROLE, policies: FARMER_POLICIES },
  { uuid: R.kolosYugAdmin, companyUuid: C.kolosYug, name: 'Администратор', policies: ADMIN_POLICIES },
  {
    uuid: R.kolosYugManager,
    companyUuid: C.kolosYug,
    name: 'Менеджер по закупкам',
    policies: MANAGER_POLICIES,
  },
  {
    uuid: R.agroCenterAdmin,
    companyUuid: C.agroCenter,
    name: 'Администратор',
    policies: ADMIN_POLICIES,
  },
];

const users = [
  {
    uuid: U.admin,
    phone: DEMO.phones.admin,
    lastName: 'Орлова',
    name: 'Марина',
    surname: 'Викторовна',
    userType: 'admin' as const,
    isSuperUser: true,
    companyUuid: null,
    role: null,
    email: 'admin@kolos.local',
  },
  {
    uuid: U.kolosYugSuper,
    phone: DEMO.phones.kolosYugSuper,
    lastName: 'Кузнецов',
    name: 'Андрей',
    surname: 'Петрович',
    userType: 'purchaser' as const,
    isSuperUser: true,
    companyUuid: C.kolosYug,
    role: R.kolosYugAdmin,
    email: 'kuznetsov@kolos-yug.local',
  },
  {
    uuid: U.kolosYugManager,
    phone: DEMO.phones.kolosYugManager,
    lastName: 'Смирнова',
    name: 'Елена',
    surname: 'Игоревна',
    userType: 'purchaser' as const,
    isSuperUser: false,
    companyUuid: C.kolosYug,
    role: R.kolosYugManager,
    email: 'smirnova@kolos-yug.local',
  },
  {
    uuid: U.farmer,
    phone: DEMO.phones.farmer,
    lastName: 'Иванов',
    name: 'Сергей',
    surname: 'Николаевич',
    userType: 'farmer' as const,
    isSuperUser: false,
    companyUuid: C.rassvet,
    role: R.farmer,
    email: 'ivanov@rassvet.local',
  },
  {
    uuid: U.agroCenterSuper,
    phone: DEMO.phones.agroCenterSuper,
    lastName: 'Волков',
    name: 'Дмитрий',
    surname: 'Олегович',
    userType: 'purchaser' as const,
    isSuperUser: true,
    companyUuid: C.agroCenter,
    role: R.agroCenterAdmin,
    email: 'volkov@agro-center.local',
  },
];

export async function seed(db: Database): Promise<void> {
  await db
    .insertInto('companies')
    .values(
      companies.map((c) => ({
        uuid: c.uuid,
        name: c.name,
        taxCode: completeInn(c.taxStem),
        userType: c.userType,
        traderType: c.traderType,
        address: c.address,
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();

  await db
    .insertInto('roles')
    .values(roles.map((r) => ({ ...r, policies: JSON.stringify(r.policies) })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();

  const passwordHash = await hashPassword(DEMO.password);
  await db
    .insertInto('users')
    .values(
      users.map((u) => ({
        uuid: u.uuid,
        phone: u.phone,
        lastName: u.lastName,
        name: u.name,
        surname: u.surname,
        userType: u.userType,
        isSuperUser: u.isSuperUser,
        companyUuid: u.companyUuid,
        notifyEmail: u.email,
        passwordHash,
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();

  // Company groups hold the roles a company may assign; user groups the role a user has.
  const groups = [
    ...companies.map((c) => ({ uuid: c.uuid, name: c.name, companyUuid: c.uuid })),
    ...users
      .filter((u) => u.role)
      .map((u) => ({ uuid: u.uuid, name: `${u.lastName} ${u.name}`, companyUuid: u.companyUuid })),
  ];
  await db
    .insertInto('groups')
    .values(groups)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  const groupRoles = [
    ...roles.filter((r) => r.companyUuid).map((r) => ({ groupUuid: r.companyUuid!, roleUuid: r.uuid })),
    ...companies
      .filter((c) => c.userType === 'farmer')
      .map((c) => ({ groupUuid: c.uuid, roleUuid: R.farmer })),
    ...users.filter((u) => u.role).map((u) => ({ groupUuid: u.uuid, roleUuid: u.role! })),
  ];
  await db
    .insertInto('groupRoles')
    .values(groupRoles)
    .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
    .execute();
}
