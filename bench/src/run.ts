import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '@kolos/api/src/config';
import { startChanges } from './lib/changes';
import { runLoad } from './lib/load';
import { codeFromOutboxEndpoint, codeFromOutboxTable, runLoginLoad } from './lib/login-load';
import { toMarkdown, verdicts, type BenchResult, type ScenarioResult } from './lib/report';
import { passwordLogin, startApiServer } from './lib/server';
import { placementSource } from './lib/placement';
import { openCapturingApp, type CapturedQuery, type Target } from './lib/sql-timing';
import { commitCost, writeCeiling } from './lib/write-ceiling';
import { round } from './lib/stats';
import { uploadMemoryScenario } from './lib/upload-memory';
import { liveStreamsScenario } from './lib/live-streams';
import { statementScenario } from './lib/statement-400';
import { buildScenarios, type Scenario } from './scenarios';
import {
  carriersFile,
  IMPORT_RSS_BUDGET_MB,
  IMPORT_SECONDS_BUDGET,
  measureImportValidation,
} from './lib/import-validation';
import { kolosClient } from '@kolos/client';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));
const SUPER_USER = '+79000000002';

/**
 * autocannon stops sending when its time is up, but requests it sent may still wait for a
 * database connection: one request that needs the pool returns only once they are served,
 * so the next scenario starts on an idle server.
 */
async function drain(base: string, token: string) {
  await kolosClient(base.replace(/\/api$/, ''), { token }).GET('/api/user/{id}', {
    params: { path: { id: '0190a000-0000-7000-8000-000000000302' } },
  });
}

