import { USER_ERRORS } from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { writeAudit } from '../../platform/audit';
import { startSession } from '../auth/service';
import * as q from './queries';

export const IMPERSONATION_ACTION = 'impersonation';

/** GET /user/super/check. An impersonated session is never a super-user's, whoever opened it. */
export const superCheck = (auth: AuthContext) => ({ isSuperUser: auth.isSuperUser });

/**
 * GET /user/super/phone-token/{phone} (SPEC 6 'Войти под этим пользователем'): a short-lived
 * session of a farmer for a super-user, carrying who acts (`act`). Anything else — not a
 * super-user, an unknown phone, a non-farmer, a deactivated farmer — is 403, so the call tells
 * nothing about who is registered. Every use is written to the audit log.
 */
export async function phoneToken(deps: Deps, auth: AuthContext, phone: string, meta: RequestMeta) {
  if (!auth.isSuperUser) throw forbidden();
  const target = await q.findUserByPhone(deps.db, phone);
  if (!target || !target.active || target.userType !== 'farmer')
    throw forbidden(USER_ERRORS.impersonationDenied);
  const pair = await startSession(deps, target, 'impersonation', meta, auth.userUuid);
  await writeAudit(deps.db, {
    action: IMPERSONATION_ACTION,
    actorUuid: auth.userUuid,
    targetUuid: target.uuid,
    ip: meta.ip,
    detail: { phone, userAgent: meta.userAgent, actorCompanyUuid: auth.companyUuid },
  });
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token };
}
