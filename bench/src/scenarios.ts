import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import type { Alongside } from './lib/changes';
import type { HttpRequestSpec } from './lib/load';
import { tradingScenarios, type Placement } from './trading-scenarios';
import { acceptanceScenarios } from './acceptance-scenarios';
import { queueScenarios } from './queue-scenarios';
import { transportScenarios } from './transport-scenarios';
import { offersScenarios } from './offers-scenarios';
import { listScenarios } from './list-scenarios';
import { settlementScenarios } from './settlement-scenarios';

export interface Scenario extends HttpRequestSpec {
  list: string;
  name: string;
  /**
   * Counts toward the list targets (first page with total, any single filter or sort); `baseline`
   * is the cost every guarded request pays — HTTP, the token, the session lookup — and no list.
   */
  kind: 'first-page' | 'deep-page' | 'write' | 'baseline';
  /** Writes sent by many people, one body each (offer placement): signed in before the load. */
  placements?: Placement[];
  /** Changes made beside the load (PostgreSQL only): a kept answer must be built again. */
  alongside?: Alongside;
  /** Sent as this user (a farmer's own screen); the demo super-user otherwise. */
  phone?: string;
  /**
   * A write whose writers all queue on one lock (issue 31 point 4): its statements are captured
   * from one real request and replayed without HTTP at the top level of connections, in the same
   * run — the SQL-only ceiling beside the HTTP rate (lib/write-ceiling.ts).
   */
  ceiling?: boolean;
}

const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';
const DEEP = 100_000;

/** Real filter values of the heaviest tenant («Колос-Юг»), read from the generated data. */
async function fixtures(db: Kysely<DB>) {
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
  return one<{
    region: string;
    point: string;
    manager: string;
    crop: string;
    farmer: string;
    shippingPoint: string;
    fedRegion: string;
    area: string;
  }>(sql`
    with top as (select aggregator_location_uuid as point, region_uuid as region from contracts
                  where aggregator_company_uuid = ${KOLOS_YUG}
                  group by 1, 2 order by count(*) desc limit 1)
    select (select region from top) as region,
           (select point from top) as point,
           (select user_uuid from contracts where aggregator_company_uuid = ${KOLOS_YUG} and user_uuid is not null group by 1 order by count(*) desc limit 1) as manager,
           (select product_uuid from contracts where aggregator_company_uuid = ${KOLOS_YUG} group by 1 order by count(*) desc limit 1) as crop,
           (select farmer_company_uuid from contracts c join companies f on f.uuid = c.farmer_company_uuid and f.status = 'APPROVED'
             where aggregator_company_uuid = ${KOLOS_YUG} and delivery_type = 'BUYER' group by 1 order by count(*) desc limit 1) as farmer,
           (select farmer_location_uuid from contracts where aggregator_company_uuid = ${KOLOS_YUG} and delivery_type = 'BUYER' limit 1) as "shippingPoint",
           (select region_uuid from discounts where owner_company_uuid = ${KOLOS_YUG} group by 1 order by count(*) desc limit 1) as "fedRegion",
           (select area_uuid from discounts where owner_company_uuid = ${KOLOS_YUG} group by 1 order by count(*) desc limit 1) as area`);
}

