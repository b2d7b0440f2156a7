import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AccessClaims } from '@kolos/domain';
import type { Config } from '../../config';
import { AppError } from '../errors';

export interface AccessTokenClaims extends AccessClaims {
  /** The login (auth_sessions row) the token belongs to. */
  sid: string;
  scope: SessionScope;
}

export type SessionScope = 'full' | 'registration' | 'impersonation';

/** Tokens whose signature was checked, kept by process: enough for every live session of one. */
const VERIFIED_MAX = 20_000;

export function createTokenSigner(config: Config) {
  const key = new TextEncoder().encode(config.JWT_SECRET);
  // Every request carries the same token for its quarter of an hour, and checking its HMAC through
  // WebCrypto cost ≈ 8 % of the API's CPU under load (docs/benchmarks.md, Monitoring). A token is
  // immutable: once its signature and issuer are checked, the exact string need not be again; its
  // expiry still is, at every use. The session behind it is still read on every request (guard).
  const verified = new Map<string, AccessTokenClaims>();
  const expired = (claims: AccessTokenClaims) => claims.exp * 1000 <= Date.now();
  return {
    async sign(claims: Omit<AccessTokenClaims, 'exp' | 'iss'>, ttlSeconds: number): Promise<string> {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(config.JWT_ISSUER)
        .setSubject(claims.uuid)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessTokenClaims> {
      const known = verified.get(token);
      if (known) {
        if (!expired(known)) return known;
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: config.JWT_ISSUER,
          algorithms: ['HS256'],
        });
        const claims = payload as unknown as AccessTokenClaims;
        // The oldest entry goes first: a Map keeps insertion order.
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
