import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intent, Sharing, Viewer } from '@kolos/domain';
import { createDb, type Database } from '../../db/client';
import { canChange, canSee } from './index';
import { changeableBy, visibleTo } from './sql';

/*
 * A new area with three parties plugs in by declaring its Sharing and its columns; the query
 * then keeps exactly the rows the pure rule (the UI's) allows — on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
type Party = 'seller' | 'buyer' | 'elevator';
const DEAL: Sharing<Party> = {
  parties: { seller: ['farmer'], buyer: ['purchaser'], elevator: ['purchaser'] },
  changedBy: ['seller', 'buyer'],
  publishedTo: ['purchaser'],
  acting: { party: 'buyer', orNobody: true },
};
const COLUMNS = { seller: 'd.seller', buyer: 'd.buyer', elevator: 'd.elevator' } as const;

interface Deal {
  id: string;
  seller: string;
  buyer: string | null;
  elevator: string | null;
  published: boolean;
}
const DEALS: Deal[] = [
  { id: 'a', seller: 'f1', buyer: 'p1', elevator: 'p2', published: false },
  { id: 'b', seller: 'f1', buyer: 'p2', elevator: null, published: false },
  { id: 'c', seller: 'f2', buyer: null, elevator: null, published: true },
  { id: 'd', seller: 'f2', buyer: 'p3', elevator: 'p1', published: false },
  { id: 'e', seller: 'f1', buyer: null, elevator: 'p3', published: false },
];
const VIEWERS: [string, Viewer][] = [
  ['admin', { userType: 'admin', companyUuid: null }],
  ['purchaser p1', { userType: 'purchaser', companyUuid: 'p1' }],
  ['purchaser p3', { userType: 'purchaser', companyUuid: 'p3' }],
  ['farmer f1', { userType: 'farmer', companyUuid: 'f1' }],
  ['farmer f1 entered by p2', { userType: 'farmer', companyUuid: 'f1', actingForCompanyUuid: 'p2' }],
  ['farmer f2', { userType: 'farmer', companyUuid: 'f2' }],
  ['no company', { userType: 'purchaser', companyUuid: null }],
];

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  db = createDb({ databaseUrl: url, schema, poolSize: 2 });
  close = async () => {
    await db.destroy();
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  };
  await sql`create table scope_deals (id text primary key, seller text not null, buyer text, elevator text,
    published boolean not null)`.execute(db);
  for (const d of DEALS) {
    await sql`insert into scope_deals values (${d.id}, ${d.seller}, ${d.buyer}, ${d.elevator}, ${d.published})`.execute(
      db,
    );
  }
});
afterAll(() => close());

async function idsWhere(condition: ReturnType<typeof sql<SqlBool>>) {
  const { rows } = await sql<{
    id: string;
  }>`select id from scope_deals d where ${condition} order by id`.execute(db);
  return rows.map((r) => r.id);
}

describe('the query keeps exactly what the pure rule allows (ADR 0062)', () => {
  it.each(
    VIEWERS.flatMap(([name, viewer]) =>
      (['see', 'change'] as Intent[]).map((i) => [name, i, viewer] as const),
    ),
  )('%s — %s', async (_, intent, viewer) => {
    const published = sql<SqlBool>`d.published`;
    const condition =
      intent === 'see'
        ? visibleTo(viewer, DEAL, COLUMNS, { published })
        : changeableBy(viewer, DEAL, COLUMNS);
    const allowed = DEALS.filter((d) => (intent === 'see' ? canSee : canChange)(viewer, DEAL, d)).map(
      (d) => d.id,
    );
    expect(await idsWhere(condition)).toEqual(allowed);
  });

  it('the rule is not vacuous: each viewer but the admin misses some deal, and someone sees each', async () => {
    const seen = VIEWERS.map(([, v]) => DEALS.filter((d) => canSee(v, DEAL, d)).length);
    expect(seen[0]).toBe(DEALS.length);
    expect(seen.slice(1).every((n) => n < DEALS.length)).toBe(true);
    expect(
      await idsWhere(visibleTo(VIEWERS[1]![1], DEAL, COLUMNS, { published: sql<SqlBool>`d.published` })),
    ).toEqual(['a', 'c', 'd']);
  });
});
