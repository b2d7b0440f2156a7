import { createHmac } from 'node:crypto';
import type { UserType } from '@kolos/domain';
import { REGISTRATION_MSG } from '@kolos/domain/registration';
import { AppError } from '../../platform/errors';
import { generateToken, hashToken, verifyPassword } from '../../platform/crypto';
import { judgeCode, newOneTimeCode } from '../../platform/one-time-code';
import { newId } from '../../platform/ids';
import { countHit, failureBackoff, rateLimitHit } from '../../platform/rate-limit';
import type { SessionScope } from '../../platform/auth/tokens';
import type { Deps, RequestMeta } from '../../platform/deps';
import * as q from './queries';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

interface SessionUser {
  uuid: string;
  userType: UserType;
  companyUuid: string | null;
}

const DAY_MS = 86_400_000;

const ipHit = (deps: Deps, action: string, ip: string) =>
  rateLimitHit(`ip:${action}:${ip}`, deps.config.RATE_LIMIT_IP_PER_MINUTE, 60);

const limitByIp = (deps: Deps, action: string, ip: string) => countHit(deps.db, ipHit(deps, action, ip));

/**
 * The limits of a login by phone (ADR 0017): per address a minute; per phone and address growing
 * waits, so one attacker cannot lock the owner out from elsewhere; per phone a ceiling for all
 * addresses together, which one address cannot reach alone.
 */
function loginLimits(deps: Deps, action: 'code' | 'password', phone: string, ip: string) {
  const { config } = deps;
  return {
    ip: ipHit(deps, action, ip),
    pair: failureBackoff(`${action}:${phone}:${ip}`, {
      free: config.LOGIN_FREE_ATTEMPTS,
      maxWaitSeconds: config.LOGIN_MAX_WAIT_SECONDS,
    }),
    phone: rateLimitHit(`phone:${action}:${phone}`, config.RATE_LIMIT_PHONE_PER_HOUR, 3600),
  };
}

const waitMessage = (seconds: number) =>
  `Слишком много попыток входа с этим номером. Повторите через ${seconds} с`;

/**
 * SPEC 4 Login, step one: a code by SMS. Unknown and deactivated phones get the same answer and no
 * SMS. One statement counts the limits and stores the code (`issueCode`); the SMS is the second.
 */
export async function requestCode(deps: Deps, phone: string, meta: RequestMeta) {
  const { config, db } = deps;
  const hits = loginLimits(deps, 'code', phone, meta.ip);
  const uuid = newId();
  const { code, codeHash, expiresAt } = newOneTimeCode(config, uuid);
  const issued = await q.issueCode(db, hits, config.OTP_RESEND_SECONDS, {
    uuid,
    phone,
    codeHash,
    expiresAt,
    ip: meta.ip,
  });
  hits.ip.check(issued.ipHits);
  if (issued.tooEarly) {
    const waited = (Date.now() - new Date(issued.lastCodeAt!).getTime()) / 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil(config.OTP_RESEND_SECONDS - waited));
    throw new AppError('RESEND_TOO_EARLY', `Новый код можно запросить через ${retryAfterSeconds} с`, {
      retryAfterSeconds,
    });
  }
  hits.pair.check(issued.pairFailures, issued.pairWait, waitMessage);
  hits.phone.check(issued.phoneHits!);
  if (issued.active) {
    // The outbox row and its delivery job in one statement (ADR 0060): as many round trips as
    // when the SMS was sent here, and the gateway's speed never reaches the request.
    await deps.sms.send(db, {
      to: phone,
      text: `Код для входа в Колос: ${code}. Никому его не сообщайте.`,
      code,
      idempotencyKey: `login-code:${uuid}`,
    });
  }
  return {
    session_uuid: uuid,
    codeLength: config.OTP_LENGTH,
    resendAfterSeconds: config.OTP_RESEND_SECONDS,
  };
}

/**
 * SPEC 4 Login, step two: the code for a token pair. Every wrong try counts; the limit burns the
 * code. Two round trips: the IP's hit with the try, then the session with the code spent.
 */
