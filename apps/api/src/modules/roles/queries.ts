import { sql, type SqlBool } from 'kysely';
import type { Policy } from '@kolos/domain';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { likePattern, pageWithTotal, searchTerms } from '../../platform/list';
import { ownedBy, type OwnerScope } from '../../platform/scope';

/** Roles a caller reaches (alias `r`): a company's own, or every role for a platform admin (null). */
export const rolesInScope = (scope: OwnerScope) => ownedBy(scope, 'r.companyUuid');

export const findRole = (db: Database, uuid: string) =>
  db
    .selectFrom('roles')
    .select(['uuid', 'name', 'policies', 'companyUuid'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();

export const rolesByUuids = (db: Database, uuids: string[], scope: OwnerScope) =>
  db
    .selectFrom('roles as r')
    .select(['r.uuid', 'r.name', 'r.policies', 'r.companyUuid'])
    .where('r.uuid', 'in', uuids)
    .where(rolesInScope(scope))
    .execute();

/** GET /roles: a page of roles with their company, ordered by name; each search word matches name or company. */
export function listRoles(
  db: Database,
  scope: OwnerScope,
  filter: { any?: string | undefined; companyUuid?: string | undefined },
  paging: { offset: number; limit: number },
) {
  let q = db
    .selectFrom('roles as r')
    .leftJoin('companies as c', 'c.uuid', 'r.companyUuid')
    .select(['r.uuid', 'r.name', 'r.companyUuid', 'c.name as companyName'])
    .where(rolesInScope(scope));
  if (filter.companyUuid) q = q.where('r.companyUuid', '=', filter.companyUuid);
  for (const word of searchTerms(filter.any)) {
    const p = likePattern(word);
    q = q.where((eb) => eb.or([eb('r.name', 'ilike', p), eb('c.name', 'ilike', p)]));
  }
  return pageWithTotal(q.orderBy('r.name').orderBy('r.uuid'), paging);
}

/** Is the name taken in the company (without case)? */
export async function roleNameTaken(db: Database, companyUuid: string, name: string, exceptUuid?: string) {
  let q = db
    .selectFrom('roles')
    .select('uuid')
    .where('companyUuid', '=', companyUuid)
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (exceptUuid) q = q.where('uuid', '<>', exceptUuid);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertRole(
  db: Database,
  row: { companyUuid: string; name: string; policies: Policy[] },
): Promise<string> {
  const uuid = newId();
  await db
    .insertInto('roles')
    .values({ uuid, companyUuid: row.companyUuid, name: row.name, policies: JSON.stringify(row.policies) })
    .execute();
  return uuid;
}

export async function updateRole(db: Database, uuid: string, row: { name: string; policies: Policy[] }) {
  await db
    .updateTable('roles')
    .set({ name: row.name, policies: JSON.stringify(row.policies), updatedAt: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}

export async function deleteRoles(db: Database, uuids: string[]) {
  await db.deleteFrom('roles').where('uuid', 'in', uuids).execute();
}

/** How many roles each company keeps when the given ones go. */
export const rolesLeft = (db: Database, companyUuids: string[], deleting: string[]) =>
  db
    .selectFrom('roles')
    .select(['companyUuid', sql<number>`count(*)`.as('n')])
    .where('companyUuid', 'in', companyUuids)
    .where('uuid', 'not in', deleting)
    .groupBy('companyUuid')
    .execute();

/** How many users hold any of the roles (through their own group). */
export async function usersHolding(db: Database, roleUuids: string[]): Promise<number> {
  const row = await db
    .selectFrom('groupRoles as gr')
    .innerJoin('users as u', 'u.uuid', 'gr.groupUuid')
    .select(sql<number>`count(distinct u.uuid)`.as('n'))
    .where('gr.roleUuid', 'in', roleUuids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** SPEC 7: the roles of a group, oldest first (a user's group: its first item is the user's role). */
export const groupRoles = (db: Database, groupUuid: string) =>
  db
    .selectFrom('groupRoles as gr')
    .innerJoin('roles as r', 'r.uuid', 'gr.roleUuid')
    .select(['gr.groupUuid', 'r.uuid as roleUuid', 'r.name'])
    .where('gr.groupUuid', '=', groupUuid)
    .orderBy('gr.createdAt')
    .orderBy('r.name')
    .execute();

export const findGroup = (db: Database, uuid: string) =>
  db.selectFrom('groups').select(['uuid', 'name', 'companyUuid']).where('uuid', '=', uuid).executeTakeFirst();

/** Is the role one the company may assign (it sits in the company's group)? */
export async function assignable(db: Database, companyUuid: string, roleUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('groupRoles')
    .select('roleUuid')
    .where('groupUuid', '=', companyUuid)
    .where('roleUuid', '=', roleUuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** A group row exists (company groups are made on demand for companies registered later). */
export async function ensureGroup(
  db: Database,
  g: { uuid: string; name: string; companyUuid: string | null },
) {
  await db
    .insertInto('groups')
    .values(g)
    .onConflict((oc) => oc.column('uuid').doUpdateSet({ name: g.name, updatedAt: new Date() }))
    .execute();
}

export async function addGroupRole(db: Database, groupUuid: string, roleUuid: string) {
  await db
    .insertInto('groupRoles')
    .values({ groupUuid, roleUuid })
    .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
    .execute();
}

/** A user holds one role: their group's binding is replaced. */
export async function setUserRole(
  db: Database,
  user: { uuid: string; name: string; companyUuid: string | null },
  roleUuid: string,
) {
  await ensureGroup(db, { uuid: user.uuid, name: user.name, companyUuid: user.companyUuid });
  await db
    .deleteFrom('groupRoles')
    .where('groupUuid', '=', user.uuid)
    .where('roleUuid', '<>', roleUuid)
    .execute();
  await addGroupRole(db, user.uuid, roleUuid);
}

export async function removeGroupRoles(db: Database, pairs: { groupUuid: string; roleUuid: string }[]) {
  for (const p of pairs) {
    await db
      .deleteFrom('groupRoles')
      .where('groupUuid', '=', p.groupUuid)
      .where('roleUuid', '=', p.roleUuid)
      .execute();
  }
}

export async function deleteGroup(db: Database, uuid: string) {
  await db.deleteFrom('groups').where('uuid', '=', uuid).execute();
}

/** Whether a group belongs to a user (uuid = user uuid) or a company (uuid = company uuid). */
export async function groupKind(db: Database, uuid: string): Promise<'user' | 'company' | null> {
  const user = await db.selectFrom('users').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
  if (user) return 'user';
  const company = await db.selectFrom('companies').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
  return company ? 'company' : null;
}

export async function lockCompanies(db: Database, uuids: string[]) {
  if (uuids.length === 0) return;
  await db.selectFrom('companies').select('uuid').where('uuid', 'in', uuids).forUpdate().execute();
}
