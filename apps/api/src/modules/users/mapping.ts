import { managedUserRoles, type ManagedUser } from '@kolos/domain/users';
import type { ManagedUserRow } from '../../platform/scope';

/** SPEC 3 Managed user from a row of `managedUsers`. */
export function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    uuid: row.uuid,
    lastName: row.lastName,
    name: row.name,
    surname: row.surname,
    notifyEmail: row.notifyEmail,
    phone: row.phone,
    active: row.active,
    roles: managedUserRoles(row.userType, row.roleName),
    groupRoleName: row.roleName ?? '',
    roleUuid: row.roleUuid,
    company: row.companyName ? { name: row.companyName } : null,
    companyUuid: row.companyUuid,
    userType: row.userType,
    isSuperUser: row.isSuperUser,
  };
}
