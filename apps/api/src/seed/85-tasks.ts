import { isoDay } from '@kolos/domain';
import { sql } from 'kysely';
import type { StoredTaskStatus, TaskSyncStatus, TaskType } from '@kolos/domain/tasks';
import type { Database } from '../db/client';
import { PLACES_DEMO } from './40-places';
import { DEMO, TRADING_DEMO } from './demo-ids';

const id = (n: number) => `0190a017-7a5c-7000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ids of the third-party deals demo (issue 17): «Колос-Юг»'s tasks of every type and sync status. */
export const TASKS_DEMO = {
  tasks: { standardActive: id(1), rerouteActive: id(4), contractActive: id(6) },
  id,
} as const;

const EL = PLACES_DEMO.elevators;
const SP = PLACES_DEMO.shippingPoints;
const C = DEMO.companies;
const DAY = 86_400_000;

interface DemoTask {
  n: number;
  type: TaskType;
  status: StoredTaskStatus;
  sync: TaskSyncStatus;
  point: string;
  farmer: string;
  /** FCA from this shipping point; CPT without. */
  from?: string;
  /** Days from the seed day to the start of delivery, and how many days it lasts. */
  start: number;
  days: number;
  quantity: number;
  price: number;
  comment: string;
  source?: string;
  syncError?: string;
}

/**
 * Two or three of each type, together in every status and sync status a list shows: synced deals,
 * one waiting and one being sent, one that failed for good (ERROR with its reason, 'Повторить'
 * shown) and a canceled one whose last send failed. «Колос-Юг» has no webhook in the demo, so a
 * deal entered by hand is SUCCESS at once; the PENDING and IN_PROGRESS rows show how the list
 * looks while a purchaser's system is slow.
 */
const TASKS: DemoTask[] = [
  {
    n: 1,
    type: 'STANDARD',
    status: 'ACTIVE',
    sync: 'SUCCESS',
    point: EL.tikhoretsk,
    farmer: C.rassvet,
    from: SP.rassvetTok,
    start: 2,
    days: 10,
    quantity: 500,
    price: 15_200,
    comment: 'Договорились по телефону',
    source: '1c',
  },
  {
    n: 2,
    type: 'STANDARD',
    status: 'INACTIVE',
    sync: 'PENDING',
    point: EL.yeysk,
    farmer: C.niva,
    start: 7,
    days: 14,
    quantity: 300,
    price: 15_000,
    comment: 'Ждёт подтверждения от бухгалтерии',
  },
  {
    n: 3,
    type: 'STANDARD',
    status: 'ERROR',
    sync: 'FAILED',
    point: EL.armavir,
    farmer: C.petrov,
    start: 5,
    days: 7,
    quantity: 200,
    price: 14_900,
    comment: 'Учётная система не приняла',
    syncError: 'Система закупщика ответила кодом 500',
  },
  {
    n: 4,
    type: 'REROUTE',
    status: 'ACTIVE',
    sync: 'SUCCESS',
    point: EL.yeysk,
    farmer: C.rassvet,
    from: SP.rassvetTok,
    start: 1,
    days: 5,
    quantity: 120,
    price: 14_700,
    comment: 'Тихорецк переполнен: поставки в Ейск',
  },
  {
    n: 5,
    type: 'REROUTE',
    status: 'SUSPENDED',
    sync: 'IN_PROGRESS',
    point: EL.armavir,
    farmer: C.rassvet,
    start: 3,
    days: 4,
    quantity: 80,
    price: 14_700,
    comment: 'Приостановлено до ремонта весов',
  },
  {
    n: 6,
    type: 'CONTRACT_FOR_OFFERS',
    status: 'ACTIVE',
    sync: 'SUCCESS',
    point: EL.tikhoretsk,
    farmer: C.rassvet,
    start: 4,
    days: 20,
    quantity: 0,
    price: 0,
    comment: 'Отгрузка по крупной сделке, первая партия',
  },
  {
    n: 7,
    type: 'CONTRACT_FOR_OFFERS',
    status: 'COMPLETED',
    sync: 'SUCCESS',
    point: EL.tikhoretsk,
    farmer: C.rassvet,
    start: -20,
    days: 10,
    quantity: 0,
    price: 0,
    comment: 'Поставлено полностью',
  },
  {
    n: 8,
    type: 'STANDARD',
    status: 'CANCELED',
    sync: 'FAILED',
    point: EL.tikhoretsk,
    farmer: C.zarya,
    start: 10,
    days: 5,
    quantity: 150,
    price: 15_100,
    comment: 'Поставщик отказался',
    syncError: 'Система закупщика не ответила за 10 с',
  },
];

export async function seed(db: Database): Promise<void> {
  const wheat = await db
    .selectFrom('cultures')
    .select('uuid')
    .where('alias', '=', 'wheat-3')
    .executeTakeFirstOrThrow();
  // CONTRACT_FOR_OFFERS stands on one of «Колос-Юг»'s confirmed contracts (seeded in 50), with its farmer.
  const contract = await db
    .selectFrom('contracts')
    .select([
      'uuid',
      'productUuid',
      'quantity',
      'price',
      'farmerCompanyUuid',
      'aggregatorLocationUuid',
      'deliveryType',
      'farmerLocationUuid',
    ])
    .where('aggregatorCompanyUuid', '=', C.kolosYug)
    .where('status', '=', 'CONTRACT_CONFIRMED')
    .where('quantity', '>=', 200)
    .orderBy('uuid')
    .executeTakeFirst();
  const today = Date.now();
  const rows = TASKS.flatMap((t) => {
    const onContract = t.type === 'CONTRACT_FOR_OFFERS';
    if (onContract && !contract) return [];
    const start = today + t.start * DAY;
    const base = {
      uuid: id(t.n),
      aggregatorCompanyUuid: C.kolosYug,
      aggregatorLocationUuid: onContract ? contract!.aggregatorLocationUuid : t.point,
      productUuid: onContract ? contract!.productUuid : wheat.uuid,
      farmerCompanyUuid: onContract ? contract!.farmerCompanyUuid : t.farmer,
      farmerLocationUuid: onContract ? contract!.farmerLocationUuid : (t.from ?? null),
      deliveryType: onContract ? contract!.deliveryType : t.from ? ('BUYER' as const) : ('SELLER' as const),
      deliveryDateStart: isoDay(start),
      deliveryDateEnd: isoDay(start + (t.days - 1) * DAY),
      // two tasks of a quarter of the contract each: well within it
      quantity: onContract ? Math.floor(contract!.quantity / 4) : t.quantity,
      price: onContract ? contract!.price : t.price,
      humidity: 14,
      comment: t.comment,
      taskType: t.type,
      contractUuid: onContract ? contract!.uuid : null,
      offerUuid: t.type === 'REROUTE' ? TRADING_DEMO.offers.rassvetAccepted : null,
      status: t.status,
      statusBeforeError: t.status === 'ERROR' ? ('INACTIVE' as const) : null,
      syncStatus: t.sync,
      syncError: t.syncError ?? null,
      syncAttempts: t.sync === 'FAILED' ? 6 : t.sync === 'PENDING' ? 0 : 1,
      syncedAt: t.sync === 'SUCCESS' ? new Date(today - DAY) : null,
      source: t.source ?? null,
      createdBy: DEMO.users.kolosYugSuper,
    };
    return [base];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('tasks')
    .values(rows)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  // each task's way to its status, as the status helper would have written it
  const PATHS: Record<StoredTaskStatus, StoredTaskStatus[]> = {
    INACTIVE: ['INACTIVE'],
    ACTIVE: ['INACTIVE', 'ACTIVE'],
    SUSPENDED: ['INACTIVE', 'ACTIVE', 'SUSPENDED'],
    COMPLETED: ['INACTIVE', 'ACTIVE', 'COMPLETED'],
    CANCELED: ['INACTIVE', 'CANCELED'],
    ERROR: ['INACTIVE', 'ERROR'],
  };
  const history = rows.flatMap((r, i) =>
    PATHS[r.status].map((status, k, path) => ({
      uuid: id(1000 + i * 10 + k),
      taskUuid: r.uuid,
      previousStatus: k === 0 ? null : path[k - 1]!,
      status,
      statusReason: status === 'ERROR' ? r.syncError : null,
      userUuid: status === 'ERROR' ? null : DEMO.users.kolosYugSuper,
      actorUuid: null,
      createdAt: sql<Date>`now() - ${`${path.length - k} days`}::interval`,
    })),
  );
  await db
    .insertInto('taskStatusHistory')
    .values(history)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}
