import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { templateKey } from '../src/seed/template-key';
import { buildPgliteTemplate, buildPgTemplate, dropPgTemplate, pgAdminUrl } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template's tar file (absent on PostgreSQL). */
    pgliteTemplate: string | undefined;
    /** The PostgreSQL template database's name (absent on PGlite). */
    pgTemplate: string | undefined;
  }
}

/** Builds this run's database template for the engine the API suite runs on (db-template.ts). */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const url = given && pgAdminUrl(given);
  const started = Date.now();
  if (url) {
    const name = await buildPgTemplate(url);
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', undefined);
    console.log(`шаблон базы PostgreSQL ${name}: ${Date.now() - started} мс`);
    return () => dropPgTemplate(url, name);
  }
  const dir = path.join(tmpdir(), 'kolos-db-templates');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${templateKey()}-${process.pid}.tar`);
  writeFileSync(file, await buildPgliteTemplate());
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', undefined);
  console.log(`шаблон базы PGlite ${path.basename(file)}: ${Date.now() - started} мс`);
  return () => rmSync(file, { force: true });
}
