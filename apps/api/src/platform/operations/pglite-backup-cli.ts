import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { loadConfig, type Config } from '../../config';
import { pgliteOptions } from '../../db/client';

/** Inside a backup folder: the database as SQL, and the uploaded files as they lay under DATA_DIR. */
const DATABASE = 'database.sql';
const FILES = 'files';

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** How many files a folder holds and their bytes, for the closing line. */
async function weigh(dir: string): Promise<string> {
  if (!existsSync(dir)) return 'файлов: 0';
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  const size =
    bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} КБ` : `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
  return `файлов: ${count}, ${size}`;
}

/** Where uploads live: DATA_DIR/files, or null when a bucket holds them (copied by its own tools). */
function localFiles(config: Config): string | null {
  if (config.S3_BUCKET) {
    console.log(`Файлы лежат в бакете ${config.S3_BUCKET}: их копию делают средствами хранилища`);
    return null;
  }
  return path.join(config.DATA_DIR, FILES);
}

async function backup(config: Config, target: string): Promise<void> {
  const dataDir = config.DATA_DIR;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`В ${dataDir} нет базы PGlite`);
  if (!isEmptyOrMissing(target)) throw new Error(`${target} не пуста: копия пишется в новую папку`);
  await mkdir(target, { recursive: true });
  const pg = await PGlite.create(pgliteOptions({ dataDir }));
  try {
    const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
    await writeFile(path.join(target, DATABASE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
  const files = localFiles(config);
  if (files && existsSync(files)) await cp(files, path.join(target, FILES), { recursive: true });
  const size = (await stat(path.join(target, DATABASE))).size;
  console.log(
    `Копия из ${dataDir} записана в ${target}: база ${(size / 1024).toFixed(0)} КБ, ` +
      `${files ? await weigh(path.join(target, FILES)) : 'файлы в бакете'}`,
  );
}

/** A backup folder, or a bare .sql file of a backup made before files were copied too. */
async function restore(config: Config, source: string): Promise<void> {
  const dataDir = config.DATA_DIR;
  if (!isEmptyOrMissing(dataDir)) {
    throw new Error(`${dataDir} не пуст: восстановление идёт только в пустую папку (задайте DATA_DIR)`);
  }
  const folder = statSync(source).isDirectory();
  const script = await readFile(folder ? path.join(source, DATABASE) : source, 'utf8');
  // The database first: PGlite refuses a folder that already holds something (files/).
  const pg = await PGlite.create(pgliteOptions({ dataDir }));
  try {
    await pg.exec(script);
  } finally {
    await pg.close();
  }
  const files = localFiles(config);
  const saved = path.join(source, FILES);
  if (folder && files && existsSync(saved)) await cp(saved, files, { recursive: true });
  console.log(
    `Восстановлено из ${source} в ${dataDir}: база, ${files ? await weigh(files) : 'файлы в бакете'}`,
  );
}

/**
 * `npm run backup:pglite [-- FOLDER]` and `npm run restore:pglite -- FOLDER`: the embedded database
 * as plain SQL (PGlite's own pg_dump) and the uploaded files beside it. The dump also loads into
 * PostgreSQL with psql, and into a later PGlite whose data folder format changed. PGlite is one
 * process: stop the server first — two processes on one data folder corrupt it.
 * docs/operations.md tells the whole procedure.
 */
async function main(command: string | undefined, name: string | undefined) {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL задан: для PostgreSQL используйте pg_dump и копию папки файлов');
  // npm runs the script inside apps/api; a relative name means the caller's folder.
  const where = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (command === 'backup') {
    await backup(config, where(name ?? `kolos-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  } else if (command === 'restore') {
    if (!name) throw new Error('Укажите папку копии: npm run restore:pglite -- ПАПКА');
    await restore(config, where(name));
  } else {
    throw new Error(`Неизвестная команда: ${command ?? ''}`);
  }
}

main(process.argv[2], process.argv[3]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
