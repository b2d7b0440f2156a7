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

export function createTokenSigner(config: Config) {
  const key = new TextEncoder().encode(config.JWT_SECRET);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: config.JWT_ISSUER,
          algorithms: ['HS256'],
        });
        return payload as unknown as AccessTokenClaims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
