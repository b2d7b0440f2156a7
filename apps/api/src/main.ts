import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { followListening, startLine } from './start-line';
import { openDatabase, openReplica } from './db/setup';
import { ChangedMigrationError } from './db/migrate';
import { seedDemo } from './seed';
import { setUpFreshPglite } from './seed/first-start';

/** Starts one server process: config, database, listen, and a clean stop on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  await setUpFreshPglite(config);
  const db = await openDatabase(config, seedDemo);
  const replica = openReplica(config);
  const app = await buildApp({ config, db, replica });
  // pg-boss's schema and the queues; with WORKERS the handlers too (the rate-limit pruning included).
  await app.deps.jobs.start();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Workers first: no new job starts, running ones get 10 s to finish while requests drain.
    await app.deps.jobs.stop(10_000);
    // An idle keep-alive socket that Node does not count as idle held app.close() for a minute
    // (seen with the e2e runner's fetch): in-flight requests get 10 s, then every socket is closed.
    const deadline = setTimeout(() => app.server.closeAllConnections(), 10_000);
    await app.close();
    clearTimeout(deadline);
    await db.destroy();
    await replica?.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const listening = app.server.address() as AddressInfo;
  followListening(config, listening);
  app.log.info(startLine(config, listening));
}

main().catch((e: unknown) => {
  // An operator's mistake is told in his words; anything else with its stack.
  console.error(e instanceof ChangedMigrationError ? e.message : e);
  process.exit(1);
});
