import { policyFromWire, type Policy, type UserType, type WirePolicy } from '@kolos/domain';
import { ApiError } from '../api/api-error';
import { http } from '../api/http';
import { service } from '../api/service';

/** GET /user/{uuid} (SPEC 3 Session user). */
export interface WireSessionUser {
  uuid: string;
  phone: string;
  lastName: string;
  name: string;
  surname: string | null;
  notifyEmail: string | null;
  userType: UserType;
  isSuperUser: boolean;
  active: boolean;
  companyUuid: string | null;
  company: { name: string } | null;
  roles: string[];
  role: { roleUuid: string; name: string; roles: WirePolicy[] } | null;
  /** Present when the session is an impersonation: the acting super-user. */
  actorUuid?: string;
}

/** The signed-in user with the policies of their group's role. */
export interface SessionUser extends WireSessionUser {
  policies: Policy[];
  /** The role that gave the policies; 'not setup' when it could not be found (SPEC 3 Role). */
  roleName: string | null;
}

interface GroupReply {
  uuid: string;
  name: string;
  companyUuid: string | null;
  groups: { uuid: string; name: string; roleUuid: string }[];
}

interface RoleReply {
  uuid: string;
  name: string;
  policies: WirePolicy[];
}

const users = service('users');
const roles = service('roles');

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** SPEC 4 Login: roles are loaded by the company group — group → its role → the role's policies. */
async function loadPolicies(uuid: string): Promise<{ policies: Policy[]; roleName: string | null }> {
  let group: GroupReply;
  try {
    group = await roles(() => http.get<GroupReply>(`/groups/${uuid}`));
  } catch (error) {
    if (isNotFound(error)) return { policies: [], roleName: null };
    throw error;
  }
  const roleUuid = group.groups[0]?.roleUuid;
  if (!roleUuid) return { policies: [], roleName: null };
  try {
    const role = await roles(() => http.get<RoleReply>(`/roles/${roleUuid}`));
    return { policies: role.policies.map(policyFromWire), roleName: role.name };
  } catch (error) {
    if (isNotFound(error)) return { policies: [], roleName: 'not setup' };
    throw error;
  }
}

export async function loadSessionUser(uuid: string): Promise<SessionUser> {
  const user = await users(() => http.get<WireSessionUser>(`/user/${uuid}`));
  const { policies, roleName } = await loadPolicies(uuid);
  return { ...user, policies, roleName };
}

/** 'Фамилия Имя Отчество'. */
export function fullName(user: Pick<WireSessionUser, 'lastName' | 'name' | 'surname'>): string {
  return [user.lastName, user.name, user.surname].filter(Boolean).join(' ');
}
