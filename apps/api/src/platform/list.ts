import { sql, type SelectQueryBuilder } from 'kysely';

/** offset/limit paging and repeated params: written once in domain (ADR 0065), re-exported for the areas. */
export { repeated } from '@kolos/domain';

/** A user's text for LIKE: their own % and _ are letters, not patterns. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a contains-search with ILIKE. */
export const likePattern = (text: string) => `%${likeEscape(text)}%`;

/** `select count(*)` of a list query: its filters and joins, without its columns and order. */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number((row as { n?: number } | undefined)?.n ?? 0);
}

/**
 * A page fetched late, with its total. The page's uuids come from `keys` — the list's own table
 * with its filters and order, which an index answers without touching joined tables — and the
 * wide rows (`rows`: every join the answer shows) are read for those uuids only, then put back in
 * page order. A deep page then skips index entries, not joined rows. The total comes from
 * `count` (a cached count, see count-cache.ts) beside the page.
 *
 * Two statements on purpose: in one (the uuids as `unnest(array(<keys>))` joined to the rows)
 * PostgreSQL re-plans the whole join on every run — a page's LIMIT and OFFSET are parameters, so
 * a generic plan looks dear — and planning a six-table join costs more (3–5 ms) than the round
 * trip saved; alone, the rows by uuid keep a generic plan (docs/benchmarks.md, round 3).
 */
export async function latePage<
  KDB,
  KTB extends keyof KDB,
  DB,
  TB extends keyof DB,
  R extends { uuid: string },
>(
  keys: SelectQueryBuilder<KDB, KTB, { uuid: string }>,
  rows: { query: SelectQueryBuilder<DB, TB, R>; uuid: string },
  paging: { offset: number; limit: number },
  count: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  const [page, total] = await Promise.all([
    keys.offset(paging.offset).limit(paging.limit).execute(),
    count(),
  ]);
  const uuids = page.map((r) => r.uuid);
  if (uuids.length === 0) return { rows: [], total };
  const position = new Map(uuids.map((uuid, i) => [uuid, i]));
  const wide = (await rows.query.where(sql.ref(rows.uuid), 'in', uuids).execute()) as R[];
  return { rows: wide.sort((a, b) => position.get(a.uuid)! - position.get(b.uuid)!), total };
}

/**
 * A page of a list query and its total. With `count` (typically a cached count, see
 * count-cache.ts) the page and the total run side by side; without it the total comes in the
 * same round trip (`count(*) over()`), and from a separate count when the page is past the end.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: { offset: number; limit: number },
  count?: () => Promise<number>,
): Promise<{ rows: O[]; total: number }> {
  if (count) {
    const [rows, total] = await Promise.all([
      query.offset(paging.offset).limit(paging.limit).execute(),
      count(),
    ]);
    return { rows, total };
  }
  const rows = (await query
    // The alias must survive CamelCasePlugin both ways ('__total' would come back as '_Total').
    .select(sql<number>`count(*) over()`.as('pageTotal'))
    .offset(paging.offset)
    .limit(paging.limit)
    .execute()) as (O & { pageTotal?: number })[];
  if (rows.length > 0) {
    const total = Number(rows[0]!.pageTotal);
    return { rows: rows.map(({ pageTotal: _t, ...r }) => r as O), total };
  }
  if (paging.offset === 0) return { rows: [], total: 0 };
  return { rows: [], total: await countOf(query) };
}

/** The words of a search text: each must match some field. */
export const searchTerms = (any: string | undefined) => (any ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
