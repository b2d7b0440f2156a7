import type { Transaction } from 'kysely';
import type { Database } from '../db/client';
import type { DB } from '../db/types';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one. A command that may
 * run on its own or as part of a bigger change (a shipping point created by the contract form)
 * then commits with that change, and its audit record with it.
 */
export function inTransaction<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