export async function verifyCode(
  deps: Deps,
  requestId: string,
  code: string,
  meta: RequestMeta,
): Promise<TokenPair> {
  const { db, config } = deps;
  const byIp = ipHit(deps, 'verify', meta.ip);
  const attempt = await q.spendCodeAttempt(db, requestId, config.OTP_MAX_ATTEMPTS, byIp);
  byIp.check(attempt.hits);
  await judgeCode(config, { uuid: requestId, ...attempt }, code, () => q.codeState(db, requestId));
  if (!attempt.userUuid || !attempt.userType) throw new AppError('BAD_CODE');
  if (!attempt.active) throw new AppError('USER_INACTIVE');
  const user = { uuid: attempt.userUuid, userType: attempt.userType, companyUuid: attempt.companyUuid };
  const pair = await startSession(deps, user, 'full', meta, null, requestId);
  // Codes count against the phone's ceiling as SMS sent; the address's waits start over.
  await q.forgiveAttempts(db, loginLimits(deps, 'code', attempt.phone!, meta.ip).pair);
  return pair;
}

export async function loginWithPassword(deps: Deps, phone: string, password: string, meta: RequestMeta) {
  const { db } = deps;
  const hits = loginLimits(deps, 'password', phone, meta.ip);
  const taken = await q.takePasswordAttempt(db, hits);
  hits.ip.check(taken.ipHits);
  hits.pair.check(taken.pairFailures, taken.pairWait, waitMessage);
  hits.phone.check(taken.phoneHits!);
  const user = await q.findUserByPhone(db, phone);
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) throw new AppError('BAD_CREDENTIALS');
  // Only failures count: the address's waits start over and the phone's ceiling gets its hit back.
  await q.forgiveAttempts(db, hits.pair, hits.phone);
  if (!user.active) throw new AppError('USER_INACTIVE');
  return startSession(deps, user, 'full', meta);
}

/** A farmer of a company still in onboarding (not APPROVED). */
async function inOnboarding(deps: Deps, user: SessionUser): Promise<boolean> {
  if (user.userType !== 'farmer' || !user.companyUuid) return false;
  const company = await deps.db
    .selectFrom('companies')
    .select('status')
    .where('uuid', '=', user.companyUuid)
    .executeTakeFirst();
  return company !== undefined && company.status !== 'APPROVED';
}

/**
 * A new login: a session row, its first refresh token and an access token. With `spendingCode`
 * the login code is marked used in the same statement; a code spent meanwhile wins (CODE_EXPIRED).
 */
export async function startSession(
  deps: Deps,
  user: SessionUser,
  scope: SessionScope,
  meta: RequestMeta,
  actorUuid: string | null = null,
  spendingCode: string | null = null,
): Promise<TokenPair> {
  // A farmer whose company is not approved yet logs in to the registration flow only (issue 19).
  if (scope === 'full' && (await inOnboarding(deps, user))) scope = 'registration';
  const ttlDays =
    scope === 'impersonation'
      ? deps.config.IMPERSONATION_TOKEN_TTL_SECONDS / 86_400
      : deps.config.SESSION_TTL_DAYS;
  const sessionUuid = newId();
  const refresh = newRefreshToken(deps, scope);
  const opened = await q.openSession(
    deps.db,
    {
      uuid: sessionUuid,
      userUuid: user.uuid,
      actorUuid,
      scope,
      ip: meta.ip,
      userAgent: meta.userAgent,
      expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    },
    refresh.row,
    spendingCode,
  );
  if (!opened) throw new AppError('CODE_EXPIRED');
  return {
    access_token: await signAccess(deps, user, sessionUuid, scope, actorUuid),
    refresh_token: refresh.token,
  };
}

/** A refresh token (a new random one unless given) and the row that stores its hash. */
function newRefreshToken(deps: Deps, scope: SessionScope, token = generateToken()) {
  const ttl =
    scope === 'impersonation'
      ? deps.config.IMPERSONATION_TOKEN_TTL_SECONDS
      : deps.config.SESSION_TTL_DAYS * 86_400;
  return { token, row: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl * 1000) } };
}

/**
 * The token a refresh token rotates into: derived from it with the server secret, so a repeat of
 * the same refresh can answer the same successor although only hashes are stored (ADR 0016).
 */
