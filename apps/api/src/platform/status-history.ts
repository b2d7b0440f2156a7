import { formatPhone } from '@kolos/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/client';
import type { DB } from '../db/types';

/** A history table: its rows have a `uuid`, a `createdAt` and the `userUuid` of who made them. */
type HistoryTable = {
  [T in keyof DB & string]: DB[T] extends { uuid: unknown; userUuid: unknown; createdAt: unknown }
    ? T
    : never;
}[keyof DB & string];

/** Who made a history row, by name; all null when no user did (the system, ADR 0074). */
export interface HistoryAuthor {
  authorLastName: string | null;
  authorName: string | null;
  authorSurname: string | null;
  /** An invited farmer has no name until he gives one: his phone tells staff who it was. */
  authorPhone?: string | null;
}

/**
 * The history of one row, oldest first (ties by uuid, the order they were written in), each entry
 * with its author's name: the one reader of every area's status history (contracts, tasks, slots,
 * companies). `key` is the history's column naming the row.
 */
export async function readHistory<T extends HistoryTable>(
  db: Database,
  table: T,
  key: keyof DB[T] & string,
  uuid: string,
): Promise<(Selectable<DB[T]> & HistoryAuthor)[]> {
  // Kysely cannot type a statement over a table chosen at run time; the signature's types did it.
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const from: string = `${table} as h`;
  const owner: string = `h.${key}`;
  const rows = await any
    .selectFrom(from)
    .leftJoin('users as u', 'u.uuid', 'h.userUuid')
    .selectAll('h')
    .select([
      'u.lastName as authorLastName',
      'u.name as authorName',
      'u.surname as authorSurname',
      'u.phone as authorPhone',
    ])
    .where(owner, '=', uuid)
    .orderBy('h.createdAt')
    .orderBy('h.uuid')
    .execute();
  return rows as unknown as (Selectable<DB[T]> & HistoryAuthor)[];
}

/** 'Lastname Name' of a history row's author, his phone when he has no name; null for the system's rows. */
export const authorName = (row: HistoryAuthor): string | null => {
  const name = `${row.authorLastName ?? ''} ${row.authorName ?? ''}`.trim();
  if (name) return name;
  return row.authorPhone ? formatPhone(row.authorPhone) : null;
};
