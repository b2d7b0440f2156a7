import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './client';

describe('the PGlite dialect', () => {
  let db: Database;
  beforeAll(async () => {
    db = createDb({});
    await sql`create table t (id int primary key, amount numeric, day date, at timestamptz, tags text[], doc jsonb)`.execute(
      db,
    );
  });
  afterAll(() => db.destroy());

  const prepared = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db)).rows[0]!.n;

  it('names a parameterised statement once and runs it again by name', async () => {
    const before = await prepared();
    const first = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
    const again = await sql<{ n: number }>`select ${1}::int + 1 as n`.execute(db);
    expect([first.rows[0]!.n, again.rows[0]!.n]).toEqual([42, 2]);
    expect((await prepared()) - before).toBe(1);
  });

  it('sends and reads values as PGlite does: numbers, dates as text, timestamps, arrays, json, null', async () => {
    const at = new Date('2026-11-21T10:00:00.000Z');
    await db
      .insertInto('t' as never)
      .values({
        id: 1,
        amount: 12.5,
        day: '2026-11-21',
        at,
        tags: ['а', 'б'],
        doc: JSON.stringify({ a: 1 }),
      } as never)
      .execute();
    await db
      .insertInto('t' as never)
      .values({ id: 2, amount: null, day: null } as never)
      .execute();
    const rows = await sql<
      Record<string, unknown>
    >`select * from t where id = any(${[1, 2]}::int[]) order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, amount: 12.5, day: '2026-11-21', at, tags: ['а', 'б'], doc: { a: 1 } },
      { id: 2, amount: null, day: null, at: null, tags: null, doc: null },
    ]);
  });

  it('reports affected rows of a named update', async () => {
    const result = await db
      .updateTable('t' as never)
      .set({ amount: 1 } as never)
      .where('id' as never, '>', 0 as never)
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(2);
  });

  it('keeps the connection usable after a named statement fails, inside and outside a transaction', async () => {
    const bad = sql`select ${'not a number'}::int as n`;
    await expect(bad.execute(db)).rejects.toMatchObject({ code: '22P02' });
    await expect(bad.execute(db)).rejects.toMatchObject({ code: '22P02' });
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`update t set amount = ${7} where id = ${1}`.execute(tx);
        await bad.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    const row = await sql<{ amount: number }>`select amount from t where id = ${1}`.execute(db);
    expect(row.rows[0]!.amount).toBe(1);
  });

  it('runs a statement again after the table under it changed shape', async () => {
    const read = () => sql<Record<string, unknown>>`select * from t where id = ${1}`.execute(db);
    await read();
    await sql`alter table t add column note text`.execute(db);
    expect((await read()).rows[0]).toHaveProperty('note', null);
    expect((await read()).rows[0]).toHaveProperty('note', null);
  });
});
