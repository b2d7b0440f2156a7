import type { StatusHistoryEntry } from '@kolos/domain/moderation';
import type { Database } from '../../db/client';

/** Every status change of a company, oldest first, with who made it. */
export async function statusHistory(db: Database, companyUuid: string): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom('companyStatusHistory as h')
    .leftJoin('users as u', 'u.uuid', 'h.userUuid')
    .select([
      'h.previousStatus',
      'h.status',
      'h.statusReason',
      'h.userUuid',
      'h.createdAt',
      'u.lastName',
      'u.name',
    ])
    .where('h.companyUuid', '=', companyUuid)
    .orderBy('h.createdAt')
    .orderBy('h.uuid')
    .execute();
  return rows.map((r) => ({
    from: r.previousStatus,
    to: r.status,
    reason: r.statusReason,
    userUuid: r.userUuid,
    userName: r.lastName === null ? null : `${r.lastName} ${r.name ?? ''}`.trim(),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
