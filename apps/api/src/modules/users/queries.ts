import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/client';
import { farmerRelatedTo, NO_COMPANY, ownedBy } from '../../platform/scope';
import { countOf, latePage, likePattern, pageWithTotal } from '../../platform/list';

/** The part of the users table a caller sees. */
export interface UserScope {
  /** Every user (a platform admin). */
  all: boolean;
  /** The caller's own company: its people are managed by its staff. */
  companyUuid: string | null;
  /**
   * A super-user also sees the farmers related to the company, whom they may help by entering
   * their account (SPEC 6, ADR 0014).
   */
  withFarmers: boolean;
}

/**
 * Company scoping IN the query (on the alias `u`), by the one scope module (ADR 0062): rows
 * outside never come back, so they answer 404. A super-user's related farmers join by the one
 * relation of ADR 0014.
 */
export function inScope(scope: UserScope): RawBuilder<SqlBool> {
  const own = ownedBy(scope.all ? null : (scope.companyUuid ?? NO_COMPANY), 'u.companyUuid');
  if (scope.all || !scope.withFarmers || !scope.companyUuid) return own;
  const related = farmerRelatedTo(sql.ref('u.companyUuid'), scope.companyUuid);
  return sql<SqlBool>`(${own} or (u.user_type = 'farmer' and ${related}))`;
}

/** Users with their company and the role of their group (SPEC 7: the first item of the user's group). */
export function managedUsers(db: Database) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.uuid', 'u.companyUuid')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('groupRoles as gr')
          .innerJoin('roles as r', 'r.uuid', 'gr.roleUuid')
          .select(['r.uuid as roleUuid', 'r.name as roleName', 'r.policies'])
          .whereRef('gr.groupUuid', '=', 'u.uuid')
          .orderBy('gr.createdAt')
          .limit(1)
          .as('role'),
      (join) => join.onTrue(),
    )
    .select([
      'u.uuid',
      'u.phone',
      'u.lastName',
      'u.name',
      'u.surname',
      'u.notifyEmail',
      'u.userType',
      'u.isSuperUser',
      'u.active',
      'u.companyUuid',
      'c.name as companyName',
      'role.roleUuid',
      'role.roleName',
      'role.policies',
    ]);
}

export type ManagedUserRow = Awaited<ReturnType<ReturnType<typeof managedUsers>['executeTakeFirstOrThrow']>>;

/** The words of a search text: each must match some field. */
export const searchTerms = (any: string | undefined) => (any ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * A page of users: each word of the search matches names, phone, e-mail, organisation or role;
 * digits typed with spaces or dashes ('900 000-00') still find the phone. Ordered by name.
 */
export async function listUsers(
  db: Database,
  scope: UserScope,
  filter: { any?: string | undefined; companyUuid?: string | null | undefined; userType?: 'farmer' },
  paging: { offset: number; limit: number },
  total: (key: string, count: () => Promise<number>) => Promise<number>,
) {
  const words = searchTerms(filter.any);
  const key = JSON.stringify({ scope, filter });
  if (words.length === 0) {
    // Without a search every condition is on users alone: the page's uuids walk the name index,
    // the company and role are joined for those rows only, the total is counted on users alone.
    let ids = db.selectFrom('users as u').select('u.uuid').where(inScope(scope));
    if (filter.companyUuid) ids = ids.where('u.companyUuid', '=', filter.companyUuid);
    if (filter.userType) ids = ids.where('u.userType', '=', filter.userType);
    return latePage(
      ids.orderBy('u.lastName').orderBy('u.name').orderBy('u.uuid'),
      { query: managedUsers(db), uuid: 'u.uuid' },
      paging,
      () => total(key, () => countOf(ids)),
    );
  }
  let q = managedUsers(db).where(inScope(scope));
  if (filter.companyUuid) q = q.where('u.companyUuid', '=', filter.companyUuid);
  if (filter.userType) q = q.where('u.userType', '=', filter.userType);
  for (const word of words) {
    const p = likePattern(word);
    const digits = word.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('u.lastName', 'ilike', p),
        eb('u.name', 'ilike', p),
        eb('u.surname', 'ilike', p),
        eb('u.notifyEmail', 'ilike', p),
        eb('u.phone', 'ilike', digits.length >= 3 ? likePattern(digits) : p),
        eb('c.name', 'ilike', p),
        eb('role.roleName', 'ilike', p),
      ]),
    );
  }
  const list = q.orderBy('u.lastName').orderBy('u.name').orderBy('u.uuid');
  return pageWithTotal(list, paging, () => total(key, () => countOf(list)));
}

export const findUserByPhone = (db: Database, phone: string) =>
  db
    .selectFrom('users')
    .select(['uuid', 'active', 'userType', 'companyUuid'])
    .where('phone', '=', phone)
    .executeTakeFirst();

export const phoneTaken = async (db: Database, phone: string, exceptUuid?: string) => {
  let q = db.selectFrom('users').select('uuid').where('phone', '=', phone);
  if (exceptUuid) q = q.where('uuid', '<>', exceptUuid);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The given users inside the caller's management scope; the ones outside simply do not come back. */
export const usersInScope = (db: Database, uuids: string[], scope: UserScope) =>
  db
    .selectFrom('users as u')
    .select(['u.uuid', 'u.isSuperUser', 'u.active', 'u.companyUuid', 'u.notifyEmail', 'u.userType'])
    .where('u.uuid', 'in', uuids)
    .where(inScope(scope))
    .execute();

export async function setActive(db: Database, uuids: string[], active: boolean) {
  await db.updateTable('users').set({ active, updatedAt: new Date() }).where('uuid', 'in', uuids).execute();
}

export const companyOf = (db: Database, uuid: string) =>
  db.selectFrom('companies').select(['uuid', 'name', 'userType']).where('uuid', '=', uuid).executeTakeFirst();

/** Earlier reset links stop working when a new one is sent. */
export async function spendResetTokens(db: Database, userUuid: string, purpose: string) {
  await db
    .updateTable('onetimeTokens')
    .set({ usedAt: new Date() })
    .where('userUuid', '=', userUuid)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** A link that still works, without spending it. */
export const liveResetToken = (db: Database, tokenHash: string, purpose: string) =>
  db
    .selectFrom('onetimeTokens as t')
    .innerJoin('users as u', 'u.uuid', 't.userUuid')
    .select(['u.phone', 'u.active'])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.purpose', '=', purpose)
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', new Date())
    .executeTakeFirst();
