import { rmSync } from 'node:fs';
import { buildDataTemplate, TEMPLATE_ENV } from './database-template';

/** One migrated and seeded data folder per run; every server starts on a copy of it (ADR 0071). */
export default async function globalSetup(): Promise<() => void> {
  const template = await buildDataTemplate();
  // The workers start after the global set-up and inherit its environment.
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
