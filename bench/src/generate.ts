import { sql } from 'kysely';
import { loadConfig } from '@kolos/api/src/config';
import { createDb } from '@kolos/api/src/db/client';
import { migrate } from '@kolos/api/src/db/migrate';
import { seedDemo } from '@kolos/api/src/seed/index';
import { FULL, generationSteps, scaled, setupSql, type Sizes, type Step } from './generate-sql';
import { TRADING_FULL, tradingScaled, tradingSteps } from './generate-trading-sql';
import { ACCEPTANCE_FULL, acceptanceSteps } from './generate-acceptance-sql';
import { QUEUE_FULL, queueFinishSteps, queueSteps } from './generate-queue-sql';
import { transportSteps } from './generate-transport-sql';
import { listSteps } from './generate-lists-sql';

const CHUNK = 100_000;

function parseArgs(argv: string[]) {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--'))
      args.set(a.slice(2), argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[++i]! : 'true');
  }
  return args;
}

/**
 * `npm run bench:generate -- [--scale 0.1] [--trading-scale 1] [--only trading] [--seed 42] [--force]`
 * fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with a national purchaser's
 * data on top of the demo data: 1,000,000 contracts, 200,000 users in 2,000 companies, 500,000
 * prepayment requests, 50,000 premiums, 100,000 locations, 50,000 tenders and 1,000,000 offers
 * at scale 1 (`--trading-scale` sizes the trading part apart; it defaults to `--scale`), and
 * 200,000 slots with the transport windows. `--only trading` adds the trading part to a base
 * generated before, `--only queue` the queue's and transport's (it needs only the demo data),
 * `--only acceptance` 1,000,000 accepted trucks with their slots (issue 30; demo data only).
 * Same seed, same data.
 */
export async function generate(opts: {
  scale: number;
  tradingScale?: number;
  only?: string;
  seed: number;
  force: boolean;
  log?: (s: string) => void;
}) {
  const log = opts.log ?? ((s: string) => console.log(s));
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await migrate(db);
    await seedDemo(db);
    const tradingOnly = opts.only === 'trading';
    const queueOnly = opts.only === 'queue';
    const acceptanceOnly = opts.only === 'acceptance';
    const { rows } = await sql<{ n: number; auctions: number; slots: number; acceptances: number }>`
      select (select count(*)::int from companies) as n, (select count(*)::int from auctions) as auctions,
             (select count(*)::int from slots) as slots,
             (select count(*)::int from slot_acceptances) as acceptances`.execute(db);
    const have = rows[0]!;
    const generated = acceptanceOnly
      ? have.acceptances > 1000
      : queueOnly
        ? have.slots > 1000
        : tradingOnly
          ? have.auctions > 100
          : have.n > 100;
    if (generated && !opts.force) {
      const what = acceptanceOnly
        ? `${have.acceptances} приёмок`
        : queueOnly
          ? `${have.slots} слотов`
          : tradingOnly
            ? `${have.auctions} торгов`
            : `${have.n} компаний`;
      log(`В базе уже ${what}: данные сгенерированы ранее (--force, чтобы добавить ещё).`);
      return;
    }
    const sizes: Sizes = opts.scale === 1 ? FULL : scaled(opts.scale);
    const tradingScale = opts.tradingScale ?? opts.scale;
    const trading = tradingScale === 1 ? TRADING_FULL : tradingScaled(tradingScale);
    const queueSlots = Math.max(20_000, Math.round(QUEUE_FULL.slots * opts.scale));
    const logistics = [...queueSteps(queueSlots), ...transportSteps(), ...queueFinishSteps()];
    const acceptances = acceptanceSteps(Math.max(10_000, Math.round(ACCEPTANCE_FULL.rows * opts.scale)));
    const steps: Step[] = acceptanceOnly
      ? acceptances
      : queueOnly
        ? logistics
        : [
            ...(tradingOnly ? [] : generationSteps(sizes)),
            ...tradingSteps(trading),
            ...listSteps(),
            ...logistics,
            ...(tradingOnly ? [] : acceptances),
          ];
    log(
      `Генерация (seed ${opts.seed}, масштаб ${opts.scale}, торги ${tradingScale}): ${JSON.stringify(queueOnly ? { slots: queueSlots } : tradingOnly ? trading : { ...sizes, ...trading, slots: queueSlots })}`,
    );
    const started = Date.now();
    await db.connection().execute(async (conn) => {
      await sql.raw(`set max_parallel_workers_per_gather = 0; ${setupSql(opts.seed)}`).execute(conn);
      for (const step of steps) {
        const t0 = Date.now();
        if (step.chunked) {
          for (let lo = 1; lo <= step.rows; lo += CHUNK) {
            const hi = Math.min(step.rows, lo + CHUNK - 1);
            await sql
              .raw(step.sql.replaceAll('__LO__', String(lo)).replaceAll('__HI__', String(hi)))
              .execute(conn);
            log(
              `  ${step.label}: ${hi.toLocaleString('ru-RU')} из ${step.rows.toLocaleString('ru-RU')} (${((Date.now() - t0) / 1000).toFixed(1)} с)`,
            );
          }
          if (step.after) await sql.raw(step.after).execute(conn);
        } else {
          await sql.raw(step.sql).execute(conn);
          log(`  ${step.label}: готово (${((Date.now() - t0) / 1000).toFixed(1)} с)`);
        }
      }
    });
    const counts = await sql<Record<string, number>>`
      select (select count(*)::int from companies) as companies, (select count(*)::int from users) as users,
             (select count(*)::int from locations) as locations, (select count(*)::int from contracts) as contracts,
             (select count(*)::int from prepayment_requests) as prepayments, (select count(*)::int from discounts) as discounts,
             (select count(*)::int from auctions) as auctions, (select count(*)::int from offers) as offers,
             (select count(*)::int from slots) as slots,
             (select count(*)::int from slot_acceptances) as acceptances`.execute(db);
    log(`Готово за ${((Date.now() - started) / 1000).toFixed(0)} с: ${JSON.stringify(counts.rows[0])}`);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2));
  generate({
    scale: Number(args.get('scale') ?? 1),
    ...(args.has('trading-scale') ? { tradingScale: Number(args.get('trading-scale')) } : {}),
    ...(args.has('only') ? { only: args.get('only')! } : {}),
    seed: Number(args.get('seed') ?? 42),
    force: args.has('force'),
  }).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
