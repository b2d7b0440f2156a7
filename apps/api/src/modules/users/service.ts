import { canAccess, policyToWire } from '@kolos/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findUserWithRole } from './queries';

/**
 * SPEC 3 Session user / Managed user. Anyone reads themselves; reading others needs the users
 * list right, and a purchaser only ever reaches their own company's people (404 otherwise).
 */
export async function getUser(deps: Deps, auth: AuthContext, uuid: string) {
  const self = uuid === auth.userUuid;
  if (!self && !canAccess(auth.subject, 'UsersList') && !canAccess(auth.subject, 'EmployeesList'))
    throw notFound();
  const row = await findUserWithRole(deps.db, uuid);
  if (!row) throw notFound('Пользователь не найден');
  if (!self && auth.userType !== 'admin' && row.companyUuid !== auth.companyUuid)
    throw notFound('Пользователь не найден');
  return {
    uuid: row.uuid,
    phone: row.phone,
    lastName: row.lastName,
    name: row.name,
    surname: row.surname,
    notifyEmail: row.notifyEmail,
    userType: row.userType,
    isSuperUser: row.isSuperUser,
    active: row.active,
    companyUuid: row.companyUuid,
    company: row.companyName ? { name: row.companyName } : null,
    roles: [row.userType, ...(row.roleName ? [row.roleName] : [])],
    role: row.roleUuid
      ? { roleUuid: row.roleUuid, name: row.roleName ?? '', roles: (row.policies ?? []).map(policyToWire) }
      : null,
    ...(self && auth.actorUuid ? { actorUuid: auth.actorUuid } : {}),
  };
}
