import { readdir, access } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

const MODULES_DIR = fileURLToPath(new URL('./', import.meta.url));

/**
 * Registers every area's routes: each folder here with a routes.ts exporting a default plugin.
 * Areas plug in by existing, so adding one touches no shared file.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const areas = (await readdir(MODULES_DIR, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const area of areas) {
    const file = `${MODULES_DIR}${area}/routes.ts`;
    try {
      await access(file);
    } catch {
      continue;
    }
    const mod = (await import(pathToFileURL(file).href)) as {
      default: (app: FastifyInstance) => Promise<void>;
    };
    if (area === 'dev' && !app.deps.config.outboxEnabled) continue;
    await app.register(mod.default, { prefix: '/api' });
  }
}
