import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AREAS } from './areas';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  parameters?: { name: string; in: string }[];
}
interface Document {
  openapi: string;
  components: { responses: Record<string, Operation['responses'][string]> };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
}

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const PUBLIC_URL = 'https://kolos.example.ru';

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await t.app.ready();
  doc = t.app.swagger() as unknown as Document;
}, 60_000);
afterAll(() => t.close());

/** An answer as written, or the shared one its $ref names. */
const answer = (op: Operation, status: string) => {
  const written = op.responses[status] as { $ref?: string } | undefined;
  return written?.$ref ? doc.components.responses[written.$ref.split('/').pop()!] : op.responses[status];
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );

describe('the OpenAPI document (issue 32, ADR 0107)', () => {
  it('is OpenAPI 3.1 served at PUBLIC_URL', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
  });

  it('gives every operation a unique area.verb operationId, a Russian summary, its SPEC section and access', () => {
    const missing: string[] = [];
    const ids = new Map<string, string>();
    for (const { key, op } of operations()) {
      const tag = op.tags?.[0];
      if (!op.operationId || !/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/.test(op.operationId))
        missing.push(`${key}: operationId «${op.operationId}» (area.verb, in schema.operationId)`);
      else if (ids.has(op.operationId))
        missing.push(`${key}: operationId repeats ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, key);
      if (!/[а-яё]/i.test(op.summary ?? '')) missing.push(`${key}: no Russian schema.summary`);
      if (!tag || !AREAS[tag]) missing.push(`${key}: tag «${tag}» not in platform/openapi/areas.ts`);
      if (!op.description?.includes('Раздел:') || !op.description.includes('Доступ:'))
        missing.push(`${key}: description without section or access`);
    }
    expect(missing).toEqual([]);
  });

  it('documents error answers with the one error schema and the codes of each status', () => {
    const wrong: string[] = [];
    for (const { key, op } of operations()) {
      const errors = Object.keys(op.responses).filter((s) => /^[45]/.test(s));
      if (!errors.includes('503')) wrong.push(`${key}: no 503`);
      for (const status of errors) {
        const schema = answer(op, status)?.content?.['application/json']?.schema as
          { allOf?: [{ $ref: string }, { properties: { code: { enum: unknown[] } } }] } | undefined;
        if (
          schema?.allOf?.[0].$ref !== '#/components/schemas/Error' ||
          !schema.allOf[1].properties.code.enum.length
        )
          wrong.push(`${key} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('derives the answers from the declaration: session → 401, path id → 404, input → 400', () => {
    const offer = doc.paths['/api/offers/get/{id}']!.get!;
    expect(Object.keys(offer.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '503']),
    );
    expect(Object.keys(doc.paths['/api/config/public']!.get!.responses)).toEqual(['200', '503']);
    const accept = answer(doc.paths['/api/v2/offers/result']!.post!, '409');
    expect(JSON.stringify(accept)).toContain('35742');
    const login = answer(doc.paths['/api/auth/login']!.post!, '429');
    expect(JSON.stringify(login)).toContain('TOO_MANY_REQUESTS');
  });

  it('names the unit of every money field: roubles or kopecks (docs/api.md «Money»)', () => {
    type Schema = { type?: string | string[]; description?: string; properties?: Record<string, Schema> };
    const MONEY = /(price|Price|premium|Premium|amount|Amount|cost|Cost|sum|Sum|^requestValue)$/;
    const bare: string[] = [];
    const walk = (where: string, s: unknown, name?: string): void => {
      if (!s || typeof s !== 'object') return;
      const schema = s as Schema & { items?: unknown; anyOf?: unknown[]; allOf?: unknown[] };
      const numeric = [schema.type].flat().some((t) => t === 'number' || t === 'integer');
      if (name && MONEY.test(name) && numeric && !/Рубли|Копейки/.test(schema.description ?? ''))
        bare.push(`${where}.${name}`);
      for (const [key, value] of Object.entries(schema.properties ?? {})) walk(where, value, key);
      for (const inner of [schema.items, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
        walk(where, inner, name);
    };
    for (const { key, op } of operations()) {
      const body = (op as { requestBody?: { content: Record<string, { schema: unknown }> } }).requestBody;
      for (const media of Object.values(body?.content ?? {})) walk(`${key} body`, media.schema);
      for (const status of Object.keys(op.responses))
        for (const media of Object.values(answer(op, status)?.content ?? {}))
          walk(`${key} ${status}`, media.schema);
    }
    expect(bare).toEqual([]);
  });

  it('names the SPEC path locations-by-ids/{ids}, and the route answers on it', async () => {
    const op = doc.paths['/api/locations/locations-by-ids/{ids}']?.post;
    expect(op?.parameters).toEqual([expect.objectContaining({ name: 'ids', in: 'path' })]);
    expect(Object.keys(doc.paths).some((p) => p.includes('{*}'))).toBe(false);
  });

  it('describes the signed task webhook with its retry rule', () => {
    const hook = doc.webhooks['task.changed']!.post!;
    expect(hook.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'x-kolos-signature' })]),
    );
    expect(hook.description).toMatch(/HMAC-SHA256/);
    expect(hook.description).toMatch(/5 повторов/);
  });

  it('passes Redocly CLI recommended rules: no errors, only the warnings docs/api.md explains', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kolos-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const config = path.join(repoRoot, 'redocly.yaml');
    const run = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--format', 'json', '--config', config, '--max-problems', '1000'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const seen = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    // docs/api.md «The OpenAPI document»: SPEC 7's own paths and a route that cannot be refused.
    expect(seen.sort()).toEqual(
      [
        'warn no-ambiguous-paths #/paths/~1api~1companies~1searchByTaxCode~1{code}',
        'warn no-ambiguous-paths #/paths/~1api~1companies~1{id}~1status',
        'warn operation-4xx-response #/paths/~1api~1config~1public/get/responses',
      ].sort(),
    );
  }, 60_000);

  it('matches the typed client packages/client was generated from (npm run openapi:client)', async () => {
    const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
    expect(await clientTypes(doc), 'the server and @kolos/client differ: run npm run openapi:client').toBe(
      committed,
    );
  });
});
