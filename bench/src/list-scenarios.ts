import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import type { Scenario } from './scenarios';

const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';
const ADMIN = '+79000000001';
/** The demo farmer «Нива» (his own prepayment requests). */
const FARMER = '+79000000004';

/** The farmer company «Колос-Юг» deals with most: its card's contracts and offers. */
async function busiestFarmer(db: Kysely<DB>) {
  const { rows } = await sql<{ contracts: string | null; offers: string | null }>`
    select (select farmer_company_uuid from contracts where aggregator_company_uuid = ${KOLOS_YUG}
             group by 1 order by count(*) desc limit 1) as contracts,
           (select o.farmer_company_uuid from offers o join auctions a on a.uuid = o.auction_uuid
             where a.owner_company_uuid = ${KOLOS_YUG} group by 1 order by count(*) desc limit 1) as offers`.execute(
    db,
  );
  return rows[0]!;
}

/**
 * Issue 31 point 2: the first page of every list the bench had no scenario for, as the people
 * who read it (bench/src/list-routes.ts maps each route to its list here).
 */
export async function listScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const farmer = await busiestFarmer(db);
  const get = (list: string, name: string, path: string, phone?: string): Scenario => ({
    list,
    name,
    kind: 'first-page',
    method: 'GET',
    path,
    ...(phone ? { phone } : {}),
  });
  return [
    ...(farmer.contracts
      ? [
          get(
            'contracts: farmer card',
            'сделки фермера в карточке',
            `/contracts/farmer-company/${farmer.contracts}?limit=15&offset=0`,
          ),
        ]
      : []),
    ...(farmer.offers
      ? [
          get(
            'offers: farmer card',
            'предложения фермера в карточке',
            `/offers/filterByCompany/${farmer.offers}?limit=15&offset=0`,
          ),
        ]
      : []),
    get('users: offer authors', 'сотрудники в фильтре предложений', '/offers/users'),
    get('prepayment: farmer', 'заявки на аванс фермера', '/user/personal/prepayments/requests', FARMER),
    get('monitoring: yard', 'двор: машины сегодня', '/monitoring/yard'),
    get('notifications', 'уведомления', '/notifications?limit=15&offset=0'),
    get('tasks', 'задачи', '/user/personal/task?limit=15&offset=0'),
    get(
      'trip documents: queue',
      'очередь проверки документов рейсов',
      '/v1/dmoderation/slots?limit=15&offset=0',
    ),
    get(
      'moderation: companies',
      'компании на модерации',
      '/companies?order=moderation&limit=15&offset=0',
      ADMIN,
    ),
    get(
      'moderation: companies',
      'компании: поиск',
      '/companies?any=%D0%90%D0%B3%D1%80%D0%BE&limit=15&offset=0',
      ADMIN,
    ),
    get('audit', 'журнал действий', '/audit?limit=15&offset=0', ADMIN),
    get('regions', 'территории закупки', '/regions?limit=15&offset=0'),
    get('roles', 'роли', '/roles?limit=15&offset=0'),
    get('agreements', 'соглашения', '/agreements?limit=15&offset=0'),
    get('agreements: versions', 'версии соглашения', '/admin/agreement/versions?limit=15&offset=0'),
  ];
}
