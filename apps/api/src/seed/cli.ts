import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from './index';

/**
 * `npm run migrate` and `npm run seed`. Here, above the areas, because `seed` runs the demo seed
 * (ADR 0073). Exits non-zero on any failure.
 */
async function main(command: string | undefined) {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
  });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Применены миграции: ${applied.join(', ')}` : 'Схема базы актуальна');
    if (command === 'seed') {
      const seeds = await seedDemo(db);
      console.log(`Демо-данные загружены: ${seeds.join(', ')}`);
    } else if (command !== 'migrate') {
      throw new Error(`Неизвестная команда: ${command ?? ''}`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
