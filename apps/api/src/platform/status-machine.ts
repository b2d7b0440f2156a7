import type { ExpressionBuilder, Kysely, Transaction, UpdateObject } from 'kysely';
import type { AuditAction } from '@kolos/domain/audit';
import type { StatusMachine } from '@kolos/domain/status-machine';
import type { DB } from '../db/types';
import { auditActor, writeAudit } from './audit';
import { conflict, notFound } from './errors';

/** A person who moves a row: the user of the session, and the super-user acting as him, if any. */
export interface Mover {
  userUuid: string;
  actorUuid: string | null;
}

/** The server itself moving a row (a scheduled job: an expiry, a no-show): no person to name. */
export const SYSTEM = 'system';

/** Who moved a row: a person, or the system (ADR 0074). */
export type MovedBy = Mover | typeof SYSTEM;

/**
 * The history columns naming who moved: the person, or no user and no actor for the system —
 * a history row without a user is the system's (users who moved rows are never removed).
 */
export const movedByColumns = (by: MovedBy): { userUuid: string | null; actorUuid: string | null } =>
  by === SYSTEM ? { userUuid: null, actorUuid: null } : { userUuid: by.userUuid, actorUuid: by.actorUuid };

/** What an area says of a move beyond from and to (a rejection's reason): history and audit get it. */
type Note = Record<string, unknown>;

/** One move as the history writer receives it; `from` is null for the row's first status. */
export interface StatusMove<S extends string, N extends Note = Note> {
  uuid: string;
  from: S | null;
  to: S;
  by: MovedBy;
  note: N;
}

/** Columns to set: values, or built from the row's own columns (a subquery on another table). */
type Columns<T extends keyof DB> =
  UpdateObject<DB, T> | ((eb: ExpressionBuilder<DB, T>) => UpdateObject<DB, T>);

/** A table whose rows have a status: its key is `uuid`, its status column `status`. */
type StatusTable = {
  [T in keyof DB & string]: DB[T] extends { uuid: unknown; status: unknown } ? T : never;
}[keyof DB & string];

/**
 * What an area declares once (beside its service) to move its rows' status: the machine from
 * @kolos/domain, the table, the history writer and the audit action. See ADR 0064.
 */
export interface StatusSubject<S extends string, T extends StatusTable, N extends Note = Note> {
  machine: StatusMachine<S>;
  table: T;
  /** The 404 text when the row is gone by the time it is moved. */
  notFound: string;
  /** The audit record's action, `area.status`. */
  auditAction: AuditAction;
  /** Columns every move sets with the status (updatedAt, the time of a confirmation, ...). */
  also?: (move: StatusMove<S, N> & { from: S }) => Columns<T>;
  /** Writes the history row of a move, in the same transaction. */
  history: (trx: Transaction<DB>, move: StatusMove<S, N>) => Promise<unknown>;
}

export interface MoveRequest<S extends string, T extends StatusTable, N extends Note = Note> {
  uuid: string;
  /** The status the caller read when it found the row (in its scope): the swap expects it still. */
  from: S;
  /** Anything the caller was sent; a status outside the table is refused like a forbidden move. */
  to: string;
  by: MovedBy;
  ip?: string | null;
  /**
   * A rule of the area that holds only for an allowed move (an approval within the limit): runs
   * after the table allowed the move and before the swap, in the same transaction.
   */
  guard?: (to: S) => Promise<void>;
  /** Columns of this move only (a rejection's reason). */
  set?: Columns<T>;
  /** What the area says of this move beyond from and to; the audit record carries it too. */
  note: N;
}

/**
 * Moves one row's status in the caller's transaction: refuses a move outside the table (409, the
 * area's Russian sentence), swaps `status = to where uuid = ? and status = from` so that of two
 * people clicking at once one wins and the other gets the 409 of the status the row has now (no
 * lost update, no lock held while reading), then writes the history row and the audit record in
 * the same transaction. Answers the move made.
 */
export async function moveStatus<S extends string, T extends StatusTable, N extends Note>(
  trx: Transaction<DB>,
  subject: StatusSubject<S, T, N>,
  request: MoveRequest<S, T, N>,
): Promise<StatusMove<S, N> & { from: S }> {
  const { machine } = subject;
  const { uuid, from, to, by } = request;
  if (!machine.allows(from, to)) throw conflict(machine.refusal(from, to));
  const move = { uuid, from, to, by, note: request.note };
  await request.guard?.(to);
  // Kysely cannot type a statement over a table chosen at run time; the subject's types did it.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const table: string = subject.table;
  let swap = db.updateTable(table).set({ status: to });
  if (subject.also) swap = swap.set(subject.also(move) as never);
  if (request.set) swap = swap.set(request.set as never);
  const swapped = await swap.where('uuid', '=', uuid).where('status', '=', from).executeTakeFirst();
  if (Number(swapped.numUpdatedRows) !== 1) {
    // Someone moved it first (or removed it): refuse on the status it has now.
    const now = await db.selectFrom(table).select('status').where('uuid', '=', uuid).executeTakeFirst();
    if (!now) throw notFound(subject.notFound);
    throw conflict(machine.refusal(String(now.status), to));
  }
  await subject.history(trx, move);
  await writeAudit(trx, {
    action: subject.auditAction,
    actorUuid: by === SYSTEM ? null : auditActor(by),
    targetUuid: uuid,
    ip: request.ip ?? null,
    detail: { from, to, ...request.note },
  });
  return move;
}

/** The first history row of a new row (from nothing to its first status), in the creating transaction. */
export async function startHistory<S extends string, T extends StatusTable, N extends Note>(
  trx: Transaction<DB>,
  subject: StatusSubject<S, T, N>,
  first: { uuid: string; status: S; by: MovedBy; note: N },
): Promise<void> {
  await subject.history(trx, {
    uuid: first.uuid,
    from: null,
    to: first.status,
    by: first.by,
    note: first.note,
  });
}
