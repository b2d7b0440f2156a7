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
import { badRequest, forbidden } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { decodeCsv, readLimitsFile, writeCsv, type CsvLine } from './csv';
import { companiesByInn, limitsForExport, upsertLimits, type LimitUpsert } from './queries';

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

function checkLines(file: { columns: Record<LimitColumn, number>; lines: CsvLine[] }) {
  const good: (CsvLine & { value: LimitLine })[] = [];
  const rejected: Rejected[] = [];
  const seen = new Map<string, number>();
  for (const line of file.lines) {
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

/**
 * SPEC 7 POST /v2/prepayments/upload-limits. Every line is checked on its own: a bad line is
 * reported with its reason and never stops the good ones, which are saved in one transaction.
 * A company the platform does not know is reported, not created.
 */
export async function uploadLimits(deps: Deps, auth: AuthContext, bytes: Buffer, ip: string) {
  const purchaserCompanyUuid = purchaserOf(auth);
  const file = readLimitsFile(decodeCsv(bytes));
  if (!file || file.lines.length + file.broken.length === 0) throw badRequest(M.importFailed);

  const { good, rejected } = checkLines(file);
  for (const b of file.broken) {
    rejected.push({ line: b.line, cells: [b.raw], reason: 'Строку не удалось прочитать: проверьте кавычки' });
  }
  const inns = [...new Set(good.map((g) => g.value.inn))];
  const companies = new Map(
    (await Promise.all(chunks(inns).map((part) => companiesByInn(deps.db, part))))
      .flat()
      .map((c) => [c.taxCode, c]),
  );
  const rows: LimitUpsert[] = [];
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
      rows.push({
        uuid: newId(),
        purchaserCompanyUuid,
        farmerCompanyUuid: company.uuid,
        productAlias: g.value.productAlias,
        amount: g.value.limit,
        insureCompany: g.value.insureCompany,
      });
    }
  }
  if (rows.length > 0) {
    await deps.db.transaction().execute(async (trx) => {
      for (const part of chunks(rows)) await upsertLimits(trx, part);
    });
  }

  const total = file.lines.length + file.broken.length;
  await writeAudit(deps.db, {
    action: 'prepayment.limits.upload',
    actorUuid: auth.actorUuid ?? auth.userUuid,
    ip,
    detail: { total, successed: rows.length },
  });
  const result: LimitsUploadResult = { csv: errorFile(file.header, rejected), total, successed: rows.length };
  return result;
}

/** The refused lines as the user sent them, with the line number and the reason added. */
function errorFile(header: string[], rejected: Rejected[]): string {
  if (rejected.length === 0) return '';
  const width = header.length;
  const rows = rejected
    .sort((a, b) => a.line - b.line)
    .map((r) => [...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''), r.line, r.reason]);
  return writeCsv([...header, ERROR_FILE_TITLES.line, ERROR_FILE_TITLES.reason], rows);
}

/** SPEC 7 GET /v2/prepayments/export-limits: the caller's limits in the template's columns. */
export async function exportLimits(deps: Deps, auth: AuthContext): Promise<string> {
  const purchaser = auth.userType === 'admin' ? null : purchaserOf(auth);
  const limits = await limitsForExport(deps.db, purchaser);
  return writeCsv(
    LIMIT_COLUMNS.map((c) => LIMIT_COLUMN_TITLES[c]),
    limits.map((l) => [l.inn ?? '', l.companyName, Number(l.amount), l.insureCompany ?? '-', l.productAlias]),
  );
}
