import {
  ERROR_FILE_TITLES,
  LIMIT_COLUMN_TITLES,
  LIMIT_COLUMNS,
  parseLimitLine,
  PREPAYMENT_MSG as M,
  type LimitColumn,
  type LimitLine,
  type LimitsUploadResult,
} from '@kolos/domain/prepayment';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { writeAudit } from '../../platform/audit';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { timeSlices } from '../../platform/time-slices';
import { newId } from '../../platform/ids';
import { csvChunks, decodeCsv, readLimitsFile, writeCsv, type CsvLine } from './csv';
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

interface Rejected {
  line: number;
  cells: string[];
  reason: string;
}

/** The limits belong to the purchaser whose staff loads them (its partner bank granted them). */
function purchaserOf(auth: AuthContext): string {
  if (auth.userType !== 'purchaser' || !auth.companyUuid) throw forbidden(M.uploadNeedsPurchaser);
  return auth.companyUuid;
}

async function checkLines(file: { columns: Record<LimitColumn, number>; lines: CsvLine[] }) {
  const pause = timeSlices();
  const good: (CsvLine & { value: LimitLine })[] = [];
  const rejected: Rejected[] = [];
  const seen = new Map<string, number>();
  for (const line of file.lines) {
    await pause();
    const cells = Object.fromEntries(
      LIMIT_COLUMNS.map((c) => [c, line.cells[file.columns[c]] ?? '']),
    ) as Record<LimitColumn, string>;
    const parsed = parseLimitLine(cells);
    if (!parsed.ok) {
      rejected.push({ ...line, reason: parsed.error });
      continue;
    }
    const key = `${parsed.value.inn}|${parsed.value.productAlias}`;
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ ...line, reason: `Лимит для этого ИНН и продукта уже есть в строке ${first}` });
      continue;
    }
    seen.set(key, line.line);
    good.push({ ...line, value: parsed.value });
  }
  return { good, rejected };
}

type Candidate = CsvLine & { row: LimitUpsert };

/**
 * Saves the good lines in one transaction. A line that would take a present limit below what
 * is approved or lent against it is refused with its reason and the old limit stays; the rows
 * are locked first, so an approval racing the import sees either the old limit or the new one.
 */
async function saveLimits(deps: Deps, purchaserCompanyUuid: string, candidates: Candidate[]) {
  const refused: Rejected[] = [];
  let saved = 0;
  if (candidates.length === 0) return { refused, saved };
  await deps.db.transaction().execute(async (trx) => {
    await lockPurchaserImports(trx, purchaserCompanyUuid);
    const farmers = [...new Set(candidates.map((c) => c.row.farmerCompanyUuid))];
    const committed = new Map<string, number>();
    for (const part of chunks(farmers)) {
      for (const l of await lockCommitted(trx, purchaserCompanyUuid, part)) {
        committed.set(`${l.farmerCompanyUuid}|${l.productAlias}`, l.committed);
      }
    }
    const rows: LimitUpsert[] = [];
    for (const c of candidates) {
      const inUse = committed.get(`${c.row.farmerCompanyUuid}|${c.row.productAlias}`) ?? 0;
      if (c.row.amount < inUse) refused.push({ ...c, reason: M.limitBelowCommitted(inUse) });
      else rows.push(c.row);
    }
    for (const part of chunks(rows)) await upsertLimits(trx, part);
    saved = rows.length;
  });
  return { refused, saved };
}

/**
 * SPEC 7 POST /v2/prepayments/upload-limits. Every line is checked on its own: a bad line is
 * reported with its reason and never stops the good ones, which are saved in one transaction.
 * A company the platform does not know is reported, not created. The file is read and checked
 * in slices that give the event loop back (ADR 0042); the refused lines become a download.
 */
export async function uploadLimits(deps: Deps, auth: AuthContext, bytes: Buffer, ip: string) {
  const purchaserCompanyUuid = purchaserOf(auth);
  const file = await readLimitsFile(await decodeCsv(bytes));
  if (!file) throw badRequest(M.importFailed);
  if (file.lines.length + file.broken.length === 0) throw badRequest(M.importNoLines);

  const { good, rejected } = await checkLines(file);
  for (const b of file.broken) {
    rejected.push({ line: b.line, cells: [b.raw], reason: 'Строку не удалось прочитать: проверьте кавычки' });
  }
  const inns = [...new Set(good.map((g) => g.value.inn))];
  const companies = new Map(
    (await Promise.all(chunks(inns).map((part) => companiesByInn(deps.db, part))))
      .flat()
      .map((c) => [c.taxCode, c]),
  );
  const candidates: Candidate[] = [];
  for (const g of good) {
    const company = companies.get(g.value.inn);
    if (!company) {
      rejected.push({ ...g, reason: `Компания с ИНН ${g.value.inn} не зарегистрирована на платформе` });
    } else if (company.userType !== 'farmer') {
      rejected.push({
        ...g,
        reason: `Компания с ИНН ${g.value.inn} не сельхозпроизводитель: лимит ей не выдаётся`,
      });
    } else {
      candidates.push({
        ...g,
        row: {
          uuid: newId(),
          purchaserCompanyUuid,
          farmerCompanyUuid: company.uuid,
          productAlias: g.value.productAlias,
          amount: g.value.limit,
          insureCompany: g.value.insureCompany,
        },
      });
    }
  }
  const { refused, saved } = await saveLimits(deps, purchaserCompanyUuid, candidates);
  rejected.push(...refused);

  const total = file.lines.length + file.broken.length;
  await writeAudit(deps.db, {
    action: 'prepayment.limits.upload',
    actorUuid: auth.actorUuid ?? auth.userUuid,
    ip,
    detail: { total, successed: saved },
  });
  const result: LimitsUploadResult = {
    total,
    successed: saved,
    ...(await offerErrorFile(deps, purchaserCompanyUuid, file.header, rejected)),
  };
  return result;
}

/** Up to this size the refused lines ride in the answer's `csv` too (SPEC 7); past it only the link. */
const INLINE_MAX_BYTES = 64 * 1024;

/**
 * The refused lines as the user sent them, with the line number and the reason added, kept for
 * download by the importing company (ADR 0042).
 */
async function offerErrorFile(deps: Deps, companyUuid: string, header: string[], rejected: Rejected[]) {
  if (rejected.length === 0) return { csv: '', errorFileUuid: null, errorFileUrl: null };
  const width = header.length;
  // made as they are written, a batch at a time (csvChunks)
  const rows = (function* () {
    for (const r of rejected.sort((a, b) => a.line - b.line)) {
      yield [...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''), r.line, r.reason];
    }
  })();
  const day = new Date().toISOString().slice(0, 10);
  const { uuid, text } = await storeErrorFile(deps.db, {
    companyUuid,
    fileName: `limits-errors-${day}.csv`,
    chunks: csvChunks([...header, ERROR_FILE_TITLES.line, ERROR_FILE_TITLES.reason], rows),
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

/** SPEC 7 GET /v2/prepayments/export-limits: the caller's limits in the template's columns. */
export async function exportLimits(deps: Deps, auth: AuthContext): Promise<string> {
  const purchaser = auth.userType === 'admin' ? null : purchaserOf(auth);
  const limits = await limitsForExport(deps.db, purchaser);
  // "no insurer" is an empty cell: a '-' would need the apostrophe of ADR 0041 in front
  return writeCsv(
    LIMIT_COLUMNS.map((c) => LIMIT_COLUMN_TITLES[c]),
    limits.map((l) => [l.inn ?? '', l.companyName, Number(l.amount), l.insureCompany ?? '', l.productAlias]),
  );
}
