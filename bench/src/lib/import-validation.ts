import { sql, type Kysely } from 'kysely';
import type { DB } from '@kolos/api/src/db/types';
import { csvRecord } from '@kolos/domain/csv';
import { TRANSPORT_CSV_HEADER } from '@kolos/domain/transport';
import { TRANSPORT_IMPORT_WINDOW } from '../generate-transport-sql';
import { windowStart } from '../transport-scenarios';
import { rssMb } from './server';

/** Issue 18 point 8: a 50 000-line carrier's file validates in under 5 s, with < 200 MB more RSS. */
export const IMPORT_SECONDS_BUDGET = 5;
export const IMPORT_RSS_BUDGET_MB = 200;

/**
 * A carrier's file for the import window: one line per slot, by «ID слота», each naming a truck
 * and a driver of its own — every line a real change to check against the database.
 */
export async function carriersFile(db: Kysely<DB>) {
  const w = TRANSPORT_IMPORT_WINDOW;
  const { rows } = await sql<{ id: number }>`
    select id::int from slots where location_uuid = ${w.point}
       and day between current_date + ${w.from}::int and current_date + ${w.from + 6}::int
     order by id limit ${w.slots}`.execute(db);
  const lines = rows.map((r, i) =>
    csvRecord([
      String(r.id),
      '',
      '',
      `Т${String(i % 1000).padStart(3, '0')}ОР ${100 + Math.floor(i / 1000)}`,
      `ЕК ${String(i % 10000).padStart(4, '0')} 61`,
      'Сидоренко Иван',
      `+7928${String(i).padStart(7, '0')}`,
      '25',
    ]),
  );
  const text = '\uFEFF' + csvRecord(TRANSPORT_CSV_HEADER) + lines.join('');
  return { lines: rows.length, bytes: Buffer.byteLength(text), start: await windowStart(db, w.from), text };
}

export interface ImportValidationResult {
  lines: number;
  bytes: number;
  status: number;
  seconds: number;
  valid: number;
  skipped: number;
  baselineRssMb: number;
  peakRssMb: number;
  riseMb: number;
}

/** Sends the file to the running server's first step (validation only) and samples its RSS. */
export async function measureImportValidation(
  base: string,
  pid: number,
  token: string,
  file: Awaited<ReturnType<typeof carriersFile>>,
): Promise<ImportValidationResult> {
  const w = TRANSPORT_IMPORT_WINDOW;
  const body = JSON.stringify({
    unloadingWarehouseLocationUuid: w.point,
    startDate: file.start,
    endDate: file.start + 7 * 86_400,
    data: Buffer.from(file.text).toString('base64'),
    timeZone: 'Europe/Moscow',
  });
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const res = await fetch(`${base}/cars/distributions/fca/import/csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const report = (await res.json()) as { valid?: number; skippedData?: unknown[]; message?: string };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    lines: file.lines,
    bytes: file.bytes,
    status: res.status,
    seconds: Math.round(seconds * 100) / 100,
    valid: report.valid ?? 0,
    skipped: report.skippedData?.length ?? 0,
    baselineRssMb: Math.round(baseline),
    peakRssMb: Math.round(peak),
    riseMb: Math.round(peak - baseline),
  };
}
