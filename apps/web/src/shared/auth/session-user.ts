import { policyFromWire, REGISTRATION_ROUTES, type Policy, type WirePolicy } from '@kolos/domain';
import { sessionUserSchema, type WireSessionUser } from '@kolos/domain/users';
import { ApiError } from '../api/api-error';
import { http } from '../api/http';
import { service } from '../api/service';

/** GET /user/{uuid} (SPEC 3 Session user): the shape is domain's, checked on arrival. */
export type { WireSessionUser };

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

const NO_ROLE = { policies: [] as Policy[], roleName: null };

export type SessionScope = 'full' | 'registration' | 'impersonation';

/** SPEC 4 Login: a one-time link gives full access to the five Registration routes only. */
const REGISTRATION_POLICIES: Policy[] = REGISTRATION_ROUTES.map((routeName) => ({
  resource: { routeName, params: [] },
  accessRights: ['*'],
}));

/**
 * Loads the user of the session and their policies. The scope comes from the access token:
 * a registration session holds the registration routes only; only a full session is a super-user.
 */
export async function loadSessionUser(
  uuid: string,
  scope: SessionScope = 'full',
  tokenRoles: readonly string[] = [],
): Promise<SessionUser> {
  const user = async () => sessionUserSchema.parse(await users(() => http.get(`/user/${uuid}`)));
  if (scope === 'registration') {
    const registering = await user();
    return {
      ...registering,
      userType: registering.userType === 'admin' ? 'farmer' : registering.userType,
      isSuperUser: false,
      policies: REGISTRATION_POLICIES,
      roleName: 'registration',
    };
  }
  // The user and their role's rights side by side: one round trip less before the first page. The
  // platform admin belongs to no role group (SPEC 6: the admin may do everything): not asked for.
  const [signedIn, { policies, roleName }] = await Promise.all([
    user(),
    tokenRoles.includes('admin') ? NO_ROLE : loadPolicies(uuid),
  ]);
  return { ...signedIn, isSuperUser: signedIn.isSuperUser && scope === 'full', policies, roleName };
}

/** 'Фамилия Имя Отчество'. */
export function fullName(user: Pick<WireSessionUser, 'lastName' | 'name' | 'surname'>): string {
  return [user.lastName, user.name, user.surname].filter(Boolean).join(' ');
}
