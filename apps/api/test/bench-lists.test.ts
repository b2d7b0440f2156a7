import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_LIST, SCENARIO_FOR_ROUTE } from '../../../bench/src/list-routes';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/client';

/*
 * Issue 31 point 2: every list is in the bench. The OpenAPI document names every route that
 * answers a page of a list (a total beside an array) or a board; each must have its bench
 * scenario (bench/src/list-routes.ts), so a list nobody measures cannot ship unnoticed — the
 * purchaser's offers list took 4.6 s at 16 connections because the bench had no scenario for it.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

const BENCH_SRC = fileURLToPath(new URL('../../../bench/src/', import.meta.url));
const TOTALS = ['total', 'totalCount'];

const isType = (s: JsonSchema | undefined, type: string): boolean =>
  !!s &&
  ((Array.isArray(s.type) ? s.type.includes(type) : s.type === type) ||
    !!s.anyOf?.some((x) => isType(x, type)));

/** The rule: a total (a number) beside an array in the answer, or a board by its path. */
export function answersAPage(path: string, op: Operation): boolean {
  if (/\/board\b|\/monitoring\b/.test(path)) return true;
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  const props = schema?.properties ?? {};
  const total = TOTALS.some((k) => isType(props[k], 'number') || isType(props[k], 'integer'));
  return total && Object.values(props).some((p) => isType(p, 'array'));
}

let doc: { paths: Record<string, Record<string, Operation>> };
let close: () => Promise<void>;
beforeAll(async () => {
  // Nobody listens at this database: the document is built without one.
  const db = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }, { LOG_LEVEL: 'silent' }),
    db,
    logger: false,
  });
  await app.ready();
  doc = app.swagger() as unknown as typeof doc;
  close = async () => (await app.close(), await db.destroy());
});
afterAll(() => close());

const routes = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, path, op })),
  );

describe('every list is in the bench (issue 31 point 2)', () => {
  it('each route that answers a page of a list or a board has a bench scenario', () => {
    const lists = routes().filter((r) => answersAPage(r.path, r.op));
    expect(lists.length).toBeGreaterThan(20);
    const missing = lists.map((r) => r.route).filter((r) => !(r in SCENARIO_FOR_ROUTE) && !(r in NOT_A_LIST));
    expect(missing, 'a list route without a bench scenario: add it to bench/src/list-routes.ts').toEqual([]);
  });

  it('the map names only routes of the document, and each scenario list exists in the bench', () => {
    const known = new Set(routes().map((r) => r.route));
    const stale = [...Object.keys(SCENARIO_FOR_ROUTE), ...Object.keys(NOT_A_LIST)].filter(
      (r) => !known.has(r),
    );
    expect(stale).toEqual([]);
    const sources = readdirSync(BENCH_SRC)
      .filter((f) => f.endsWith('.ts') && f !== 'list-routes.ts')
      .map((f) => readFileSync(BENCH_SRC + f, 'utf8'))
      .join('\n');
    // a scenario names its list as a string literal (`list: 'offers'`, or a helper's argument)
    const absent = [...new Set(Object.values(SCENARIO_FOR_ROUTE))].filter(
      (list) => !sources.includes(`'${list}'`),
    );
    expect(absent, 'a scenario list of the map that no bench file defines').toEqual([]);
  });

  it('the rule finds a page by its total and array, and a board by its path', () => {
    const page = (props: Record<string, JsonSchema>): Operation => ({
      responses: {
        '200': { content: { 'application/json': { schema: { type: 'object', properties: props } } } },
      },
    });
    expect(answersAPage('/api/x', page({ items: { type: 'array' }, total: { type: 'integer' } }))).toBe(true);
    expect(answersAPage('/api/x', page({ rows: { type: 'array' }, totalCount: { type: 'number' } }))).toBe(
      true,
    );
    expect(answersAPage('/api/x', page({ items: { type: 'array' } }))).toBe(false);
    expect(answersAPage('/api/x', page({ total: { type: 'number' } }))).toBe(false);
    expect(answersAPage('/api/prices/board', {})).toBe(true);
  });
});