/** Servers started by someone else (`--api`): loaded, not started, stopped or measured. */
function runningServers(bases: string[]) {
  return { base: bases[0]!, pid: 0, peakRssMb: () => 0, stop: async () => undefined };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/**
 * `npm run bench -- [--seconds 5] [--connections 1,16,64] [--only contracts] [--login-seconds 10]`
 * against the database of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), filled beforehand by
 * `npm run bench:generate`. Prints and writes bench/results/<target>-<time>.{json,md}.
 * `--only upload` runs just the 1 GB upload memory scenario (its own server, no data needed);
 * `--only statement` just the statement of a 400-truck deal (bench/src/lib/statement-400.ts);
 * `--only live` just the live events' one (1000 streams, delivery, enqueue cost; its own server).
 * `--api http://h:p/api,http://h:q/api`: the load goes to these running servers instead of one the
 * bench starts (the scale-out try, scripts/scale-try.sh); their memory is not sampled.
 */
async function main() {
  if (arg('only', '') === 'upload') {
    await uploadMemoryScenario();
    return;
  }
  if (arg('only', '') === 'statement') {
    const config = loadConfig();
    await statementScenario(
      config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    );
    return;
  }
  if (arg('only', '') === 'live') {
    await liveStreamsScenario(loadConfig().DATABASE_URL || undefined);
    return;
  }
  const config = loadConfig();
  const target: Target = config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: config.DATA_DIR };
  const label = config.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const seconds = Number(arg('seconds', '5'));
  const levels = arg('connections', '1,16,64').split(',').map(Number);
  const only = arg('only', '');
  const loginSeconds = Number(arg('login-seconds', '10'));

  // 1. Direct SQL: the statements each scenario runs, replayed through the driver.
  const capturing = await openCapturingApp(target);
  const login = await capturing.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: SUPER_USER, password: 'Kolos2026!' },
  });
  const localToken = login.json<{ access_token: string }>().access_token;
  const scenarios = (await buildScenarios(capturing.db)).filter(
    (s) => (!only || s.kind === 'baseline' || s.list.includes(only)) && (!s.alongside || config.DATABASE_URL),
  );
  const data = (
    await sql<Record<string, number>>`
      select (select count(*)::int from companies) as companies, (select count(*)::int from users) as users,
             (select count(*)::int from locations) as locations, (select count(*)::int from contracts) as contracts,
             (select count(*)::int from prepayment_requests) as prepayments, (select count(*)::int from discounts) as premiums,
             (select count(*)::int from auctions) as auctions, (select count(*)::int from offers) as offers,
             (select count(*)::int from slots) as slots`.execute(capturing.db)
  ).rows[0]!;
  const sqlTimes = new Map<string, Awaited<ReturnType<typeof capturing.time>>>();
  const localTokens = new Map<string, string>();
  /** A scenario's own user (a farmer's screen) signed in once, in process. */
  const localTokenOf = async (phone: string | undefined) => {
    if (!phone) return localToken;
    if (!localTokens.has(phone)) {
      const res = await capturing.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone, password: 'Kolos2026!' },
      });
      localTokens.set(phone, res.json<{ access_token: string }>().access_token);
    }
    return localTokens.get(phone)!;
  };
  const ceilingQueries = new Map<Scenario, { queries: CapturedQuery[]; at: number }>();
  for (const s of scenarios) {
    if (s.kind === 'write') {
      sqlTimes.set(s.name + s.list, { queries: 0, p50: NaN, p95: NaN });
      // one real write of the scenario (the first placement, kept out of the load), captured
      const first = s.ceiling ? (s.placements?.shift() ?? null) : null;
      if (s.ceiling && config.DATABASE_URL) {
        const token = await localTokenOf(first?.phone ?? s.phone);
        const at = Date.now();
        const queries = await capturing.capture(token, first ? { ...s, body: first.body } : s, false);
        ceilingQueries.set(s, { queries, at });
      }
      continue;
    }
    const queries = await capturing.capture(await localTokenOf(s.phone), s);
    sqlTimes.set(s.name + s.list, await capturing.time(queries, 12));
  }
  // generated people who have not asked for a code this hour: a rerun must not meet the resend
  // pause or the per-phone limit of the run before
  const phones = (
    await sql<{ phone: string }>`
      select u.phone from users u
       where u.active and u.phone like '+7902%'
         and not exists (select 1 from otp_codes o
                          where o.phone = u.phone and o.created_at > now() - interval '1 hour')
       order by u.phone desc limit 50000`.execute(capturing.db)
  ).rows.map((r) => r.phone);
  // the bench signs in as the demo super-user on every run: its own database forgets the
  // account's password tries, so reruns within an hour do not meet the per-phone limit
  await sql`delete from rate_limits where key = ${`phone:password:${SUPER_USER}`}`.execute(capturing.db);
  const importRun = !only || only === 'transport';
  const carriers = importRun ? await carriersFile(capturing.db) : null;
  await capturing.close();

  // 2. The real server under load.
  const apis = arg('api', '').split(',').filter(Boolean);
  const server = apis.length > 0 ? runningServers(apis) : await startApiServer(target);
  const bases = apis.length > 0 ? apis : [server.base];
  const result: BenchResult = {
    target: label,
    startedAt: new Date().toISOString(),
    data,
    scenarios: [],
    login: [],
    peakRssMb: 0,
    verdicts: [],
  };
  try {
    const token = (await passwordLogin(server.base, SUPER_USER)).access_token;
    const tokens = new Map<string, string>();
    const tokenOf = async (phone: string | undefined) => {
      if (!phone) return token;
      if (!tokens.has(phone)) tokens.set(phone, (await passwordLogin(server.base, phone)).access_token);
      return tokens.get(phone)!;
    };
    for (const s of scenarios) {
      const load = [];
      const people = s.placements ? await placementSource(server.base, s.placements) : null;
      if (people)
        console.log(
          `${s.list}: ${s.placements!.length} предложений наготове, вошли ${people.farmers} фермеров`,
        );
      for (const c of levels) {
        const changes = s.alongside ? startChanges(config.DATABASE_URL!, s.alongside) : null;
        await changes?.ready;
        load.push(await runLoad(bases, await tokenOf(s.phone), s, c, seconds, people?.next));
        const changed = await changes?.stop();
        if (changes) console.log(`${s.list} / ${s.name} @${c}: изменений рядом ${changed}`);
        await drain(server.base, token);
      }
      if (people && people.used() > s.placements!.length)
        console.log(
          `${s.list}: предложений не хватило (${people.used()} запросов на ${s.placements!.length})`,
        );
      const timing = sqlTimes.get(s.name + s.list)!;
      const one = load.find((l) => l.connections === 1) ?? load[0]!;
      const captured = ceilingQueries.get(s);
      const row: ScenarioResult = {
        list: s.list,
        name: s.name,
        kind: s.kind,
        sql: timing,
        load,
        overhead: round(one.p50 / timing.p50, 2),
        ...(captured
          ? { ceiling: await writeCeiling(config.DATABASE_URL!, captured, Math.max(...levels), seconds) }
          : {}),
      };
      if (row.ceiling && result.commitMs === undefined)
        result.commitMs = await commitCost(config.DATABASE_URL!);
      if (row.ceiling)
        console.log(
          `${s.list} / ${s.name}: SQL-потолок ${row.ceiling.rate}/с при ${row.ceiling.connections} соединениях, ` +
            `под блокировкой ${row.ceiling.lockHold} мс (+ COMMIT ${result.commitMs} мс): ` +
            row.ceiling.locked.map((q) => `${q.p50} ${q.statement}`).join(' | '),
        );
      result.scenarios.push(row);
      console.log(
        `${s.list} / ${s.name}: SQL ${timing.p50} мс; ` +
          load
            .map(
              (l) =>
                `@${l.connections}: ${l.rps} rps p50 ${l.p50} p95 ${l.p95} p99 ${l.p99}${l.errors ? ` ошибок ${l.errors}` : ''}`,
            )
            .join('; '),
      );
    }
    if (!only || 'login'.includes(only)) {
      let offset = 0;
      const table = target.databaseUrl ? codeFromOutboxTable(target.databaseUrl) : null;
      for (const c of [16, 64]) {
        const slice = phones.slice(offset);
        const readCode = table?.read ?? codeFromOutboxEndpoint(server.base);
        const r = await runLoginLoad(server.base, slice, c, loginSeconds, readCode);
        offset += r.completed + r.failed;
        result.login.push(r);
        console.log(
          `вход по коду @${c}: ${r.loginsPerSecond} входов/с, p95 ${r.p95} мс, неудачных ${r.failed}`,
        );
      }
      await table?.close();
    }
    if (carriers && carriers.lines > 0) {
      const r = await measureImportValidation(server.base, server.pid, token, carriers);
      result.importValidation = r;
      console.log(
        `импорт ${r.lines} строк (${(r.bytes / 1024 ** 2).toFixed(1)} МБ): HTTP ${r.status}, проверка ${r.seconds} с ` +
          `(порог < ${IMPORT_SECONDS_BUDGET} с), годных ${r.valid}, пропущено ${r.skipped}; RSS ${r.baselineRssMb} → ` +
          `${r.peakRssMb} МБ, рост ${r.riseMb} МБ (порог < ${IMPORT_RSS_BUDGET_MB} МБ)`,
      );
    }
  } finally {
    await server.stop();
  }
  result.peakRssMb = server.peakRssMb();
  // its own server on a fresh DATA_DIR, after the load: the two do not measure each other
  if (!only) await uploadMemoryScenario();
  if (!only) await liveStreamsScenario(config.DATABASE_URL || undefined);
  result.verdicts = verdicts(result, Boolean(target.databaseUrl));
  const md = toMarkdown(result);
  console.log('\n' + md);
  mkdirSync(RESULTS, { recursive: true });
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  writeFileSync(`${RESULTS}${label}-${stamp}.json`, JSON.stringify(result, null, 2));
  writeFileSync(`${RESULTS}${label}-${stamp}.md`, md);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
