import { ZERO_UUID } from '../common/constants';
import type { UserType } from './rights';

/*
 * ADR 0062. One answer to "may this user see / change this row", for rows one company owns and
 * for rows several companies take part in (a seller, a buyer, a third party). A kind of row
 * declares how it is shared (`Sharing`); `reachOf` turns the caller and that declaration into a
 * `Reach`, which the API turns into SQL (apps/api/src/platform/scope) and `mayReach` applies to a
 * row already loaded — both from the same Reach, so the query and the UI cannot disagree.
 */

/** Who asks: the API's AuthContext and the web's session user both fit. */
export interface Viewer {
  userType: UserType;
  companyUuid: string | null;
  /**
   * On a session a purchaser's super-user opened as a farmer: his company (ADR 0014). Such a
   * session reaches only rows that name that company where the sharing says (`acting`).
   */
  actingForCompanyUuid?: string | null | undefined;
}

/** Which user types' companies may stand in a party: 'any', or a list. */
export type PartyTypes = 'any' | readonly UserType[];

/** How one kind of row is shared. `P` names its parties, each a column holding a company uuid. */
export interface Sharing<P extends string> {
  parties: Readonly<Record<P, PartyTypes>>;
  /** The parties that may change the row; the rest only see it. Default: every party. */
  changedBy?: readonly P[];
  /** A row marked published is also seen (never changed) by these user types' companies. */
  publishedTo?: readonly UserType[];
  /**
   * Inside an impersonated session (ADR 0014) the row must name the acting company in this party;
   * `orNobody`: or name nobody there (the farmer's own entry).
   */
  acting?: { party: P; orNobody?: boolean };
}

export type Intent = 'see' | 'change';

/** What one caller reaches of one kind of row: decided once, applied in SQL or to a loaded row. */
export type Reach<P extends string> =
  | { all: true }
  | {
      all: false;
      /** The caller's company; null reaches nothing. */
      company: string | null;
      /** The parties in which the caller's company gives access. */
      as: readonly P[];
      /** Published rows count too. */
      published: boolean;
      /** Every row must also name the acting company in this party. */
      acting: { party: P; company: string; orNobody: boolean } | null;
    };

/** The caller's reach over one kind of row: a platform admin every row; anyone else by party. */
export function reachOf<P extends string>(
  viewer: Viewer,
  sharing: Sharing<P>,
  intent: Intent = 'see',
): Reach<P> {
  if (viewer.userType === 'admin') return { all: true };
  const parties = Object.keys(sharing.parties) as P[];
  const writers = intent === 'change' ? (sharing.changedBy ?? parties) : parties;
  const as = parties.filter((p) => writers.includes(p) && standsIn(sharing.parties[p], viewer.userType));
  const acting = viewer.actingForCompanyUuid && sharing.acting;
  return {
    all: false,
    company: viewer.companyUuid,
    as,
    published: intent === 'see' && (sharing.publishedTo ?? []).includes(viewer.userType),
    acting: acting
      ? { party: acting.party, company: viewer.actingForCompanyUuid!, orNobody: acting.orNobody === true }
      : null,
  };
}

const standsIn = (types: PartyTypes, userType: UserType) => types === 'any' || types.includes(userType);

/** A loaded row as the sharing sees it: the company in each party, and whether it is published. */
export type PartyRow<P extends string> = Readonly<Partial<Record<P, string | null>>> & {
  readonly published?: boolean;
};

/** Does the reach cover the row? The same rule `reachSql` writes as SQL. */
export function mayReach<P extends string>(reach: Reach<P>, row: PartyRow<P>): boolean {
  if (reach.all) return true;
  if (!reach.company) return false;
  const party = reach.as.some((p) => row[p] === reach.company) || (reach.published && row.published === true);
  if (!party || !reach.acting) return party;
  const named = row[reach.acting.party] ?? null;
  return named === reach.acting.company || (reach.acting.orNobody && named === null);
}

/** May the viewer see the row? (Rows already loaded, and the UI deciding what to show.) */
export const canSee = <P extends string>(viewer: Viewer, sharing: Sharing<P>, row: PartyRow<P>) =>
  mayReach(reachOf(viewer, sharing, 'see'), row);

/** May the viewer change the row? */
export const canChange = <P extends string>(viewer: Viewer, sharing: Sharing<P>, row: PartyRow<P>) =>
  mayReach(reachOf(viewer, sharing, 'change'), row);

/**
 * The company-owned case in its short form, for areas whose lists and count caches key on it:
 * null for every company (a platform admin), else the one company whose rows the caller reaches
 * (`NO_COMPANY` when he has none, which matches no row).
 */
export type OwnerScope = string | null;

/** A uuid no company has: the owner scope of a caller without a company. */
export const NO_COMPANY = ZERO_UUID;

export function ownerScopeOf(reach: Reach<string>): OwnerScope {
  if (reach.all) return null;
  return reach.company && reach.as.length > 0 ? reach.company : NO_COMPANY;
}

/** The Reach an owner scope stands for, on a sharing with the single party 'owner'. */
export const ownerReach = (scope: OwnerScope): Reach<'owner'> =>
  scope === null
    ? { all: true }
    : { all: false, company: scope, as: ['owner'], published: false, acting: null };
