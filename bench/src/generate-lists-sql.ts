import type { Step } from './generate-sql';

const KOLOS_YUG_SUPER = '0190a000-0000-7000-8000-000000000302';
const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';

/** Issue 31 point 2: the lists that had only demo rows, at a national purchaser's scale. */
export const LISTS_FULL = { notifications: 200_000, audit: 300_000 };

/**
 * The super-user's notifications (one per offer on «Колос-Юг»'s tenders, the newest 200 000,
 * nine in ten read) and the audit log's offer placements. After the trading steps: both are
 * made from the offers. Ids are hashes of the offer's number, so a rerun adds nothing twice.
 */
export function listSteps(): Step[] {
  const n = LISTS_FULL;
  return [
    {
      label: 'уведомления супер-пользователя',
      rows: n.notifications,
      sql: `
insert into notifications (uuid, user_uuid, event_id, kind, text, link, object_uuid, created_at, read_at)
select md5('notice' || o.number)::uuid, '${KOLOS_YUG_SUPER}', -(1000000 + o.number), 'offer.changed',
       'Торги № ' || a.number || ': предложение № ' || o.number || ' — ' || o.volume || ' т по ' || o.price || ' ₽/т',
       '/admin/auction/' || a.uuid, o.uuid, o.created_at,
       case when o.number % 10 <> 0 then o.created_at + interval '1 hour' end
  from (select * from offers where owner_company_uuid = '${KOLOS_YUG}' order by created_at desc limit ${n.notifications}) o
  join auctions a on a.uuid = o.auction_uuid
on conflict do nothing;`,
    },
    {
      label: 'журнал действий: предложения',
      rows: n.audit,
      sql: `
insert into audit_log (uuid, action, actor_uuid, target_uuid, ip, created_at)
select md5('audit' || o.number)::uuid, 'offer.create', null, o.uuid, '10.0.0.1', o.created_at
  from (select uuid, number, created_at from offers order by created_at desc limit ${n.audit}) o
on conflict do nothing;`,
    },
    { label: 'vacuum analyze (списки)', rows: 0, sql: 'vacuum analyze notifications, audit_log' },
  ];
}
