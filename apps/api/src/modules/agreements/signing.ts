import { AGREEMENT_MSG, maskPhone, type SignCodeReply } from '@kolos/domain/agreements';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isRightCode, judgeCode, newOneTimeCode, type CodeRefusals } from '../../platform/one-time-code';
import { countHit, rateLimitHit } from '../../platform/rate-limit';
import { moveStatus } from '../../platform/status-machine';
import { sha256Hex } from './hash';
import * as q from './queries';
import { farmerCompanyOf, findAgreement } from './service';
import { AGREEMENT_STATUS } from './status';
import { agreementWire } from './wire';

/** The login's refusals, but too many tries is a 429 here (issue 19's brief), as a rate limit. */
const SIGN_REFUSALS: CodeRefusals = {
  unknown: () => new AppError('BAD_CODE', AGREEMENT_MSG.codeFirst),
  expired: () => new AppError('CODE_EXPIRED', AGREEMENT_MSG.codeExpired),
  exceeded: () => new AppError('TOO_MANY_REQUESTS', AGREEMENT_MSG.attemptsExceeded),
  wrong: (left) => new AppError('BAD_CODE', AGREEMENT_MSG.badCode(left), { attemptsLeft: left }),
};

/**
 * The agreement the caller may sign: his farm's, not yet signed, on the purchaser's current
 * version, and he is himself — a session opened under his name by someone else (impersonation)
 * signs nothing.
 */
async function signable(deps: Deps, auth: AuthContext, uuid: string) {
  const farmerUuid = farmerCompanyOf(auth);
  if (auth.actorUuid !== null || auth.scope === 'impersonation') throw forbidden(AGREEMENT_MSG.signerOnly);
  const row = await findAgreement(deps, auth, uuid);
  if (row.farmerCompanyUuid !== farmerUuid) throw notFound(AGREEMENT_MSG.notFound);
  if (row.status === 'AGREEMENT_CONTRACT_SIGNED') throw conflict(AGREEMENT_MSG.alreadySigned);
  // Only the purchaser's current version is signed: an older one offered before a new version was
  // published stays unsigned (ADR 0089); the farmer opens the current one and signs that.
  const latest = await q.latestTemplate(deps.db, row.purchaserCompanyUuid);
  if (latest?.uuid !== row.templateUuid) throw conflict(AGREEMENT_MSG.outdatedVersion);
  const signer = await q.findSigner(deps.db, auth.userUuid);
  if (!signer) throw forbidden();
  return { row, signer };
}

/**
 * POST /agreement/{uuid}/sign-code: a code by SMS to the signer's own phone, with the login's
 * limits (ADR 0003): per address a minute, per phone an hour, one code per OTP_RESEND_SECONDS.
 * A new code voids the earlier ones.
 */
export async function sendSignCode(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  meta: RequestMeta,
): Promise<SignCodeReply> {
  const { config, db } = deps;
  const { row, signer } = await signable(deps, auth, uuid);
  await countHit(db, rateLimitHit(`ip:sign-code:${meta.ip}`, config.RATE_LIMIT_IP_PER_MINUTE, 60));
  const last = await q.lastCodeAt(db, uuid, signer.uuid);
  const waited = last ? (Date.now() - new Date(last.createdAt).getTime()) / 1000 : Infinity;
  if (waited < config.OTP_RESEND_SECONDS) {
    const retryAfterSeconds = Math.max(1, Math.ceil(config.OTP_RESEND_SECONDS - waited));
    throw new AppError('RESEND_TOO_EARLY', `Новый код можно запросить через ${retryAfterSeconds} с`, {
      retryAfterSeconds,
    });
  }
  await countHit(db, rateLimitHit(`phone:sign-code:${signer.phone}`, config.RATE_LIMIT_PHONE_PER_HOUR, 3600));
  const codeUuid = newId();
  const { code, codeHash, expiresAt } = newOneTimeCode(config, codeUuid);
  await db.transaction().execute(async (trx) => {
    await q.insertSignCode(trx, {
      uuid: codeUuid,
      agreementUuid: uuid,
      userUuid: signer.uuid,
      phone: signer.phone,
      codeHash,
      expiresAt,
      ip: meta.ip,
    });
    await writeAudit(trx, {
      action: 'agreement.sign-code',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip: meta.ip,
      detail: { phone: maskPhone(signer.phone) },
    });
  });
  await deps.sms.send(db, {
    to: signer.phone,
    text: AGREEMENT_MSG.codeSms(code, `«${row.purchaserCompanyName}»`),
    code,
    idempotencyKey: `agreement-sign-code:${codeUuid}`,
  });
  return {
    phone: maskPhone(signer.phone),
    codeLength: config.OTP_LENGTH,
    expiresInSeconds: config.OTP_TTL_SECONDS,
    resendAfterSeconds: config.OTP_RESEND_SECONDS,
  };
}

