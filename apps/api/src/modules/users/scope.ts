import { whyNotManage, type ManagedTarget } from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import type { UserScope } from './queries';

export const isAdmin = (auth: AuthContext) => auth.userType === 'admin';

/** Whom the caller may change: their own company's people; a platform admin everyone. */
export const manageScope = (auth: AuthContext): UserScope => ({
  all: isAdmin(auth),
  companyUuid: auth.companyUuid,
  withFarmers: false,
});

/** Whom the caller may see in lists: as above, and a super-user also the farmers he may enter (SPEC 6). */
export const viewScope = (auth: AuthContext): UserScope => ({
  ...manageScope(auth),
  withFarmers: auth.isSuperUser,
});

/**
 * The shared rule of who changes whom (the web form shows the same): after the scope above, it
 * leaves a super-user to a platform admin or another super-user — no takeover from below.
 */
export function assertMayTouch(auth: AuthContext, targets: ManagedTarget[]): void {
  const reason = targets.map((t) => whyNotManage(auth, t)).find((r) => r !== null);
  if (reason) throw forbidden(reason);
}
