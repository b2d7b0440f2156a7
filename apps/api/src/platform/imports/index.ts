import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { IMPORT_MSG, type ImportReport, type ImportSkip } from '@kolos/domain/csv';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../auth/context';
import { readCsv, type CsvFile } from '../csv';
import { badRequest, conflict, notFound } from '../errors';
import { newId } from '../ids';
import { timeSlices } from '../time-slices';
import { firstOfEachKey, inLineOrder, reasonOf, type ImportLine } from './lines';
import {
  chunkCount,
  claimImport,
  dropRows,
  importState,
  insertChunk,
  insertImport,
  readChunk,
  type ImportOwner,
} from './queries';

/**
 * The one two-step import (ADR 0063): upload → every line read and checked with a zod row schema
 * → a stored import and its report → a confirmation applies exactly the lines that passed, in one
 * transaction, once. An area declares what its file looks like and how its lines are applied;
 * reading, checking, reporting, keeping and the once are all here.
 */

export { countWithErrors, type ImportOwner } from './queries';
export type { ImportReport, ImportSkip } from '@kolos/domain/csv';
export { inLineOrder, type ImportLine } from './lines';

export interface ImportContext<Params> {
  owner: ImportOwner;
  params: Params;
}

/**
 * `Parsed` is what the row schema gives, `Row` what the database check makes of it (the same
 * unless the kind has a `check`): the lines stored and applied.
 */
export interface ImportKind<Parsed, Row, Params, Out> {
  /** Stored with the import: a confirmation of another kind's import is a 404. */
  name: string;
  /**
   * The header row → the schema of one line's cells (columns found by name, in any order), or
   * null when the header is not this import's. Rows must be plain JSON: they are stored.
   */
  columns: (header: string[]) => z.ZodType<Parsed> | null;
  /** 400 when no separator gives a header `columns` accepts, or the file cannot be read at all. */
  unusable: string;
  /** 400 when the file has a header and no lines; without it an empty file is an empty import. */
  empty?: string;
  /** Checks that need the database (a company by its ИНН): each line passes on, in order, or is refused. */
  check?: (
    db: Database,
    lines: ImportLine<Parsed>[],
    ctx: ImportContext<Params>,
  ) => Promise<{ lines: ImportLine<Row>[]; skipped: ImportSkip[] }>;
  /** One line per key: a later one is refused, naming the line that holds it. */
  unique?: { key: (row: Row) => string; message: (firstLine: number) => string };
  /** Applies the lines that passed, in the confirmation's transaction; may refuse some itself. */
  apply: (trx: Transaction<DB>, lines: ImportLine<Row>[], ctx: ImportContext<Params>) => Promise<Out>;
  /** How long the report may wait for its confirmation: 30 minutes unless said. */
  ttlMs?: number;
  /** The time (ms) the expiry is set and judged by; tests turn it instead of sleeping. */
  clock?: () => number;
}

/** What a file held: its lines as read (an error file quotes them), those that passed, the others. */
export interface Validated<Row> {
  file: CsvFile<z.ZodType<unknown>>;
  total: number;
  lines: ImportLine<Row>[];
  skipped: ImportSkip[];
}

const DEFAULT_TTL_MS = 30 * 60 * 1000;
/** Lines per stored chunk: a few hundred kilobytes of JSON per statement. */
const CHUNK = 1000;
const BROKEN = 'Строку не удалось прочитать: проверьте кавычки';

/** The caller as an import's owner. */
export const ownerOf = (auth: AuthContext): ImportOwner => ({
  userUuid: auth.userUuid,
  companyUuid: auth.companyUuid,
});

