import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import type { Scenario } from './scenarios';

const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';
const FARMER_ROLE = '0190a000-0000-7000-8000-000000000401';
const DEEP = 100_000;

/** Real filter values of «Колос-Юг»'s offers and the generated farmer with the most offers. */
async function fixtures(db: Kysely<DB>) {
  const { rows } = await sql<{
    offers: number;
    crop: string | null;
    region: string | null;
    point: string | null;
    busiest: string | null;
    farmerName: string | null;
    farmerPhone: string | null;
  }>`
    with own as (select a.uuid, a.product_uuid, a.region_uuid, a.offers_count from auctions a
                  where a.owner_company_uuid = ${KOLOS_YUG})
    select (select count(*)::int from offers o join own on own.uuid = o.auction_uuid) as offers,
           (select product_uuid from own group by 1 order by count(*) desc limit 1) as crop,
           (select region_uuid from own group by 1 order by count(*) desc limit 1) as region,
           (select al.location_uuid from auction_locations al join own on own.uuid = al.auction_uuid
             group by 1 order by count(*) desc limit 1) as point,
           (select uuid from own order by offers_count desc, uuid limit 1) as busiest,
           (select split_part(c.name, ' ', 1) from offers o join own on own.uuid = o.auction_uuid
              join companies c on c.uuid = o.farmer_company_uuid
             group by c.name order by count(*) desc limit 1) as "farmerName",
           (select min(u.phone) from users u
              join group_roles gr on gr.group_uuid = u.uuid and gr.role_uuid = ${FARMER_ROLE}
              join offers o on o.farmer_company_uuid = u.company_uuid
             where u.password_hash is not null and u.active and u.user_type = 'farmer' and u.phone like '+7902%'
             group by u.company_uuid order by count(*) desc limit 1) as "farmerPhone"`.execute(db);
  return rows[0]!;
}

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/**
 * Issue 31 point 1: the purchaser's «Предложения» (GET /offers/v2/filter) with every filter and
 * sort it offers, its status counts and acceptance points, a deep page, and the farmer's own list.
 */
export async function offersScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const f = await fixtures(db);
  if (f.offers === 0) return [];
  const page = (
    name: string,
    params: Record<string, string | number>,
    kind: Scenario['kind'] = 'first-page',
  ): Scenario => ({
    list: 'offers',
    name,
    kind,
    method: 'GET',
    path: `/offers/v2/filter?${qs({ limit: 15, offset: 0, ...params })}`,
  });
  const filters: [string, Record<string, string>][] = [
    ['фильтр: активные', { statuses: 'OFFER_ACTIVE' }],
    ['фильтр: приняты', { statuses: 'OFFER_ACCEPTED' }],
    ...(f.crop ? [['фильтр: культура', { productUuid: f.crop }] as [string, Record<string, string>]] : []),
    ...(f.region
      ? [['фильтр: территория', { regionUuid: f.region }] as [string, Record<string, string>]]
      : []),
    ...(f.point
      ? [['фильтр: точка приёмки', { locationUuid: f.point }] as [string, Record<string, string>]]
      : []),
    ...(f.busiest ? [['фильтр: торги', { auctionUuid: f.busiest }] as [string, Record<string, string>]] : []),
    ...(f.farmerName ? [['поиск: фермер', { any: f.farmerName }] as [string, Record<string, string>]] : []),
  ];
  const sorts = ['landedPrice', 'price', 'volume', 'created'].flatMap((s) =>
    (['ASC', 'DESC'] as const).map((d) => page(`сортировка: ${s} ${d}`, { sortField: s, sortDirection: d })),
  );
  return [
    page(`первая страница (${f.offers} предложений)`, {}),
    ...(f.offers > DEEP ? [page(`глубокая страница (offset ${DEEP})`, { offset: DEEP }, 'deep-page')] : []),
    ...filters.map(([name, params]) => page(name, params)),
    ...sorts,
    {
      list: 'offers: statuses',
      name: 'счётчики статусов (GET /v2/offers/status)',
      kind: 'first-page',
      method: 'GET',
      path: '/v2/offers/status',
    },
    ...(f.crop
      ? [
          {
            list: 'offers: statuses',
            name: 'счётчики статусов: культура',
            kind: 'first-page' as const,
            method: 'GET' as const,
            path: `/v2/offers/status?productUuid=${f.crop}`,
          },
        ]
      : []),
    {
      list: 'offers: locations',
      name: 'точки приёмки (GET /v2/offers/locations)',
      kind: 'first-page',
      method: 'GET',
      path: '/v2/offers/locations',
    },
    ...(f.farmerPhone
      ? [
          {
            list: 'offers: farmer',
            name: 'мои предложения фермера (GET /user/personal/offers)',
            kind: 'first-page' as const,
            method: 'GET' as const,
            path: '/user/personal/offers?limit=15&offset=0',
            phone: f.farmerPhone,
          },
          {
            list: 'offers: farmer',
            name: 'мои предложения: цена',
            kind: 'first-page' as const,
            method: 'GET' as const,
            path: '/user/personal/offers?limit=15&offset=0&sortField=price&sortDirection=DESC',
            phone: f.farmerPhone,
          },
        ]
      : []),
  ];
}
