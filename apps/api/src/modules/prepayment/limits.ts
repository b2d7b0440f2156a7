import type { Transaction } from 'kysely';
import { z } from 'zod';
import {
  ERROR_FILE_TITLES,
  LIMIT_COLUMN_TITLES,
  LIMIT_COLUMNS,
  mapLimitHeader,
  parseLimitLine,
  PREPAYMENT_MSG as M,
  type LimitColumn,
  type LimitLine,
  type LimitsUploadResult,
} from '@kolos/domain/prepayment';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { writeAudit } from '../../platform/audit';
import { inTransaction } from '../../platform/transaction';
import { csvStream } from '../../platform/csv';
import { forbidden, notFound } from '../../platform/errors';
import { defineImport, inLineOrder, ownerOf, type ImportLine, type ImportSkip } from '../../platform/imports';
import { newId } from '../../platform/ids';
import { timeSlices } from '../../platform/time-slices';
import { findErrorFile, storeErrorFile } from './error-files';
import {
  companiesByInn,
  limitsForExport,
  lockCommitted,
  lockPurchaserImports,
  upsertLimits,
  type LimitUpsert,
} from './queries';

/** Rows per statement: well under PostgreSQL's 65535 parameters. */
const CHUNK = 1000;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The limits belong to the purchaser whose staff loads them (its partner bank granted them). */
function purchaserOf(auth: AuthContext): string {
  if (auth.userType !== 'purchaser' || !auth.companyUuid) throw forbidden(M.uploadNeedsPurchaser);
  return auth.companyUuid;
}

