import type { Database } from '../db/client';
import { newId } from './ids';

export interface AuditEntry {
  action: string;
  actorUuid: string | null;
  targetUuid?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      uuid: newId(),
      action: entry.action,
      actorUuid: entry.actorUuid,
      targetUuid: entry.targetUuid ?? null,
      ip: entry.ip ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
