import { USER_ERRORS } from '@kolos/domain/users';
import { isFarmerRelatedTo } from '../../platform/scope';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { forbidden } from '../../platform/errors';
import { writeAudit } from '../../platform/audit';
import { startSession } from '../auth';
import * as q from './queries';

export const IMPERSONATION_ACTION = 'impersonation';

/** GET /user/super/check. An impersonated session is never a super-user's, whoever opened it. */
export const superCheck = (auth: AuthContext) => ({ isSuperUser: auth.isSuperUser });

/**
 * GET /user/super/phone-token/{phone} (SPEC 6 'Войти под этим пользователем'): a short-lived
 * session of a farmer for a super-user, carrying who acts (`act`). A purchaser's super-user
 * enters only farmers related to his company, and the session is limited to it (ADR 0014).
 * Anything else — not a super-user, an unknown phone, a non-farmer, a deactivated or unrelated
 * farmer — is the same 403, so the call tells nothing about who is registered. Every use is
 * written to the audit log.
 */
export async function phoneToken(deps: Deps, auth: AuthContext, phone: string, meta: RequestMeta) {
  if (!auth.isSuperUser) throw forbidden();
  const target = await q.findUserByPhone(deps.db, phone);
  if (!target || !target.active || target.userType !== 'farmer' || !(await mayEnter(deps, auth, target)))
    throw forbidden(USER_ERRORS.impersonationDenied);
  // The session and its audit record commit together: no session opened without its record.
  const pair = await deps.db.transaction().execute(async (trx) => {
    const opened = await startSession({ ...deps, db: trx }, target, 'impersonation', meta, auth.userUuid);
    await writeAudit(trx, {
      action: IMPERSONATION_ACTION,
      actorUuid: auth.userUuid,
      targetUuid: target.uuid,
      ip: meta.ip,
      detail: { phone, userAgent: meta.userAgent, actorCompanyUuid: auth.companyUuid },
    });
    return opened;
  });
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token };
}

/** The platform admin enters any farmer; a purchaser's super-user those related to his company. */
async function mayEnter(deps: Deps, auth: AuthContext, target: { companyUuid: string | null }) {
  if (auth.userType === 'admin') return true;
  if (!auth.companyUuid || !target.companyUuid) return false;
  return isFarmerRelatedTo(deps.db, target.companyUuid, auth.companyUuid);
}
