import { sql } from 'kysely';
import { fullName } from '@kolos/domain/users';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../platform/list';

/** Newest first; the (action, created_at) index serves the filter and the order. */
export async function listAudit(
  db: Database,
  query: { action?: string | undefined; offset: number; limit: number },
) {
  let q = db
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
    ]);
  if (query.action) q = q.where('a.action', '=', query.action);
  const { rows, total } = await pageWithTotal(
    q.orderBy('a.createdAt', 'desc').orderBy(sql`a.uuid`, 'desc'),
    query,
  );
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
  return {
    items: rows.map((r) => ({
      uuid: r.uuid,
      action: r.action,
      createdAt: new Date(r.createdAt),
      ip: r.ip,
      detail: r.detail,
      actor: person(r.actorUuid, r.actorLastName, r.actorName, r.actorSurname, r.actorPhone),
      target: person(r.targetUuid, r.targetLastName, r.targetName, r.targetSurname, r.targetPhone),
    })),
    total,
  };
}
