import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/setup';
import { describeReport, importAreas } from './import-areas';

/** `npm run import:areas -- FILE.csv`: loads a full district list into the configured database. */
async function main(file: string | undefined) {
  if (!file) throw new Error('Укажите файл: npm run import:areas -- FILE.csv');
  // npm runs scripts in the package folder; the path is the one the user typed, from where they typed it.
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    console.log(describeReport(await importAreas(db, await readFile(full))));
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
