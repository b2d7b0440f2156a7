import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import type { Scenario } from './scenarios';

const DEMO_FARMER_PHONE = '+79000000004';

/**
 * Issue 30: the lists of acceptances at 1 000 000 rows (`--only acceptance` generates them) —
 * the staff's first page (the demo super-user's company, «Колос-Юг»), the same at one point, and
 * the demo farmer's first page, each served by its partial index `(party, created_at desc, uuid
 * desc) where current`.
 */
export async function acceptanceScenarios(db: Kysely<DB>): Promise<Scenario[]> {
  const { rows } = await sql<{ n: number; point: string | null }>`
    select (select count(*)::int from slot_acceptances) as n,
           (select location_uuid from slot_acceptances where current
              and owner_company_uuid = '0190a000-0000-7000-8000-000000000101' limit 1) as point`.execute(db);
  const d = rows[0]!;
  if (d.n < 1000) return [];
  const list = (name: string, query: string, phone?: string): Scenario => ({
    list: 'acceptance: lists',
    name,
    kind: 'first-page',
    method: 'GET',
    path: `/acceptances?limit=15${query}`,
    ...(phone ? { phone } : {}),
  });
  return [
    list('сотрудники: первая страница', ''),
    ...(d.point ? [list('сотрудники: пункт приёмки', `&locationUuid=${d.point}`)] : []),
    list('сотрудники: за месяц', `&dateFrom=${monthAgo()}`),
    list('фермер: первая страница', '', DEMO_FARMER_PHONE),
  ];
}

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