/** One line of the limits file: the five columns found by name, checked by the domain's rule. */
const limitLine = (columns: Record<LimitColumn, number>) =>
  z.array(z.string()).transform((cells, ctx): LimitLine => {
    const parsed = parseLimitLine(
      Object.fromEntries(LIMIT_COLUMNS.map((c) => [c, cells[columns[c]] ?? ''])) as Record<
        LimitColumn,
        string
      >,
    );
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** A line that passed, with the farmer company its ИНН names. */
type LimitRow = LimitLine & { farmerCompanyUuid: string };

/** A company the platform does not know is reported, never created; a non-farmer gets no limit. */
async function findFarmers(db: Database, lines: ImportLine<LimitLine>[]) {
  const inns = [...new Set(lines.map((l) => l.row.inn))];
  const companies = new Map(
    (await Promise.all(chunks(inns).map((part) => companiesByInn(db, part))))
      .flat()
      .map((c) => [c.taxCode, c]),
  );
  const pause = timeSlices();
  const found: ImportLine<LimitRow>[] = [];
  const skipped: ImportSkip[] = [];
  for (const { line, row } of lines) {
    const company = companies.get(row.inn);
    if (!company) {
      skipped.push({ line, error: `Компания с ИНН ${row.inn} не зарегистрирована на платформе` });
    } else if (company.userType !== 'farmer') {
      skipped.push({
        line,
        error: `Компания с ИНН ${row.inn} не сельхозпроизводитель: лимит ей не выдаётся`,
      });
    } else found.push({ line, row: { ...row, farmerCompanyUuid: company.uuid } });
    await pause();
  }
  return { lines: found, skipped };
}

/**
 * Saves the lines in the confirmation's transaction. A line that would take a present limit below
 * what is approved or lent against it is refused with its reason and the old limit stays; the rows
 * are locked first, so an approval racing the import sees either the old limit or the new one.
 */
async function saveLimits(trx: Transaction<DB>, lines: ImportLine<LimitRow>[], purchaserCompanyUuid: string) {
  const refused: ImportSkip[] = [];
  if (lines.length === 0) return { refused, saved: 0 };
  await lockPurchaserImports(trx, purchaserCompanyUuid);
  const farmers = [...new Set(lines.map((l) => l.row.farmerCompanyUuid))];
  const committed = new Map<string, number>();
  for (const part of chunks(farmers)) {
    for (const l of await lockCommitted(trx, purchaserCompanyUuid, part)) {
      committed.set(`${l.farmerCompanyUuid}|${l.productAlias}`, l.committed);
    }
  }
  const rows: LimitUpsert[] = [];
  for (const { line, row } of lines) {
    const inUse = committed.get(`${row.farmerCompanyUuid}|${row.productAlias}`) ?? 0;
    if (row.limit < inUse) refused.push({ line, error: M.limitBelowCommitted(inUse) });
    else {
      rows.push({
        uuid: newId(),
        purchaserCompanyUuid,
        farmerCompanyUuid: row.farmerCompanyUuid,
        productAlias: row.productAlias,
        amount: row.limit,
        insureCompany: row.insureCompany,
      });
    }
  }
  for (const part of chunks(rows)) await upsertLimits(trx, part);
  return { refused, saved: rows.length };
}

/** The limits file on the platform's two-step import (ADR 0063), both steps in one request. */
const limitsImport = defineImport({
  name: 'prepayment.limits',
  columns: (header) => {
    const columns = mapLimitHeader(header);
    return columns && limitLine(columns);
  },
  unusable: M.importFailed,
  empty: M.importNoLines,
  check: (db, lines) => findFarmers(db, lines),
  unique: {
    key: (row: LimitRow) => `${row.inn}|${row.productAlias}`,
    message: (first) => `Лимит для этого ИНН и продукта уже есть в строке ${first}`,
  },
  apply: (trx, lines, { params }: { params: { purchaserCompanyUuid: string } }) =>
    saveLimits(trx, lines, params.purchaserCompanyUuid),
});

/**
 * SPEC 7 POST /v2/prepayments/upload-limits. Every line is checked on its own: a bad line is
 * reported with its reason and never stops the good ones, which are saved in one transaction.
 * The answer is one step, as SPEC 7 has it: the platform's import checks and keeps the file, and
 * the import is confirmed at once. The refused lines become a download (ADR 0042).
 */
export async function uploadLimits(deps: Deps, auth: AuthContext, bytes: Buffer, ip: string) {
  const purchaserCompanyUuid = purchaserOf(auth);
  const { validated, out } = await limitsImport.run(deps.db, bytes, {
    owner: ownerOf(auth),
    params: { purchaserCompanyUuid },
  });
  const total = validated.total;
  await inTransaction(deps.db, (trx) =>
    writeAudit(trx, {
      action: 'prepayment.limits.upload',
      actorUuid: auth.actorUuid ?? auth.userUuid,
      ip,
      detail: { total, successed: out.saved },
    }),
  );
  const rejected =
    out.refused.length > 0 ? inLineOrder([...validated.skipped, ...out.refused]) : validated.skipped;
  const { header, lines, broken } = validated.file;
  const result: LimitsUploadResult = {
    total,
    successed: out.saved,
    // the file's records in line order, an unreadable one (the last) as its raw text
    ...(await offerErrorFile(deps, purchaserCompanyUuid, header, rejected, [
      ...lines,
      ...broken.map((b) => ({ line: b.line, cells: [b.raw] })),
    ])),
  };
  return result;
}

/** Up to this size the refused lines ride in the answer's `csv` too (SPEC 7); past it only the link. */
const INLINE_MAX_BYTES = 64 * 1024;

/**
 * The refused lines as the user sent them, with the line number and the reason added, kept for
 * download by the importing company (ADR 0042).
 */
async function offerErrorFile(
  deps: Deps,
  companyUuid: string,
  header: string[],
  rejected: ImportSkip[],
  records: { line: number; cells: string[] }[],
) {
  if (rejected.length === 0) return { csv: '', errorFileUuid: null, errorFileUrl: null };
  const width = header.length;
  // made as they are written (csvStream pulls them): both lists are in line order, walked together
  const rows = (function* () {
    let at = 0;
    for (const r of rejected) {
      while (at < records.length && records[at]!.line < r.line) at += 1;
      const cells = records[at]?.line === r.line ? records[at]!.cells : [];
      yield [...Array.from({ length: width }, (_, i) => cells[i] ?? ''), r.line, r.error];
    }
  })();
  const day = new Date().toISOString().slice(0, 10);
  const { uuid, text } = await storeErrorFile(deps.db, {
    companyUuid,
    fileName: `limits-errors-${day}.csv`,
    csv: csvStream([...header, ERROR_FILE_TITLES.line, ERROR_FILE_TITLES.reason], rows),
    keepBytes: INLINE_MAX_BYTES,
  });
  return { csv: text ?? '', errorFileUuid: uuid, errorFileUrl: errorFileUrl(uuid) };
}

export const errorFileUrl = (uuid: string) => `/api/v2/prepayments/upload-limits/errors/${uuid}`;

/** GET …/upload-limits/errors/{uuid}: the importing company's error file; anyone else a 404. */
export async function downloadErrorFile(deps: Deps, auth: AuthContext, uuid: string) {
  const file = auth.companyUuid ? await findErrorFile(deps.db, auth.companyUuid, uuid) : undefined;
  if (!file) throw notFound(M.errorFileGone);
  return file;
}

/** SPEC 7 GET /v2/prepayments/export-limits: the caller's limits in the template's columns, streamed. */
export async function exportLimits(deps: Deps, auth: AuthContext) {
  const purchaser = auth.userType === 'admin' ? null : purchaserOf(auth);
  const limits = await limitsForExport(deps.db, purchaser);
  // "no insurer" is an empty cell: a '-' would need the apostrophe of ADR 0041 in front
  return csvStream(
    LIMIT_COLUMNS.map((c) => LIMIT_COLUMN_TITLES[c]),
    limits.map((l) => [l.inn ?? '', l.companyName, Number(l.amount), l.insureCompany ?? '', l.productAlias]),
  );
}
