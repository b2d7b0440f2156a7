import { whyNotManage, type ManagedTarget } from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import { ownerScope } from '../../platform/scope';
import type { UserScope } from './queries';

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
