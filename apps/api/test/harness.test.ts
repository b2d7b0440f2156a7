import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateKey } from '../src/seed/template-key';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the test harness', () => {
  it("keeps the tests' stored files out of the repository's data folder, which npm start owns", () => {
    expect(t.config.DATA_DIR.startsWith(tmpdir())).toBe(true);
  });

  it('gives each file a migrated, seeded database of its own from the template', async () => {
    const other = await createTestApp();
    try {
      const count = async (x: TestApp) =>
        (
          await x.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = await count(other);
      expect(before).toBeGreaterThan(0);
      await t.db.updateTable('users').set({ name: 'Изменён' }).execute();
      expect(await count(other)).toBe(before);
      const renamed = await other.db
        .selectFrom('users')
        .select('name')
        .where('name', '=', 'Изменён')
        .execute();
      expect(renamed).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('names the template by the migrations and the seed: changing either makes a new one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kolos-template-key-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('db/migrations/0001_a.sql', 'create table a (id int);');
    write('seed/10-a.ts', 'export const seed = 1;');
    write('seed/a.test.ts', 'test 1');
    const first = templateKey(root);
    write('seed/a.test.ts', 'test 2');
    expect(templateKey(root)).toBe(first);
    write('db/migrations/0001_a.sql', 'create table a (id bigint);');
    const second = templateKey(root);
    expect(second).not.toBe(first);
    write('seed/10-a.ts', 'export const seed = 2;');
    expect(templateKey(root)).not.toBe(second);
  });
});
