import { readdir, access } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../platform/jobs';
import type { EventConsumer } from '../platform/events';
import type { HookAnswer } from '../platform/hooks';
import type { WebhookDescription } from '../platform/openapi/document';

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

/** The areas that have this file, each answered with its module. */
async function areaFiles<T>(name: string): Promise<T[]> {
  const found: T[] = [];
  for (const area of (await readdir(MODULES_DIR, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    const file = `${MODULES_DIR}${area.name}/${name}`;
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      continue;
    found.push((await import(pathToFileURL(file).href)) as T);
  }
  return found;
}

/**
 * Every area's reactions to live events, found as its jobs are: a folder here with an events.ts
 * exporting `consumers` (ADR 0067); the job events.fanout runs them.
 */
export async function moduleEventConsumers(): Promise<EventConsumer[]> {
  return (await areaFiles<{ consumers: EventConsumer[] }>('events.ts')).flatMap((m) => m.consumers);
}

/**
 * Every area's answers to the hooks of the areas below it, found as its jobs are: a folder here
 * with a hooks.ts exporting `hooks` (ADR 0072).
 */
export async function moduleHooks(): Promise<HookAnswer[]> {
  return (await areaFiles<{ hooks: HookAnswer[] }>('hooks.ts')).flatMap((m) => m.hooks);
}

/**
 * Every area's job handlers, found as its routes are: a folder here with a jobs.ts exporting
 * `jobs`, a list of definitions (ADR 0060).
 */
export async function moduleJobs(): Promise<JobDefinition<never>[]> {
  return (await areaFiles<{ jobs: JobDefinition<never>[] }>('jobs.ts')).flatMap((m) => m.jobs);
}

/**
 * Every area's callbacks to partner systems, found as its jobs are: a folder here with a
 * webhooks.ts exporting `webhooks`; the OpenAPI document lists them under `webhooks`.
 */
export async function moduleWebhooks(): Promise<Record<string, WebhookDescription>> {
  return Object.assign(
    {},
    ...(await areaFiles<{ webhooks: Record<string, WebhookDescription> }>('webhooks.ts')).map(
      (m) => m.webhooks,
    ),
  ) as Record<string, WebhookDescription>;
}
