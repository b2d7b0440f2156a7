import type { StatusHistoryEntry } from '@kolos/domain/moderation';
import type { Database } from '../../db/client';
import { authorName, readHistory } from '../../platform/status-history';

/** Every status change of a company, oldest first, with who made it. */
export async function statusHistory(db: Database, companyUuid: string): Promise<StatusHistoryEntry[]> {
  const rows = await readHistory(db, 'companyStatusHistory', 'companyUuid', companyUuid);
  return rows.map((r) => ({
    from: r.previousStatus,
    to: r.status,
    reason: r.statusReason,
    userUuid: r.userUuid,
    userName: authorName(r),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
