import { canAccess } from '@kolos/domain';
import { ROLE_ERRORS } from '@kolos/domain/roles';
import { USER_ERRORS } from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { assertMayTouch, inScope, isAdmin, manageScope, managedUsers } from '../../platform/scope';
import { assignRole } from './assign';
import * as q from './queries';

/**
 * SPEC 7 groups. A company's group (uuid = company uuid) holds the roles the company may assign;
 * a user's group (uuid = user uuid) holds the one role the user has. Users' groups are changed by
 * staff with the users right, inside their company; companies' groups by a platform admin only.
 */

/** GET /groups/{id}: one's own group and company group; staff also their company's users' groups. */
export async function getGroup(deps: Deps, auth: AuthContext, uuid: string) {
  const group = await q.findGroup(deps.db, uuid);
  const staff = canAccess(auth.subject, 'UsersList') || canAccess(auth.subject, 'UsersView');
  const visible =
    group &&
    (isAdmin(auth) ||
      uuid === auth.userUuid ||
      uuid === auth.companyUuid ||
      (staff && group.companyUuid !== null && group.companyUuid === auth.companyUuid));
  if (!group || !visible) throw notFound(ROLE_ERRORS.groupNotFound);
  const roles = await q.groupRoles(deps.db, uuid);
  return {
    uuid: group.uuid,
    name: group.name,
    companyUuid: group.companyUuid,
    groups: roles.map((r) => ({ uuid: r.groupUuid, name: r.name, roleUuid: r.roleUuid })),
  };
}

async function managedUser(db: Database, auth: AuthContext, uuid: string) {
  const user = await managedUsers(db)
    .where('u.uuid', '=', uuid)
    .where(inScope(manageScope(auth)))
    .executeTakeFirst();
  if (!user) throw notFound(USER_ERRORS.notFound);
  assertMayTouch(auth, [user]);
  return user;
}

function assertCompanyGroupAdmin(auth: AuthContext) {
  if (!isAdmin(auth)) throw forbidden(ROLE_ERRORS.companyGroup);
}

/** POST /group: employee creation makes the user's group with its role (SPEC 7). */
export async function createGroups(
  deps: Deps,
  auth: AuthContext,
  groups: { uuid: string; name: string; roleUuid: string }[],
) {
  await deps.db.transaction().execute(async (trx) => {
    for (const g of groups) {
      const user = await managedUser(trx, auth, g.uuid);
      await q.ensureGroup(trx, {
        uuid: user.uuid,
        name: g.name || `${user.lastName} ${user.name}`,
        companyUuid: user.companyUuid,
      });
      if (user.roleUuid !== g.roleUuid) await assignRole(trx, auth, user, g.roleUuid);
    }
  });
  return { uuids: groups.map((g) => g.uuid) };
}

/**
 * POST and PUT /group/role: a user's group gets the role (replacing the one held); a company's
 * group gets one more assignable role — its own or a platform role.
 */
export async function setGroupRoles(
  deps: Deps,
  auth: AuthContext,
  pairs: { roleUuid: string; groupUuid: string }[],
) {
  await deps.db.transaction().execute(async (trx) => {
    for (const { roleUuid, groupUuid } of pairs) {
      const kind = await q.groupKind(trx, groupUuid);
      if (kind === 'user') {
        const user = await managedUser(trx, auth, groupUuid);
        if (user.roleUuid !== roleUuid) await assignRole(trx, auth, user, roleUuid);
      } else if (kind === 'company') {
        assertCompanyGroupAdmin(auth);
        const role = await q.findRole(trx, roleUuid);
        if (!role || (role.companyUuid !== null && role.companyUuid !== groupUuid))
          throw notFound(ROLE_ERRORS.notFound);
        const company = await trx
          .selectFrom('companies')
          .select('name')
          .where('uuid', '=', groupUuid)
          .executeTakeFirstOrThrow();
        await q.ensureGroup(trx, { uuid: groupUuid, name: company.name, companyUuid: groupUuid });
        await q.addGroupRole(trx, groupUuid, roleUuid);
      } else {
        throw notFound(ROLE_ERRORS.groupNotFound);
      }
    }
  });
  return { ok: true };
}

/**
 * DELETE /group/roles: takes a role from a user (who then has none) or a platform role from a
 * company's group. A company's own roles always stay assignable.
 */
export async function removeGroupRoles(
  deps: Deps,
  auth: AuthContext,
  pairs: { roleUuid: string; groupUuid: string }[],
) {
  await deps.db.transaction().execute(async (trx) => {
    for (const p of pairs) {
      const kind = await q.groupKind(trx, p.groupUuid);
      if (kind === 'user') {
        await managedUser(trx, auth, p.groupUuid);
        if (p.groupUuid === auth.userUuid) throw forbidden(USER_ERRORS.selfRole);
      } else if (kind === 'company') {
        assertCompanyGroupAdmin(auth);
        const role = await q.findRole(trx, p.roleUuid);
        if (role?.companyUuid === p.groupUuid)
          throw conflict('Собственные роли организации всегда доступны для назначения');
      } else {
        throw notFound(ROLE_ERRORS.groupNotFound);
      }
    }
    await q.removeGroupRoles(trx, pairs);
  });
  return { ok: true };
}

/** DELETE /group/{id}: a user's group goes (the user is left without a role); a company's never. */
export async function deleteGroup(deps: Deps, auth: AuthContext, uuid: string) {
  const kind = await q.groupKind(deps.db, uuid);
  if (kind === 'company') {
    assertCompanyGroupAdmin(auth);
    throw conflict('Группу организации удалить нельзя');
  }
  if (kind !== 'user' || !(await q.findGroup(deps.db, uuid))) throw notFound(ROLE_ERRORS.groupNotFound);
  await managedUser(deps.db, auth, uuid);
  if (uuid === auth.userUuid) throw forbidden(USER_ERRORS.selfRole);
  await q.deleteGroup(deps.db, uuid);
  return { ok: true };
}
