import type { Config } from '../config';
import { generateCode, hashCode, safeEqualHex } from './crypto';
import { AppError } from './errors';

type CodeConfig = Pick<Config, 'JWT_SECRET' | 'OTP_LENGTH' | 'OTP_TTL_SECONDS' | 'OTP_MAX_ATTEMPTS'>;

/**
 * A one-time code by SMS (ADR 0003), shared by the login and the agreement signature: digits from
 * the CSPRNG, stored as HMAC(server secret, request uuid + code), OTP_TTL_SECONDS to live.
 * Answers the digits to send and the row's hash and expiry; the area stores them in its table.
 */
export function newOneTimeCode(config: CodeConfig, uuid: string) {
  const code = generateCode(config.OTP_LENGTH);
  return {
    code,
    codeHash: hashCode(config.JWT_SECRET, uuid, code),
    expiresAt: new Date(Date.now() + config.OTP_TTL_SECONDS * 1000),
  };
}

/**
 * What the area's "spend one try" statement answered: it counts the try in the statement that
 * reads the hash, only on a live, unused code with tries left — so `codeHash` is null when none.
 */
export interface CodeTry {
  uuid: string;
  codeHash: string | null;
  attempts: number | null;
}

/** The stored code as it is now, read when no try could be spent on it. */
export interface CodeState {
  attempts: number;
}

/** The refusals of each outcome; the login's are the defaults (400s of ADR 0003). */
export interface CodeRefusals {
  unknown: () => AppError;
  expired: () => AppError;
  exceeded: () => AppError;
  wrong: (attemptsLeft: number) => AppError;
}

export const LOGIN_CODE_REFUSALS: CodeRefusals = {
  unknown: () => new AppError('BAD_CODE'),
  expired: () => new AppError('CODE_EXPIRED'),
  exceeded: () => new AppError('CODE_ATTEMPTS_EXCEEDED'),
  wrong: (left) =>
    new AppError('BAD_CODE', `Неверный код подтверждения. Осталось попыток: ${left}`, { attemptsLeft: left }),
};

/** Whether the code is the one stored with the request's uuid. */
export function isRightCode(
  config: Pick<Config, 'JWT_SECRET'>,
  stored: { uuid: string; codeHash: string },
  code: string,
): boolean {
  return safeEqualHex(stored.codeHash, hashCode(config.JWT_SECRET, stored.uuid, code));
}

/**
 * Judges a try already counted: a right code passes (the caller then spends the code in the
 * statement that uses it, so it works once); a wrong one tells the tries left, the last wrong one
 * burns the code; no try spent means unknown, out of tries, or spent or expired.
 */
export async function judgeCode(
  config: CodeConfig,
  tried: CodeTry,
  code: string,
  stateOf: () => Promise<CodeState | undefined>,
  refusals: CodeRefusals = LOGIN_CODE_REFUSALS,
): Promise<void> {
  if (tried.codeHash === null || tried.attempts === null) {
    const state = await stateOf();
    if (!state) throw refusals.unknown();
    if (state.attempts >= config.OTP_MAX_ATTEMPTS) throw refusals.exceeded();
    throw refusals.expired();
  }
  if (isRightCode(config, { uuid: tried.uuid, codeHash: tried.codeHash }, code)) return;
  const left = config.OTP_MAX_ATTEMPTS - tried.attempts;
  if (left <= 0) throw refusals.exceeded();
  throw refusals.wrong(left);
}
