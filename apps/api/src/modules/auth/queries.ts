import { sql, type SqlBool } from 'kysely';
import type { UserType } from '@kolos/domain';
import type { Database } from '../../db/client';
import type { SessionScope } from '../../platform/auth/tokens';
import type { FailureBackoff, RateLimitHit } from '../../platform/rate-limit';

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

/**
 * Login step one in one statement: counts the caller's IP hit; unless that is over its limit or
 * this address asked this phone for a code less than the resend pause ago, takes an attempt of
 * the phone-and-address backoff; if taken, counts the phone's hit; unless that is over its limit,
 * stores the code. Answers what the service needs to say which rule refused.
 */
export async function issueCode(
  db: Database,
  hits: { ip: RateLimitHit; pair: FailureBackoff; phone: RateLimitHit },
  resendSeconds: number,
  row: { uuid: string; phone: string; codeHash: string; expiresAt: Date; ip: string },
) {
  const { rows } = await sql<{
    ipHits: number;
    lastCodeAt: Date | null;
    tooEarly: boolean;
    active: boolean | null;
    pairFailures: number | null;
    pairWait: number | null;
    phoneHits: number | null;
  }>`
    with ip as (${hits.ip.count}),
    state as (
      select ip.hits as ip_hits, last.created_at as last_code_at,
             coalesce(last.created_at > now() - make_interval(secs => ${resendSeconds}), false) as too_early,
             u.active
        from ip
        left join lateral (select o.created_at from otp_codes o where o.phone = ${row.phone} and o.ip = ${row.ip}
                            order by o.created_at desc limit 1) last on true
        left join users u on u.phone = ${row.phone}),
    pair as (${hits.pair.takeIf(
      sql<SqlBool>`exists (select 1 from state where ip_hits <= ${hits.ip.limit} and not too_early)`,
    )}),
    phone as (${hits.phone.countIf(sql<SqlBool>`exists (select 1 from pair)`)}),
    code as (
      insert into otp_codes (uuid, phone, code_hash, expires_at, ip)
      select ${row.uuid}, ${row.phone}, ${row.codeHash}, ${row.expiresAt}, ${row.ip}
        from phone where phone.hits <= ${hits.phone.limit})
    select state.ip_hits, state.last_code_at, state.too_early, state.active,
           (select failures from pair) as pair_failures, ${hits.pair.waitLeft} as pair_wait,
           (select hits from phone) as phone_hits
      from state`.execute(db);
  return rows[0]!;
}

/**
 * A password login's limits in one statement: the caller's IP hit; unless over its limit, an
 * attempt of the phone-and-address backoff; if taken, the phone's hit (its ceiling).
 */
export async function takePasswordAttempt(
  db: Database,
  hits: { ip: RateLimitHit; pair: FailureBackoff; phone: RateLimitHit },
) {
  const { rows } = await sql<{
    ipHits: number;
    pairFailures: number | null;
    pairWait: number | null;
    phoneHits: number | null;
  }>`
    with ip as (${hits.ip.count}),
    pair as (${hits.pair.takeIf(sql<SqlBool>`(select hits from ip) <= ${hits.ip.limit}`)}),
    phone as (${hits.phone.countIf(sql<SqlBool>`exists (select 1 from pair)`)})
    select (select hits from ip) as ip_hits, (select failures from pair) as pair_failures,
           ${hits.pair.waitLeft} as pair_wait, (select hits from phone) as phone_hits`.execute(db);
  return rows[0]!;
}

/** After a login: the address's attempts on the phone are forgotten and, if given, a hit taken back. */
export async function forgiveAttempts(db: Database, pair: FailureBackoff, phone?: RateLimitHit) {
  await (phone ? sql`with cleared as (${pair.clear}) ${phone.refund}` : pair.clear).execute(db);
}

/**
 * Login step two: counts the caller's IP hit and — unless over the limit — one try against a
 * live, unused code, answering its hash and the phone's user, in one statement so parallel guesses
 * cannot overrun. No code row: unknown, spent, expired or out of tries.
 */
export async function spendCodeAttempt(db: Database, uuid: string, maxAttempts: number, ipHit: RateLimitHit) {
  const { rows } = await sql<{
    hits: number;
    codeHash: string | null;
    attempts: number | null;
    userUuid: string | null;
    active: boolean | null;
    userType: UserType | null;
    companyUuid: string | null;
    phone: string | null;
  }>`
    with hit as (${ipHit.count}),
    spent as (
      update otp_codes set attempts = attempts + 1
       where uuid = ${uuid} and used_at is null and expires_at > now() and attempts < ${maxAttempts}
         and (select hits from hit) <= ${ipHit.limit}
      returning code_hash, phone, attempts)
    select hit.hits, spent.code_hash, spent.attempts, spent.phone,
           u.uuid as user_uuid, u.active, u.user_type, u.company_uuid
      from hit left join spent on true left join users u on u.phone = spent.phone`.execute(db);
  return rows[0]!;
}

