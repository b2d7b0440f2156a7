import type { Transaction } from 'kysely';
import type { AuditAction } from '@kolos/domain/audit';
import type { DB } from '../db/types';
import { newId } from './ids';

export interface AuditEntry {
  /** What was done, `area.verb`: one of AUDIT_ACTION_LABELS, so the admin log can name it. */
  action: AuditAction;
  actorUuid: string | null;
  targetUuid?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Who a record names as the actor: on an impersonated session the super-user acting, not the user. */
export const auditActor = (auth: { userUuid: string; actorUuid: string | null }): string =>
  auth.actorUuid ?? auth.userUuid;

/**
 * Writes one audit record in the caller's transaction, so the record and the change it tells of
 * commit or roll back together: no record of a change that never happened, no change without its
 * record. A Transaction, never the pool: the pool would write on a connection of its own (ADR 0064).
 * `inTransaction` (platform/transaction.ts) gives one to code that holds only the database.
 */
export async function writeAudit(trx: Transaction<DB>, entry: AuditEntry): Promise<void> {
  // The type stops most misuse; this stops a pool cast to a transaction.
  if (!trx.isTransaction) throw new Error('writeAudit needs the transaction of the change it records');
  await trx.insertInto('auditLog').values(auditRow(entry)).execute();
}

/**
 * The row of an audit record, for a write that sends it in the statement of its change (a CTE:
 * one round trip under the change's lock, ADR 0112); the same transaction, so the same guarantee.
 */
export const auditRow = (entry: AuditEntry) => ({
  uuid: newId(),
  action: entry.action,
  actorUuid: entry.actorUuid,
  targetUuid: entry.targetUuid ?? null,
  ip: entry.ip ?? null,
  detail: JSON.stringify(entry.detail ?? {}),
});
