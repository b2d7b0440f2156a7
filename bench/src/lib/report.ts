import type { LoadResult } from './load';
import type { LoginLoadResult } from './login-load';
import type { SqlTiming } from './sql-timing';
import type { WriteCeiling } from './write-ceiling';
import {
  IMPORT_RSS_BUDGET_MB,
  IMPORT_SECONDS_BUDGET,
  type ImportValidationResult,
} from './import-validation';

export interface ScenarioResult {
  list: string;
  name: string;
  kind: string;
  sql: SqlTiming;
  load: LoadResult[];
  /** API p50 at 1 connection over the direct SQL p50. */
  overhead: number;
  /** A write on one lock: its SQL-only ceiling beside the HTTP rate, in the same run. */
  ceiling?: WriteCeiling;
}

export interface BenchResult {
  target: string;
  startedAt: string;
  data: Record<string, number>;
  scenarios: ScenarioResult[];
  login: LoginLoadResult[];
  peakRssMb: number;
  verdicts: string[];
  /** What COMMIT adds under a lock (its WAL flush), measured beside the write ceilings. */
  commitMs?: number;
  /** Issue 18 point 8: the first step of a 50 000-line carrier's file. */
  importValidation?: ImportValidationResult;
}

const at = (r: ScenarioResult, c: number) => r.load.find((l) => l.connections === c);

/** Targets of issues 7 and 15, checked on the numbers just taken. */
export function verdicts(result: BenchResult, pg: boolean): string[] {
  const out: string[] = [];
  for (const s of result.scenarios) {
    const l16 = at(s, 16);
    if (!l16) continue;
    // issue 18 point 8 sets the Transport page's target at 150 ms
    const firstLimit = pg && s.list !== 'transport: distributions' ? 100 : 150;
    if (s.kind === 'first-page' && l16.p95 > firstLimit)
      out.push(`✗ ${s.list} / ${s.name}: p95 ${l16.p95} мс при 16 соединениях > ${firstLimit} мс`);
    if (pg && s.kind === 'deep-page' && l16.p95 > 250)
      out.push(`✗ ${s.list} / ${s.name}: p95 ${l16.p95} мс > 250 мс`);
    if (pg && (s.kind === 'first-page' || s.kind === 'deep-page') && s.overhead > 1.5)
      out.push(`✗ ${s.list} / ${s.name}: API ${s.overhead}× SQL > 1.5×`);
  }
  for (const s of result.scenarios.filter((x) => x.list === 'trading: placement')) {
    const l16 = at(s, 16);
    if (pg && l16 && (l16.rps < 200 || l16.errors > 0))
      out.push(`✗ ${s.list}: ${l16.rps} предложений/с при 16 соединениях (ошибок ${l16.errors}) < 200`);
  }
  for (const s of result.scenarios.filter((x) => x.list === 'trading: last minutes')) {
    const l16 = at(s, 16);
    if (pg && l16 && (l16.rps < 50 || l16.errors > 0))
      out.push(
        `✗ ${s.list}: ${l16.rps} предложений/с на одних торгах при 16 соединениях (ошибок ${l16.errors}) < 50`,
      );
  }
  for (const s of result.scenarios.filter((x) => x.list === 'queue: allocation')) {
    const l16 = at(s, 16);
    if (pg && l16 && (l16.rps < 200 || l16.errors > 0))
      out.push(`✗ ${s.list}: ${l16.rps} распределений/с при 16 соединениях (ошибок ${l16.errors}) < 200`);
  }
  const imp = result.importValidation;
  if (
    imp &&
    (imp.status !== 200 || imp.seconds >= IMPORT_SECONDS_BUDGET || imp.riseMb >= IMPORT_RSS_BUDGET_MB)
  )
    out.push(`✗ импорт ${imp.lines} строк: HTTP ${imp.status}, ${imp.seconds} с, RSS +${imp.riseMb} МБ`);
  const bestLogin = Math.max(0, ...result.login.map((l) => l.loginsPerSecond));
  if (pg && result.login.length > 0 && bestLogin < 300)
    out.push(`✗ вход по коду: ${bestLogin} входов/с < 300`);
  if (pg && result.peakRssMb >= 512) out.push(`✗ память сервера: ${result.peakRssMb} МБ ≥ 512 МБ`);
  return out.length ? out : ['✓ все цели выполнены'];
}

export function toMarkdown(r: BenchResult): string {
  const lines = [
    `## ${r.target} — ${r.startedAt}`,
    '',
    `Данные: ${Object.entries(r.data)
      .map(([k, v]) => `${k} ${v.toLocaleString('ru-RU')}`)
      .join(', ')}. Пик памяти сервера: ${r.peakRssMb} МБ.`,
    '',
    '| список | сценарий | SQL p50, мс (запросов) | API p50 @1 | × SQL | rps @1 | p95 @1 | rps @16 | p50 @16 | p95 @16 | p99 @16 | rps @64 | p95 @64 | p99 @64 | ошибки |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of r.scenarios) {
    const [a, b, c] = [at(s, 1), at(s, 16), at(s, 64)];
    const errors = s.load.reduce((n, l) => n + l.errors, 0);
    lines.push(
      `| ${s.list} | ${s.name} | ${s.sql.p50} (${s.sql.queries}) | ${a?.p50 ?? '—'} | ${s.overhead} | ${a?.rps ?? '—'} | ${a?.p95 ?? '—'} | ${b?.rps ?? '—'} | ${b?.p50 ?? '—'} | ${b?.p95 ?? '—'} | ${b?.p99 ?? '—'} | ${c?.rps ?? '—'} | ${c?.p95 ?? '—'} | ${c?.p99 ?? '—'} | ${errors} |`,
    );
  }
  const ceilings = r.scenarios.filter((s) => s.ceiling);
  if (ceilings.length > 0)
    lines.push(
      '',
      `| запись на одной блокировке | SQL-потолок, записей/с (соединений) | SQL p50 под нагрузкой, мс | под блокировкой @1, мс (+ COMMIT ${r.commitMs ?? '—'} мс) | запросов |`,
      '|---|---|---|---|---|',
      ...ceilings.map(
        (s) =>
          `| ${s.list} / ${s.name} | ${s.ceiling!.rate} (${s.ceiling!.connections}) | ${s.ceiling!.p50} | ${s.ceiling!.lockHold} | ${s.ceiling!.statements} |`,
      ),
    );
  lines.push(
    '',
    '| вход по коду | параллельно | входов/с | p50, мс | p95, мс | p99, мс | неудачных |',
    '|---|---|---|---|---|---|---|',
  );
  for (const l of r.login)
    lines.push(
      `| проверка телефона + код | ${l.concurrency} | ${l.loginsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.failed} |`,
    );
  lines.push('', ...r.verdicts.map((v) => `- ${v}`), '');
  return lines.join('\n');
}
