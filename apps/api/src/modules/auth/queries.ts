import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { SessionScope } from '../../platform/auth/tokens';
import { newId } from '../../platform/ids';

export const findUserByPhone = (db: Database, phone: string) =>
  db
    .selectFrom('users')
    .select(['uuid', 'active', 'passwordHash', 'userType', 'companyUuid'])
    .where('phone', '=', phone)
    .executeTakeFirst();

export const findUser = (db: Database, uuid: string) =>
  db
    .selectFrom('users')
    .select(['uuid', 'active', 'userType', 'companyUuid', 'phone'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const lastCodeFor = (db: Database, phone: string) =>
  db
    .selectFrom('otpCodes')
    .select(['createdAt'])
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function insertCode(
  db: Database,
  row: { uuid: string; phone: string; codeHash: string; expiresAt: Date; ip: string },
) {
  await db.insertInto('otpCodes').values(row).execute();
}

/**
 * Counts one try against a live, unused code and answers its hash — or nothing when the code is
 * unknown, spent, expired or out of tries. One statement, so parallel guesses cannot overrun.
 */
export async function spendCodeAttempt(db: Database, uuid: string, maxAttempts: number) {
  return db
    .updateTable('otpCodes')
    .set({ attempts: sql`attempts + 1` })
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .returning(['codeHash', 'phone', 'attempts'])
    .executeTakeFirst();
}

export const codeState = (db: Database, uuid: string) =>
  db
    .selectFrom('otpCodes')
    .select(['usedAt', 'expiresAt', 'attempts'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export async function markCodeUsed(db: Database, uuid: string): Promise<boolean> {
  const res = await db
    .updateTable('otpCodes')
    .set({ usedAt: new Date() })
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function createSession(
  db: Database,
  row: {
    userUuid: string;
    actorUuid?: string | null;
    scope: SessionScope;
    ip: string;
    userAgent: string | null;
    expiresAt: Date;
  },
): Promise<string> {
  const uuid = newId();
  await db
    .insertInto('authSessions')
    .values({ uuid, actorUuid: null, ...row })
    .execute();
  return uuid;
}

export async function insertRefreshToken(
  db: Database,
  row: { tokenHash: string; sessionUuid: string; expiresAt: Date },
) {
  await db.insertInto('refreshTokens').values(row).execute();
}

export const findRefreshToken = (db: Database, tokenHash: string) =>
  db
    .selectFrom('refreshTokens as t')
    .innerJoin('authSessions as s', 's.uuid', 't.sessionUuid')
    .innerJoin('users as u', 'u.uuid', 's.userUuid')
    .select([
      't.sessionUuid',
      't.usedAt',
      't.expiresAt',
      's.revokedAt',
      's.scope',
      's.actorUuid',
      's.userUuid',
      'u.active',
      'u.userType',
      'u.companyUuid',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();

export async function markRefreshUsed(db: Database, tokenHash: string): Promise<boolean> {
  const res = await db
    .updateTable('refreshTokens')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function revokeSession(db: Database, sessionUuid: string) {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where('uuid', '=', sessionUuid)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of the users: deactivation takes effect at once. */
export async function revokeUserSessions(db: Database, userUuids: string[]) {
  if (userUuids.length === 0) return;
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where('userUuid', 'in', userUuids)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function takeOnetimeToken(db: Database, tokenHash: string, purpose: string) {
  return db
    .updateTable('onetimeTokens')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['userUuid'])
    .executeTakeFirst();
}

export async function insertOnetimeToken(
  db: Database,
  row: { tokenHash: string; userUuid: string; purpose: string; expiresAt: Date },
) {
  await db.insertInto('onetimeTokens').values(row).execute();
}
