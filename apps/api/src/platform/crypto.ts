import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * scrypt's cost N for new hashes (ADR 0003): 16384 (~50 ms of a core). Test runs use 1024: they
 * log in thousands of times, twice a CI run, and a check always uses the cost stored in the hash,
 * so the code path is the same. Nothing but NODE_ENV=test lowers it.
 */
export const scryptCost = (nodeEnv: string | undefined) => (nodeEnv === 'test' ? 1024 : 16384);
const SCRYPT = { N: scryptCost(process.env.NODE_ENV), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Password hash: scrypt with a random salt, encoded with its parameters so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so a missing password is not told apart by timing.
    await scryptAsync(password, randomBytes(16), 32, SCRYPT);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A numeric one-time code from the CSPRNG. */
export function generateCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/** An opaque token for refresh, one-time login and password reset links. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are long and random: a plain SHA-256 is enough to store them. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Codes are short: keyed with the server secret and bound to their request, so a leaked table is useless. */
export const hashCode = (secret: string, requestId: string, code: string): string =>
  createHmac('sha256', secret).update(`${requestId}:${code}`).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
