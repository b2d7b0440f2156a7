import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type SortDirection } from '@kolos/domain';

export interface ListSort {
  field: string;
  direction: SortDirection;
}

/** Filters named in the URL: single values as strings, repeated ones as arrays. */
export type ListFilters<S extends string, A extends string> = { [K in S]?: string } & { [K in A]: string[] };

export interface ListParams<S extends string = never, A extends string = never> {
  /** Zero-based page. */
  page: number;
  size: number;
  offset: number;
  q: string;
  sort: ListSort | null;
  filters: ListFilters<S, A>;
  /** Some filter is set (the search text aside): what clearFilters would clear. */
  filtered: boolean;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSearch: (q: string) => void;
  setSort: (sort: ListSort | null) => void;
  /** Sets some filters (undefined or '' or [] removes one) and goes back to the first page. */
  setFilters: (patch: Partial<{ [K in S]: string | undefined } & { [K in A]: string[] | undefined }>) => void;
  clearFilters: () => void;
}

interface Options<S extends string, A extends string> {
  filters?: readonly S[];
  arrays?: readonly A[];
  defaultSize?: number;
}

/**
 * A list's search text, page, page size, sort and filters, kept in the URL so a list can be
 * bookmarked and Back works. URL keys: q, page (1-based, omitted on the first), size (omitted
 * at the default), sort + dir, and each filter by its own name.
 */
export function useListParams<S extends string = never, A extends string = never>(
  options: Options<S, A> = {},
): ListParams<S, A> {
  const [params, setParams] = useSearchParams();
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;
  const filterKeys = options.filters ?? [];
  const arrayKeys = options.arrays ?? [];

  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const size = Number(params.get('size')) || defaultSize;
  const q = params.get('q') ?? '';
  const sortField = params.get('sort');
  const sort: ListSort | null = sortField
    ? { field: sortField, direction: params.get('dir') === 'desc' ? 'DESC' : 'ASC' }
    : null;
  const filtersKey = [...filterKeys, ...arrayKeys].map((k) => params.getAll(k).join('|')).join('&');

  const filters = useMemo(() => {
    const result: Record<string, string | string[] | undefined> = {};
    for (const k of filterKeys) result[k] = params.get(k) ?? undefined;
    for (const k of arrayKeys) result[k] = params.getAll(k);
    return result as ListFilters<S, A>;
    // filtersKey sums up every filter value: the object changes only when a filter does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  // Changes made before the next render build on each other instead of on the stale URL:
  // the last change is remembered with the URL it was built on.
  const pending = useRef<{ base: string; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const base = params.toString();
      const next = new URLSearchParams(pending.current?.base === base ? pending.current.next : params);
      change(next);
      pending.current = { base, next };
      setParams(next);
    },
    [params, setParams],
  );

  const setOrDelete = (next: URLSearchParams, key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };

  return {
    page,
    size,
    offset: page * size,
    q,
    sort,
    filters,
    filtered: Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))),
    setPage: (p) => update((n) => setOrDelete(n, 'page', p > 0 ? String(p + 1) : undefined)),
    setSize: (s) =>
      update((n) => {
        setOrDelete(n, 'size', s === defaultSize ? undefined : String(s));
        n.delete('page');
      }),
    setSearch: (text) =>
      update((n) => {
        setOrDelete(n, 'q', text.trim());
        n.delete('page');
      }),
    setSort: (s) =>
      update((n) => {
        setOrDelete(n, 'sort', s?.field);
        setOrDelete(n, 'dir', s ? s.direction.toLowerCase() : undefined);
        n.delete('page');
      }),
    setFilters: (patch) =>
      update((n) => {
        for (const [key, value] of Object.entries(patch) as [string, string | string[] | undefined][]) {
          n.delete(key);
          if (Array.isArray(value)) value.forEach((v) => n.append(key, v));
          else setOrDelete(n, key, value);
        }
        n.delete('page');
      }),
    clearFilters: () =>
      update((n) => {
        for (const k of [...filterKeys, ...arrayKeys]) n.delete(k);
        n.delete('page');
      }),
  };
}
