import { z } from 'zod';
import { MAX_LIST_LIMIT, SORT_DIRECTIONS, type SortDirection } from './constants';

/**
 * SPEC 7 offset/limit paging as the lists take it from the query string: offset from 0, the limit
 * capped at MAX_LIST_LIMIT whatever the client asks; a missing limit is left to the list (each
 * has its own default page size).
 */
export const offsetPaging = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
});
export type OffsetPaging = z.infer<typeof offsetPaging>;

/** `sortDirection` of a list: ASC or DESC, with the list's own default. */
export const sortDirectionQuery = (fallback: SortDirection = 'ASC') =>
  z.enum(SORT_DIRECTIONS).default(fallback);

/**
 * `sortField` + `sortDirection` of a list: the field from the list's whitelist (never a column
 * name the client makes up), both with the list's defaults.
 */
export const sortQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  field: F[number],
  direction: SortDirection,
) =>
  z.object({
    sortField: z.enum(fields).default(field as never),
    sortDirection: sortDirectionQuery(direction),
  });

/** A list query param that may come once or repeated (`?status=A&status=B`). */
export const repeated = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).optional());
