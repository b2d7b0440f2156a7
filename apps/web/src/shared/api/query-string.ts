export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function text(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `{ status: ['A', 'B'], page: 1 }` → `?status=A&status=B&page=1` (SPEC 7: arrays repeated). */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === null || value === undefined || value === '') continue;
      search.append(key, text(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
