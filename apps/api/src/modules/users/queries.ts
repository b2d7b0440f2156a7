import { sql } from 'kysely';
import type { Database } from '../../db/client';
import { farmerKnownTo, inScope, managedUsers, type UserScope } from '../../platform/scope';
import { countOf, latePage, likePattern, pageWithTotal, searchTerms } from '../../platform/list';

/**
 * A page of users: each word of the search matches names, phone, e-mail, organisation or role;
 * digits typed with spaces or dashes ('900 000-00') still find the phone. Ordered by name.
 */
export async function listUsers(
  db: Database,
  scope: UserScope,
  filter: {
    any?: string | undefined;
    companyUuid?: string | null | undefined;
    userType?: 'farmer';
    /** Only the farmers this purchaser knows (farmerKnownTo). */
    knownTo?: string | undefined;
  },
  paging: { offset: number; limit: number },
  total: (key: string, count: () => Promise<number>) => Promise<number>,
) {
  const words = searchTerms(filter.any);
  const key = JSON.stringify({ scope, filter });
  if (words.length === 0) {
    // Without a search every condition is on users alone: the page's uuids walk the name index,
    // the company and role are joined for those rows only, the total is counted on users alone.
    let ids = db.selectFrom('users as u').select('u.uuid').where(inScope(scope));
    if (filter.companyUuid) ids = ids.where('u.companyUuid', '=', filter.companyUuid);
    if (filter.userType) ids = ids.where('u.userType', '=', filter.userType);
    if (filter.knownTo) ids = ids.where(farmerKnownTo(sql.ref('u.companyUuid'), filter.knownTo));
    return latePage(
      ids.orderBy('u.lastName').orderBy('u.name').orderBy('u.uuid'),
      { query: managedUsers(db), uuid: 'u.uuid' },
      paging,
      () => total(key, () => countOf(ids)),
    );
  }
  let q = managedUsers(db).where(inScope(scope));
  if (filter.companyUuid) q = q.where('u.companyUuid', '=', filter.companyUuid);
  if (filter.userType) q = q.where('u.userType', '=', filter.userType);
  if (filter.knownTo) q = q.where(farmerKnownTo(sql.ref('u.companyUuid'), filter.knownTo));
  for (const word of words) {
    const p = likePattern(word);
    const digits = word.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('u.lastName', 'ilike', p),
        eb('u.name', 'ilike', p),
        eb('u.surname', 'ilike', p),
        eb('u.notifyEmail', 'ilike', p),
        eb('u.phone', 'ilike', digits.length >= 3 ? likePattern(digits) : p),
        eb('c.name', 'ilike', p),
        eb('role.roleName', 'ilike', p),
      ]),
    );
  }
  const list = q.orderBy('u.lastName').orderBy('u.name').orderBy('u.uuid');
  return pageWithTotal(list, paging, () => total(key, () => countOf(list)));
}

export const findUserByPhone = (db: Database, phone: string) =>
  db
    .selectFrom('users')
    .select(['uuid', 'active', 'userType', 'companyUuid'])
    .where('phone', '=', phone)
    .executeTakeFirst();

export const phoneTaken = async (db: Database, phone: string, exceptUuid?: string) => {
  let q = db.selectFrom('users').select('uuid').where('phone', '=', phone);
  if (exceptUuid) q = q.where('uuid', '<>', exceptUuid);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The given users inside the caller's management scope; the ones outside simply do not come back. */
export const usersInScope = (db: Database, uuids: string[], scope: UserScope) =>
  db
    .selectFrom('users as u')
    .select(['u.uuid', 'u.isSuperUser', 'u.active', 'u.companyUuid', 'u.notifyEmail', 'u.userType'])
    .where('u.uuid', 'in', uuids)
    .where(inScope(scope))
    .execute();

export async function setActive(db: Database, uuids: string[], active: boolean) {
  await db.updateTable('users').set({ active, updatedAt: new Date() }).where('uuid', 'in', uuids).execute();
}

export const companyOf = (db: Database, uuid: string) =>
  db.selectFrom('companies').select(['uuid', 'name', 'userType']).where('uuid', '=', uuid).executeTakeFirst();

/** Earlier reset links stop working when a new one is sent. */
export async function spendResetTokens(db: Database, userUuid: string, purpose: string) {
  await db
    .updateTable('onetimeTokens')
    .set({ usedAt: new Date() })
    .where('userUuid', '=', userUuid)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** A link that still works, without spending it. */
export const liveResetToken = (db: Database, tokenHash: string, purpose: string) =>
  db
    .selectFrom('onetimeTokens as t')
    .innerJoin('users as u', 'u.uuid', 't.userUuid')
    .select(['u.phone', 'u.active'])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.purpose', '=', purpose)
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', new Date())
    .executeTakeFirst();