export function defineImport<Parsed, Row = Parsed, Params = Record<string, never>, Out = void>(
  kind: ImportKind<Parsed, Row, Params, Out>,
) {
  const now = () => new Date(kind.clock?.() ?? Date.now());

  /** Step one, the checking half: reads the file and checks every line; stores nothing. */
  async function validate(db: Database, bytes: Buffer, ctx: ImportContext<Params>): Promise<Validated<Row>> {
    const file = await readCsv(bytes, kind.columns);
    if (!file) throw badRequest(kind.unusable);
    const total = file.lines.length + file.broken.length;
    if (total === 0 && kind.empty) throw badRequest(kind.empty);
    const pause = timeSlices();
    const parsed: ImportLine<Parsed>[] = [];
    const skipped: ImportSkip[] = file.broken.map((b) => ({ line: b.line, error: BROKEN }));
    for (const { line, cells } of file.lines) {
      const result = file.columns.safeParse(cells);
      if (result.success) parsed.push({ line, row: result.data });
      else skipped.push({ line, error: reasonOf(result.error) });
      await pause();
    }
    let lines: ImportLine<Row>[];
    if (kind.check) {
      const checked = await kind.check(db, parsed, ctx);
      lines = checked.lines;
      skipped.push(...checked.skipped);
    } else lines = parsed as unknown as ImportLine<Row>[]; // no check: Row is Parsed
    if (kind.unique) lines = await firstOfEachKey(lines, skipped, kind.unique);
    return { file, total, lines, skipped: inLineOrder(skipped) };
  }

  /** Step one, the keeping half: stores the lines that passed and answers the report. */
  async function stage(
    db: Database,
    validated: Validated<Row>,
    ctx: ImportContext<Params>,
  ): Promise<ImportReport> {
    const importUuid = newId();
    const at = now();
    const expireAt = new Date(at.getTime() + (kind.ttlMs ?? DEFAULT_TTL_MS));
    const { lines } = validated;
    // one transaction: a failure half-way leaves no import that a confirmation could apply in part
    await db.transaction().execute(async (trx) => {
      await insertImport(
        trx,
        {
          uuid: importUuid,
          kind: kind.name,
          owner: ctx.owner,
          params: ctx.params,
          total: validated.total,
          valid: lines.length,
        },
        { now: at, expireAt },
      );
      const pause = timeSlices();
      for (let i = 0; i * CHUNK < lines.length; i += 1) {
        await insertChunk(trx, importUuid, i, JSON.stringify(lines.slice(i * CHUNK, (i + 1) * CHUNK)));
        await pause();
      }
    });
    return {
      importUuid,
      expireAt: expireAt.toISOString(),
      total: validated.total,
      valid: lines.length,
      skippedData: validated.skipped,
    };
  }

  /**
   * Step two: applies the owner's stored lines in one transaction, once. A second confirmation, or
   * one after the expiry, is a 409; an import of another user, company or kind a 404. Should the
   * apply fail, the transaction rolls back the claim too and the import may be confirmed again.
   */
  async function confirm(db: Database, owner: ImportOwner, importUuid: string): Promise<Out> {
    const at = now();
    return db.transaction().execute(async (trx) => {
      const claimed = await claimImport(trx, kind.name, owner, importUuid, at);
      if (!claimed) {
        const state = await importState(trx, kind.name, owner, importUuid);
        if (!state) throw notFound(IMPORT_MSG.notFound);
        throw conflict(state.confirmedAt ? IMPORT_MSG.confirmed : IMPORT_MSG.expired);
      }
      const pause = timeSlices();
      const lines: ImportLine<Row>[] = [];
      const chunks = await chunkCount(trx, importUuid);
      for (let i = 0; i < chunks; i += 1) {
        lines.push(...(JSON.parse(await readChunk(trx, importUuid, i)) as ImportLine<Row>[]));
        await pause();
      }
      const out = await kind.apply(trx, lines, { owner, params: JSON.parse(claimed.params) as Params });
      await dropRows(trx, importUuid);
      return out;
    });
  }

  return {
    validate,
    stage,
    confirm,
    /** Step one as a route answers it: read, check, keep, report. */
    async upload(db: Database, bytes: Buffer, ctx: ImportContext<Params>): Promise<ImportReport> {
      return stage(db, await validate(db, bytes, ctx), ctx);
    },
    /**
     * Both steps at once, for an import whose HTTP answer is one step (prepayment limits): the
     * same reading, checking, keeping and once, confirmed straight away.
     */
    async run(db: Database, bytes: Buffer, ctx: ImportContext<Params>) {
      const validated = await validate(db, bytes, ctx);
      const report = await stage(db, validated, ctx);
      const out = await confirm(db, ctx.owner, report.importUuid);
      return { validated, report, out };
    },
  };
}
