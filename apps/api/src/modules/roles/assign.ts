import { itemsFromPolicies } from '@kolos/domain';
import { itemsBeyond, ROLE_ERRORS } from '@kolos/domain/roles';
import { USER_ERRORS } from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import * as q from './queries';

export interface RoleHolder {
  uuid: string;
  lastName: string;
  name: string;
  companyUuid: string | null;
}

/**
 * Gives a user a role (SPEC 6: roles are taken from the company's group). Nobody changes their own
 * role, the role must be one the user's company may assign (404 otherwise), and nobody hands out
 * rights they lack.
 */
export async function assignRole(db: Database, auth: AuthContext, user: RoleHolder, roleUuid: string) {
  if (user.uuid === auth.userUuid) throw forbidden(USER_ERRORS.selfRole);
  if (!user.companyUuid || !(await q.assignable(db, user.companyUuid, roleUuid))) {
    throw notFound(ROLE_ERRORS.notFound);
  }
  const role = await q.findRole(db, roleUuid);
  if (!role) throw notFound(ROLE_ERRORS.notFound);
  if (
    auth.userType !== 'admin' &&
    itemsBeyond(itemsFromPolicies(role.policies), auth.subject.policies).length
  ) {
    throw forbidden(ROLE_ERRORS.escalation);
  }
  await q.setUserRole(
    db,
    { uuid: user.uuid, name: `${user.lastName} ${user.name}`.trim(), companyUuid: user.companyUuid },
    roleUuid,
  );
}
