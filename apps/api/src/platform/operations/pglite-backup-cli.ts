import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { loadConfig } from '../../config';

/**
 * `npm run backup:pglite [-- FILE]` and `npm run restore:pglite -- FILE`: the embedded database as
 * plain SQL (PGlite's own pg_dump). The dump also loads into PostgreSQL with psql, and into a later
 * PGlite whose data folder format changed. PGlite is one process: stop the server first — two
 * processes on one data folder corrupt it. docs/operations.md tells the whole procedure.
 */
async function main(command: string | undefined, file: string | undefined) {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL задан: для PostgreSQL используйте pg_dump и pg_restore');
  // npm runs the script inside apps/api; a relative name means the caller's folder.
  const where = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const dataDir = config.DATA_DIR;
  if (command === 'backup') {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`В ${dataDir} нет базы PGlite`);
    const target = where(file ?? `kolos-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
    const pg = await PGlite.create({ dataDir });
    try {
      const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
      await writeFile(target, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
    console.log(`Копия базы из ${dataDir} записана в ${target}`);
  } else if (command === 'restore') {
    if (!file) throw new Error('Укажите файл копии: npm run restore:pglite -- ФАЙЛ.sql');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} не пуст: восстановление идёт только в пустую папку (задайте DATA_DIR)`);
    }
    const script = await readFile(where(file), 'utf8');
    const pg = await PGlite.create({ dataDir });
    try {
      await pg.exec(script);
    } finally {
      await pg.close();
    }
    console.log(`База восстановлена из ${where(file)} в ${dataDir}`);
  } else {
    throw new Error(`Неизвестная команда: ${command ?? ''}`);
  }
}

main(process.argv[2], process.argv[3]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