/**
 * PUT /agreement/{uuid} {status: SIGNED, code}: a wrong code spends one of the latest code's tries
 * (a statement of its own, so a wrong try stays counted); a right one spends none and signs in one
 * transaction — the compare-and-swap of the status (of two at once one wins, the other 409), the
 * code spent while it is live with tries left, the signature record, history and audit.
 */
export async function signAgreement(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  code: string,
  meta: RequestMeta,
) {
  const { config, db } = deps;
  const { row, signer } = await signable(deps, auth, uuid);
  const byIp = rateLimitHit(`ip:sign:${meta.ip}`, config.RATE_LIMIT_IP_PER_MINUTE, 60);
  const latest = await q.latestSignCode(db, { agreementUuid: uuid, userUuid: signer.uuid }, byIp);
  byIp.check(latest.hits);
  const codeUuid = latest.uuid;
  if (!codeUuid || latest.codeHash === null) throw SIGN_REFUSALS.unknown();
  if (!isRightCode(config, { uuid: codeUuid, codeHash: latest.codeHash }, code)) {
    const tried = await q.spendSignAttempt(db, codeUuid, config.OTP_MAX_ATTEMPTS);
    await judgeCode(
      config,
      { uuid: codeUuid, codeHash: tried?.codeHash ?? null, attempts: tried?.attempts ?? null },
      code,
      () => q.signCodeState(db, codeUuid),
      SIGN_REFUSALS,
    );
  }
  if ((latest.attempts ?? 0) >= config.OTP_MAX_ATTEMPTS) throw SIGN_REFUSALS.exceeded();
  if (!latest.live) {
    // spent by a signature that won a race with this one: the agreement is signed, not the code expired
    if ((await findAgreement(deps, auth, uuid)).status === 'AGREEMENT_CONTRACT_SIGNED')
      throw conflict(AGREEMENT_MSG.alreadySigned);
    throw SIGN_REFUSALS.expired();
  }
  const textSha256 = sha256Hex(row.text);
  await db.transaction().execute(async (trx) => {
    // signable() read the current version before the code was judged: a version published since
    // then, or being published now, refuses the signature here
    if ((await q.currentTemplateUuid(trx, row.purchaserCompanyUuid)) !== row.templateUuid)
      throw conflict(AGREEMENT_MSG.outdatedVersion);
    await moveStatus(trx, AGREEMENT_STATUS, {
      uuid,
      from: 'AGREEMENT_CONTRACT_CREATED',
      to: 'AGREEMENT_CONTRACT_SIGNED',
      by: auth,
      ip: meta.ip,
      set: {
        signedAt: new Date(),
        signerUserUuid: signer.uuid,
        signerPhone: signer.phone,
        signerIp: meta.ip,
        textSha256,
      },
      note: { textSha256 },
    });
    if (!(await q.spendSignCode(trx, codeUuid, config.OTP_MAX_ATTEMPTS))) throw SIGN_REFUSALS.expired();
  });
  return agreementWire(await findAgreement(deps, auth, uuid));
}