export const codeState = (db: Database, uuid: string) =>
  db
    .selectFrom('otpCodes')
    .select(['usedAt', 'expiresAt', 'attempts'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export interface NewSession {
  uuid: string;
  userUuid: string;
  actorUuid: string | null;
  scope: SessionScope;
  ip: string;
  userAgent: string | null;
  expiresAt: Date;
}

export interface NewRefreshToken {
  tokenHash: string;
  expiresAt: Date;
}

/**
 * A login's session row and its first refresh token, in one statement. With `spendingCode` the
 * code is marked used in the same statement, and nothing is written when it was used meanwhile
 * (answers false).
 */
export async function openSession(
  db: Database,
  session: NewSession,
  token: NewRefreshToken,
  spendingCode: string | null = null,
): Promise<boolean> {
  const guard = spendingCode
    ? sql`(update otp_codes set used_at = now() where uuid = ${spendingCode} and used_at is null returning 1)`
    : sql`(select 1)`;
  const { rows } = await sql<{ sessionUuid: string }>`
    with allowed as ${guard},
    s as (
      insert into auth_sessions (uuid, user_uuid, actor_uuid, scope, ip, user_agent, expires_at)
      select ${session.uuid}, ${session.userUuid}, ${session.actorUuid}, ${session.scope}, ${session.ip},
             ${session.userAgent}, ${session.expiresAt}
       where exists (select 1 from allowed)
      returning uuid)
    insert into refresh_tokens (token_hash, session_uuid, expires_at)
    select ${token.tokenHash}, s.uuid, ${token.expiresAt} from s
    returning session_uuid`.execute(db);
  return rows.length === 1;
}

/**
 * A refresh token with its session and user. `inGrace`: it was spent less than `graceSeconds` ago
 * (the database's clock, shared by every process); `successorUnused`: the token it was rotated
 * into (`successorHash`) exists and has not been spent yet.
 */
export const findRefreshToken = (
  db: Database,
  tokenHash: string,
  successorHash: string,
  graceSeconds: number,
) =>
  db
    .selectFrom('refreshTokens as t')
    .innerJoin('authSessions as s', 's.uuid', 't.sessionUuid')
    .innerJoin('users as u', 'u.uuid', 's.userUuid')
    .leftJoin('refreshTokens as n', (join) => join.on('n.tokenHash', '=', successorHash))
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
      sql<boolean>`coalesce(t.used_at > now() - make_interval(secs => ${graceSeconds}), false)`.as('inGrace'),
      sql<boolean>`(n.token_hash is not null and n.used_at is null)`.as('successorUnused'),
    ])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Spends a refresh token and stores its successor in one statement, so a parallel refresh of the
 * same token either finds it unspent or finds the successor already there. False: spent meanwhile.
 */
export async function rotateRefreshToken(db: Database, tokenHash: string, next: NewRefreshToken) {
  const { rows } = await sql`
    with spent as (
      update refresh_tokens set used_at = now() where token_hash = ${tokenHash} and used_at is null
      returning session_uuid)
    insert into refresh_tokens (token_hash, session_uuid, expires_at)
    select ${next.tokenHash}, session_uuid, ${next.expiresAt} from spent
    returning token_hash`.execute(db);
  return rows.length === 1;
}

/**
 * Ends a session (logout, a replayed refresh token) and the sessions its user opened under other
 * users' names: an impersonation never outlives the super-user's logout (ADR 0014).
 */
export async function revokeSession(db: Database, sessionUuid: string) {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where((eb) =>
      eb.or([
        eb('uuid', '=', sessionUuid),
        eb(
          'actorUuid',
          '=',
          eb.selectFrom('authSessions as a').select('a.userUuid').where('a.uuid', '=', sessionUuid),
        ),
      ]),
    )
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Ends every live session of the users, and those they opened under other users' names:
 * deactivation or a new password takes effect at once.
 */
export async function revokeUserSessions(db: Database, userUuids: string[]) {
  if (userUuids.length === 0) return;
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where((eb) => eb.or([eb('userUuid', 'in', userUuids), eb('actorUuid', 'in', userUuids)]))
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Issue 28 point 15 (ADR 0088): the moderator has decided — every registration session of the
 * company's users ends in the decision's transaction, on every process (the guard reads the row).
 */
export async function endRegistrationSessions(db: Database, companyUuid: string) {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where('scope', '=', 'registration')
    .where('userUuid', 'in', (eb) =>
      eb.selectFrom('users').select('uuid').where('companyUuid', '=', companyUuid),
    )
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
