import { USER_ERRORS } from '@kolos/domain/users';
import { formatPhone } from '@kolos/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { writeAudit } from '../../platform/audit';
import { hashPassword, hashToken } from '../../platform/crypto';
import { hitRateLimit } from '../../platform/rate-limit';
import { assertMayTouch, manageScope } from '../../platform/scope';
import { issueOnetimeToken, revokeUserSessions, takeOnetimeToken } from '../auth';
import * as q from './queries';

export const RESET_PURPOSE = 'password-reset';
/** Resets asked for one user per hour: enough for a typo, too few to flood their mailbox. */
const RESETS_PER_USER_HOUR = 5;

/**
 * POST /resetpwd-company-user (SPEC 2.5, 8): e-mails the user a single-use link that expires.
 * Asking again spends the earlier links, so only the newest one works.
 */
export async function requestPasswordReset(deps: Deps, auth: AuthContext, uuid: string, meta: RequestMeta) {
  const [user] = await q.usersInScope(deps.db, [uuid], manageScope(auth));
  if (!user) throw notFound(USER_ERRORS.notFound);
  assertMayTouch(auth, [user]);
  const to = user.notifyEmail;
  if (!to) throw conflict(USER_ERRORS.noEmail);
  await hitRateLimit(deps.db, `pwreset:${uuid}`, RESETS_PER_USER_HOUR, 3600);
  const hours = deps.config.PASSWORD_RESET_TTL_HOURS;
  // The new link, its e-mail (ADR 0060) and the audit record commit together.
  await deps.db.transaction().execute(async (trx) => {
    await q.spendResetTokens(trx, uuid, RESET_PURPOSE);
    const token = await issueOnetimeToken({ ...deps, db: trx }, uuid, RESET_PURPOSE, hours * 3600);
    const link = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/password-reset/${token}`;
    await deps.mail.send(trx, {
      to,
      subject: 'Колос: смена пароля',
      text: [
        'Здравствуйте!',
        '',
        'Администратор вашей организации сбросил пароль вашей учётной записи в Колосе.',
        `Задайте новый пароль по ссылке (она действует ${hours} ч и открывается один раз):`,
        link,
        '',
        'Если вы не ждали этого письма, сообщите администратору вашей организации.',
      ].join('\n'),
    });
    await writeAudit(trx, {
      action: 'password-reset',
      actorUuid: auth.userUuid,
      targetUuid: uuid,
      ip: meta.ip,
    });
  });
  return { ok: true };
}

/** The reset page asks first whether its link still works, so a dead link says so at once. */
export async function checkResetToken(deps: Deps, token: string, meta: RequestMeta) {
  await hitRateLimit(deps.db, `ip:pwreset:${meta.ip}`, deps.config.RATE_LIMIT_IP_PER_MINUTE, 60);
  const row = await q.liveResetToken(deps.db, hashToken(token), RESET_PURPOSE);
  if (!row?.active) throw notFound(USER_ERRORS.resetLinkInvalid);
  return { phone: formatPhone(row.phone) };
}

/** Sets the new password, spends the link and ends every session the user had. */
export async function completePasswordReset(deps: Deps, token: string, password: string, meta: RequestMeta) {
  await hitRateLimit(deps.db, `ip:pwreset:${meta.ip}`, deps.config.RATE_LIMIT_IP_PER_MINUTE, 60);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const taken = await takeOnetimeToken(trx, hashToken(token), RESET_PURPOSE);
    if (!taken) throw badRequest(USER_ERRORS.resetLinkInvalid);
    const [user] = await q.usersInScope(trx, [taken.userUuid], {
      all: true,
      companyUuid: null,
      withFarmers: false,
    });
    if (!user?.active) throw new AppError('USER_INACTIVE');
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: new Date() })
      .where('uuid', '=', taken.userUuid)
      .execute();
    await revokeUserSessions(trx, [taken.userUuid]);
  });
  return { ok: true };
}