const qs = (params: Record<string, string | number>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** Every list scenario of issue 7, plus the contract create; issue 15's trading scenarios; issue 17's queue, issue 18's transport. */
export async function buildScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const f = await fixtures(db);
  const contracts = (
    name: string,
    params: Record<string, string | number>,
    kind: Scenario['kind'] = 'first-page',
  ): Scenario => ({
    list: 'contracts',
    name,
    kind,
    method: 'GET',
    path: `/contracts${qs({ limit: 15, offset: 0, ...params })}`,
  });
  const prepayments = (
    name: string,
    params: Record<string, string | number>,
    kind: Scenario['kind'] = 'first-page',
  ): Scenario => ({
    list: 'prepayment',
    name,
    kind,
    method: 'GET',
    path: `/prepayments/requests${qs({ limit: 15, offset: 0, ...params })}`,
  });
  const users = (
    name: string,
    body: Record<string, unknown>,
    kind: Scenario['kind'] = 'first-page',
  ): Scenario => ({
    list: 'users',
    name,
    kind,
    method: 'POST',
    path: '/v2/users',
    body: { pagination: { page: 0, size: 15 }, ...body },
  });
  const discounts = (name: string, params: Record<string, string | number>): Scenario => ({
    list: 'premiums',
    name,
    kind: 'first-page',
    method: 'GET',
    path: `/discounts/fca/areas${qs({ limit: 15, offset: 0, ...params })}`,
  });
  const places = (
    name: string,
    body: Record<string, unknown>,
    kind: Scenario['kind'] = 'first-page',
  ): Scenario => ({
    list: 'shipping points',
    name,
    kind,
    method: 'POST',
    path: '/v2/locations/place-of-shipment',
    body: { limit: 15, offset: 0, ...body },
  });
  const trading = await tradingScenarios(db);
  const queue = await queueScenarios(db);
  const transport = await transportScenarios(db);
  const acceptance = await acceptanceScenarios(db);
  const offers = await offersScenarios(db);
  const lists = await listScenarios(db);
  return [
    {
      list: 'без списка',
      name: 'сессия (GET /user/super/check)',
      kind: 'baseline',
      method: 'GET',
      path: '/user/super/check',
    },
    contracts('первая страница', {}),
    contracts('глубокая страница (offset 100000)', { offset: DEEP }, 'deep-page'),
    contracts('фильтр: статус', { status: 'CONTRACT_CONFIRMED' }),
    contracts('фильтр: культура', { productUuid: f.crop }),
    contracts('фильтр: дата начала', { startDate: '01.06.2025' }),
    contracts('фильтр: дата окончания', { endDate: '01.03.2025' }),
    contracts('фильтр: территория', { regionUuid: f.region }),
    contracts('фильтр: точка приёмки', { regionUuid: f.region, aggregatorLocationUuid: f.point }),
    contracts('фильтр: менеджер', { userUuid: f.manager }),
    contracts('фильтр: тип доставки', { deliveryType: 'BUYER' }),
    ...['farmerCompanyName', 'manager', 'quantity', 'price', 'startDate', 'endDate'].map((s) =>
      contracts(`сортировка: ${s}`, { sortField: s, sortDirection: 'DESC' }),
    ),
    users('первая страница', {}),
    users('глубокая страница', { pagination: { page: Math.floor(DEEP / 15), size: 15 } }, 'deep-page'),
    users('поиск', { any: 'Иванов' }),
    prepayments('первая страница', {}),
    prepayments('глубокая страница (offset 100000)', { offset: DEEP }, 'deep-page'),
    prepayments('фильтр: статус', { statuses: 'APPROVED' }),
    prepayments('фильтр: залог', { productAlias: 'AvansSObespech' }),
    prepayments('фильтр: период', { createdFrom: '2025-06-01T00:00:00Z', createdTo: '2025-09-01T00:00:00Z' }),
    prepayments('фильтр: номер заявки', { requestId: 12345 }),
    prepayments('поиск', { any: 'Иванов' }),
    ...['created', 'requestValue', 'updatedAt'].map((s) =>
      prepayments(`сортировка: ${s}`, { sortField: s, sortDirection: 'ASC' }),
    ),
    discounts('первая страница', {}),
    discounts('фильтр: культура', { cultureUuid: f.crop }),
    discounts('фильтр: регион', { regionUuid: f.fedRegion }),
    discounts('фильтр: район', { regionUuid: f.fedRegion, areaUuid: f.area }),
    places('первая страница', {}),
    places('глубокая страница', { offset: DEEP / 2 }, 'deep-page'),
    places('поиск', { any: 'Склад' }),
    ...['name', 'address', 'updatedAt'].map((s) =>
      places(`сортировка: ${s}`, { sortField: s, sortDirection: 'DESC' }),
    ),
    {
      list: 'contracts',
      name: 'создание (CPT)',
      kind: 'write',
      method: 'POST',
      path: '/v2/contracts',
      body: {
        regionUuid: f.region,
        aggregatorLocationUuid: f.point,
        productUuid: f.crop,
        humidity: 13,
        quantity: 500,
        price: 15000,
        startDate: '01.07.2027',
        endDate: '31.07.2027',
        deliveryType: 'SELLER',
        farmerCompanyUuid: f.farmer,
        comment: 'bench',
      },
    },
    ...trading,
    ...queue,
    ...transport,
    ...acceptance,
    ...offers,
    ...lists,
    ...settlementScenarios(),
  ];
}
