import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  OWNED,
  ownerReach,
  ownerScopeOf,
  reachOf,
  type Intent,
  type OwnerScope,
  type Reach,
  type Sharing,
  type Viewer,
} from '@kolos/domain';

/*
 * ADR 0062. The SQL side of the one scope rule: a Reach (packages/domain/src/access/scope.ts)
 * written as a condition on the row's own columns, so scoping happens IN the query and another
 * company's row simply does not come back (404). `mayReach` is the same rule for loaded rows.
 */

/** The row's party columns (`'alias.column'`, camelCase as everywhere) and its published test. */
export type PartyColumns<P extends string> = Readonly<Record<P, string>>;

export interface ScopeOptions {
  /** The condition that makes a row published (`Sharing.publishedTo`); without it none is. */
  published?: Expression<SqlBool>;
}

/** The reach as a condition on one row: `where(reachSql(...))`. */
export function reachSql<P extends string>(
  reach: Reach<P>,
  columns: PartyColumns<P>,
  options: ScopeOptions = {},
): RawBuilder<SqlBool> {
  if (reach.all) return sql<SqlBool>`true`;
  const company = reach.company;
  if (!company) return sql<SqlBool>`false`;
  const ways: Expression<SqlBool>[] = reach.as.map((p) => sql<SqlBool>`${sql.ref(columns[p])} = ${company}`);
  if (reach.published && options.published) ways.push(options.published);
  if (ways.length === 0) return sql<SqlBool>`false`;
  const party = ways.length === 1 ? sql<SqlBool>`${ways[0]}` : sql<SqlBool>`(${sql.join(ways, sql` or `)})`;
  if (!reach.acting) return party;
  const named = sql.ref(columns[reach.acting.party]);
  const acting = reach.acting.orNobody
    ? sql<SqlBool>`(${named} is null or ${named} = ${reach.acting.company})`
    : sql<SqlBool>`${named} = ${reach.acting.company}`;
  return sql<SqlBool>`(${party} and ${acting})`;
}

/** Rows of this sharing the viewer may see: `.where(visibleTo(auth, LOCATION, { owner: 'l.companyUuid', … }))`. */
export const visibleTo = <P extends string>(
  viewer: Viewer,
  sharing: Sharing<P>,
  columns: PartyColumns<P>,
  options?: ScopeOptions,
) => reachSql(reachOf(viewer, sharing, 'see'), columns, options);

/** Rows of this sharing the viewer may change (updates and deletes: not found otherwise). */
export const changeableBy = <P extends string>(
  viewer: Viewer,
  sharing: Sharing<P>,
  columns: PartyColumns<P>,
) => reachSql(reachOf(viewer, sharing, 'change'), columns);

/** The reach over any sharing, for areas that keep it (count-cache keys, locks) before querying. */
export const reach = <P extends string>(viewer: Viewer, sharing: Sharing<P>, intent: Intent = 'see') =>
  reachOf(viewer, sharing, intent);

/**
 * Company-owned rows in short form (`OwnerScope`: null = every company, for lists and count
 * caches that key on it): the caller's.
 */
export const ownerScope = (viewer: Viewer): OwnerScope => ownerScopeOf(reachOf(viewer, OWNED));

/** The owner scope as a condition on the owner column: `.where(ownedBy(scope, 'd.ownerCompanyUuid'))`. */
export const ownedBy = (scope: OwnerScope, column: string) => reachSql(ownerReach(scope), { owner: column });