const successorOf = (deps: Deps, refreshToken: string) =>
  createHmac('sha256', deps.config.JWT_SECRET)
    .update(`refresh-successor:${refreshToken}`)
    .digest('base64url');

function signAccess(
  deps: Deps,
  user: SessionUser,
  sessionUuid: string,
  scope: SessionScope,
  actorUuid: string | null,
): Promise<string> {
  return deps.signer.sign(
    {
      uuid: user.uuid,
      roles: [user.userType],
      companyUuid: user.companyUuid,
      sid: sessionUuid,
      scope,
      ...(actorUuid ? { act: actorUuid } : {}),
    },
    scope === 'impersonation'
      ? Math.min(deps.config.ACCESS_TOKEN_TTL_SECONDS, deps.config.IMPERSONATION_TOKEN_TTL_SECONDS)
      : deps.config.ACCESS_TOKEN_TTL_SECONDS,
  );
}

type RefreshRow = NonNullable<Awaited<ReturnType<typeof q.findRefreshToken>>>;

const isLive = (row: RefreshRow) => !row.revokedAt && new Date(row.expiresAt) > new Date() && row.active;

/**
 * Rotates the pair. A refresh token works once: presenting a spent one means it was stolen or
 * replayed, so the whole login (the token family) is revoked — except within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation while its successor is unspent: then it is a
 * double click or a lost answer, and it gets the same successor again (ADR 0016).
 */
export async function refresh(deps: Deps, refreshToken: string): Promise<TokenPair> {
  const hash = hashToken(refreshToken);
  const successor = successorOf(deps, refreshToken);
  const find = () =>
    q.findRefreshToken(deps.db, hash, hashToken(successor), deps.config.REFRESH_REUSE_GRACE_SECONDS);
  let row = await find();
  if (row && !row.usedAt && isLive(row)) {
    const next = newRefreshToken(deps, row.scope as SessionScope, successor);
    if (await q.rotateRefreshToken(deps.db, hash, next.row)) return rotated(deps, row, successor);
    row = await find(); // a parallel refresh of the same token won: its successor is stored
  }
  if (!row || !isLive(row)) throw new AppError('REFRESH_INVALID');
  if (row.inGrace && row.successorUnused) return rotated(deps, row, successor);
  await q.revokeSession(deps.db, row.sessionUuid);
  deps.log.warn({ session: row.sessionUuid }, 'refresh token reuse: session revoked');
  throw new AppError('REFRESH_INVALID');
}

/** The answer to a refresh: the successor and a fresh access token of the same session. */
async function rotated(deps: Deps, row: RefreshRow, refreshToken: string): Promise<TokenPair> {
  const user = { uuid: row.userUuid, userType: row.userType, companyUuid: row.companyUuid };
  const scope = row.scope as SessionScope;
  return {
    access_token: await signAccess(deps, user, row.sessionUuid, scope, row.actorUuid),
    refresh_token: refreshToken,
  };
}

export async function logout(deps: Deps, sessionUuid: string): Promise<void> {
  await q.revokeSession(deps.db, sessionUuid);
}

/** SPEC 4 Login: a one-time link logs in with the restricted 'registration' role. */
export async function onetimeLogin(deps: Deps, token: string, meta: RequestMeta) {
  await limitByIp(deps, 'onetime', meta.ip);
  const taken = await q.takeOnetimeToken(deps.db, hashToken(token), 'registration');
  // Used, voided by a newer link or expired: the page says so and gives the support phone (issue 19).
  if (!taken) throw new AppError('GONE', REGISTRATION_MSG.linkGone(deps.config.SUPPORT_PHONE));
  const user = await q.findUser(deps.db, taken.userUuid);
  if (!user?.active) throw new AppError('USER_INACTIVE');
  const pair = await startSession(deps, user, 'registration', meta);
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token, ...pair };
}

/** A single-use link token (registration, password reset); answers the raw token to put in the link. */
export async function issueOnetimeToken(deps: Deps, userUuid: string, purpose: string, ttlSeconds: number) {
  const token = generateToken();
  await q.insertOnetimeToken(deps.db, {
    tokenHash: hashToken(token),
    userUuid,
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}
