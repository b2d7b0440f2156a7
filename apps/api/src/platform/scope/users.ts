import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { whyNotManage, type ManagedTarget } from '@kolos/domain/users';
import { NO_COMPANY } from '@kolos/domain';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/context';
import { forbidden } from '../errors';
import { farmerRelatedTo } from './relations';
import { ownedBy, ownerScope } from './sql';

/*
 * Whom a caller sees and changes among the users. The users area and the roles' groups (a user's
 * role) ask the same question, so it is answered here, below both (ADR 0072).
 */

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

export const isAdmin = (auth: AuthContext) => auth.userType === 'admin';

/** Whom the caller may change: their own company's people; a platform admin everyone (ADR 0062). */
export const manageScope = (auth: AuthContext): UserScope => ({
  all: ownerScope(auth) === null,
  companyUuid: auth.companyUuid,
  withFarmers: false,
});

/** Whom the caller may see in lists: as above, and a super-user also the farmers he may enter (SPEC 6). */
export const viewScope = (auth: AuthContext): UserScope => ({
  ...manageScope(auth),
  withFarmers: auth.isSuperUser,
});

/**
 * The shared rule of who changes whom (domain's whyNotManage / canManageUser, which the web form
 * and the people list apply too): after the scope above, it
 * leaves a super-user to a platform admin or another super-user — no takeover from below.
 */
export function assertMayTouch(auth: AuthContext, targets: ManagedTarget[]): void {
  const reason = targets.map((t) => whyNotManage(auth, t)).find((r) => r !== null);
  if (reason) throw forbidden(reason);
}
