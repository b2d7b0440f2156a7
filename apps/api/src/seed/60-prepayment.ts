import { sql } from 'kysely';
import type { PrepaymentStatus, ProductAlias, RejectReason } from '@kolos/domain/prepayment';
import type { Database } from '../db/client';
import '../modules/prepayment';
import { DEMO } from './demo-ids';

const C = DEMO.companies;
const id = (n: number) => `0190a006-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the prepayment demo data (the 0190a006- range is this area's). */
export const PREPAYMENT_DEMO = {
  limits: {
    rassvetAgro: id(101),
    rassvetPledge: id(102),
    nivaAgro: id(103),
    petrovAgro: id(104),
    zaryaPledge: id(105),
    kolosokAgroCenter: id(106),
    zaryaAgroCenter: id(107),
  },
} as const;
const L = PREPAYMENT_DEMO.limits;

const limits: {
  uuid: string;
  purchaser: string;
  farmer: string;
  productAlias: ProductAlias;
  amount: number;
  insureCompany: string | null;
}[] = [
  {
    uuid: L.rassvetAgro,
    purchaser: C.kolosYug,
    farmer: C.rassvet,
    productAlias: 'AgroAvans',
    amount: 5_000_000,
    insureCompany: 'СОГАЗ',
  },
  {
    uuid: L.rassvetPledge,
    purchaser: C.kolosYug,
    farmer: C.rassvet,
    productAlias: 'AvansSObespech',
    amount: 12_000_000,
    insureCompany: 'Ингосстрах',
  },
  {
    uuid: L.nivaAgro,
    purchaser: C.kolosYug,
    farmer: C.niva,
    productAlias: 'AgroAvans',
    amount: 3_000_000,
    insureCompany: null,
  },
  {
    uuid: L.petrovAgro,
    purchaser: C.kolosYug,
    farmer: C.petrov,
    productAlias: 'AgroAvans',
    amount: 1_500_000,
    insureCompany: 'РЕСО-Гарантия',
  },
  {
    uuid: L.zaryaPledge,
    purchaser: C.kolosYug,
    farmer: C.zarya,
    productAlias: 'AvansSObespech',
    amount: 8_000_000,
    insureCompany: 'СОГАЗ',
  },
  {
    uuid: L.kolosokAgroCenter,
    purchaser: C.agroCenter,
    farmer: C.kolosok,
    productAlias: 'AgroAvans',
    amount: 4_000_000,
    insureCompany: 'АльфаСтрахование',
  },
  {
    uuid: L.zaryaAgroCenter,
    purchaser: C.agroCenter,
    farmer: C.zarya,
    productAlias: 'AgroAvans',
    amount: 2_500_000,
    insureCompany: null,
  },
];

/** Requests in every status of SPEC 4, oldest first so that their numbers follow their dates. */
const requests: {
  limit: string;
  value: number;
  status: PrepaymentStatus;
  reason?: RejectReason;
  contract?: string;
  daysAgo: number;
  changedDaysAgo: number;
}[] = [
  {
    limit: L.rassvetAgro,
    value: 1_200_000,
    status: 'REPAID',
    contract: 'П-2026/003',
    daysAgo: 62,
    changedDaysAgo: 5,
  },
  {
    limit: L.petrovAgro,
    value: 2_000_000,
    status: 'REJECTED',
    reason: 'Лимит',
    daysAgo: 40,
    changedDaysAgo: 38,
  },
  {
    limit: L.rassvetAgro,
    value: 1_500_000,
    status: 'LENT',
    contract: 'П-2026/011',
    daysAgo: 30,
    changedDaysAgo: 21,
  },
  {
    limit: L.nivaAgro,
    value: 950_000,
    status: 'REJECTED',
    reason: 'ДС/Заявка',
    daysAgo: 24,
    changedDaysAgo: 22,
  },
  {
    limit: L.rassvetPledge,
    value: 4_500_000,
    status: 'APPROVED',
    contract: 'П-2026/017',
    daysAgo: 15,
    changedDaysAgo: 9,
  },
  { limit: L.zaryaAgroCenter, value: 500_000, status: 'IN_PROGRESS', daysAgo: 12, changedDaysAgo: 10 },
  {
    limit: L.nivaAgro,
    value: 800_000,
    status: 'IN_PROGRESS',
    contract: 'П-2026/021',
    daysAgo: 9,
    changedDaysAgo: 7,
  },
  { limit: L.zaryaPledge, value: 2_345_678, status: 'CREATED', daysAgo: 4, changedDaysAgo: 4 },
  { limit: L.kolosokAgroCenter, value: 1_000_000, status: 'CREATED', daysAgo: 3, changedDaysAgo: 3 },
  {
    limit: L.rassvetAgro,
    value: 700_000,
    status: 'CREATED',
    contract: 'П-2026/025',
    daysAgo: 2,
    changedDaysAgo: 2,
  },
  { limit: L.petrovAgro, value: 600_000, status: 'CREATED', daysAgo: 1, changedDaysAgo: 1 },
];

const ago = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

export async function seed(db: Database): Promise<void> {
  await db
    .insertInto('prepaymentLimits')
    .values(
      limits.map((l) => ({
        uuid: l.uuid,
        purchaserCompanyUuid: l.purchaser,
        farmerCompanyUuid: l.farmer,
        productAlias: l.productAlias,
        amount: l.amount,
        insureCompany: l.insureCompany,
      })),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();

  const byUuid = new Map(limits.map((l) => [l.uuid, l]));
  // One by one: the identity column numbers the requests in the order of their dates.
  for (const [i, r] of requests.entries()) {
    const limit = byUuid.get(r.limit)!;
    await db
      .insertInto('prepaymentRequests')
      .values({
        uuid: id(201 + i),
        limitUuid: limit.uuid,
        purchaserCompanyUuid: limit.purchaser,
        farmerCompanyUuid: limit.farmer,
        productAlias: limit.productAlias,
        requestValue: r.value,
        status: r.status,
        statusReason: r.reason ?? null,
        agreementContractNumber: r.contract ?? null,
        createdBy: limit.farmer === C.rassvet ? DEMO.users.farmer : null,
        createdAt: ago(r.daysAgo),
        updatedAt: ago(r.changedDaysAgo),
      })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
  }
}
