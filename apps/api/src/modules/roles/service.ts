import { policyToWire, ROLE_NOT_SETUP } from '@kolos/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as q from './queries';

const isAdmin = (auth: AuthContext) => auth.userType === 'admin';

/** SPEC 3 Role: a lookup that finds nothing answers the name 'not setup'. */
export async function getRole(deps: Deps, auth: AuthContext, uuid: string) {
  const role = await q.findRole(deps.db, uuid);
  const visible =
    role && (isAdmin(auth) || role.companyUuid === null || role.companyUuid === auth.companyUuid);
  if (!role || !visible) return { uuid, name: ROLE_NOT_SETUP, policies: [] };
  return {
    uuid: role.uuid,
    name: role.name,
    companyUuid: role.companyUuid,
    policies: role.policies.map(policyToWire),
  };
}

/**
 * SPEC 7 GET /groups/{id}: the company's group lists the roles it may assign; a user's group holds
 * the user's role. A caller reaches only their own group, their company's, and — for staff —
 * the groups of their company's users.
 */
export async function getGroup(deps: Deps, auth: AuthContext, uuid: string) {
  const group = await q.findGroup(deps.db, uuid);
  if (!group) throw notFound('Группа не найдена');
  const own = uuid === auth.userUuid || uuid === auth.companyUuid;
  if (!own && !isAdmin(auth) && group.companyUuid !== auth.companyUuid) throw notFound('Группа не найдена');
  const roles = await q.groupRoles(deps.db, uuid);
  return {
    uuid: group.uuid,
    name: group.name,
    companyUuid: group.companyUuid,
    groups: roles.map((r) => ({ uuid: r.groupUuid, name: r.name, roleUuid: r.roleUuid })),
  };
}
