import { sql } from 'kysely';
import type { AuditEntry, AuditListQuery } from '@kolos/domain/audit';
import { fullName } from '@kolos/domain/users';
import type { Database } from '../../db/client';
import { countOf, latePage } from '../../platform/list';

/**
 * The page's uuids, newest first, from audit_log alone: each filter has an index that also gives
 * the order — action (0001), actor, target and the period alone (0017).
 */
function auditKeys(db: Database, query: AuditListQuery) {
  let q = db.selectFrom('auditLog as a').select('a.uuid');
  if (query.action) q = q.where('a.action', '=', query.action);
  if (query.actorUuid) q = q.where('a.actorUuid', '=', query.actorUuid);
  if (query.targetUuid) q = q.where('a.targetUuid', '=', query.targetUuid);
  if (query.createdFrom) q = q.where('a.createdAt', '>=', new Date(query.createdFrom));
  if (query.createdTo) q = q.where('a.createdAt', '<=', new Date(query.createdTo));
  return q.orderBy('a.createdAt', 'desc').orderBy(sql`a.uuid`, 'desc');
}

/** The page's records with the people they name (actor; the target when it is a person). */
const auditRows = (db: Database) => ({
  query: db
    .selectFrom('auditLog as a')
    .leftJoin('users as actor', 'actor.uuid', 'a.actorUuid')
    .leftJoin('users as target', 'target.uuid', 'a.targetUuid')
    .select([
      'a.uuid',
      'a.action',
      'a.createdAt',
      'a.ip',
      'a.detail',
      'a.actorUuid',
      'a.targetUuid',
      'actor.lastName as actorLastName',
      'actor.name as actorName',
      'actor.surname as actorSurname',
      'actor.phone as actorPhone',
      'target.lastName as targetLastName',
      'target.name as targetName',
      'target.surname as targetSurname',
      'target.phone as targetPhone',
    ]),
  uuid: 'a.uuid',
});

const person = (
  uuid: string | null,
  lastName: string | null,
  name: string | null,
  surname: string | null,
  phone: string | null,
) =>
  uuid && phone !== null
    ? {
        uuid,
        fullName: fullName({ lastName: lastName ?? '', name: name ?? '', surname: surname ?? '' }),
        phone,
      }
    : null;

/** GET /audit: one page of the records the filters pick, newest first, and their total. */
export async function listAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const keys = auditKeys(db, query);
  const { rows, total } = await latePage(keys, auditRows(db), query, () => countOf(keys));
  return {
    items: rows.map((r) => ({
      uuid: r.uuid,
      action: r.action,
      createdAt: new Date(r.createdAt),
      ip: r.ip,
      detail: r.detail,
      actor: person(r.actorUuid, r.actorLastName, r.actorName, r.actorSurname, r.actorPhone),
      targetUuid: r.targetUuid,
      target: person(r.targetUuid, r.targetLastName, r.targetName, r.targetSurname, r.targetPhone),
    })),
    total,
  };
}
