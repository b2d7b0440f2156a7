import { canAccess, MAX_LIST_LIMIT, policyToWire } from '@kolos/domain';
import {
  USER_ERRORS,
  type ManagedUser,
  type UserForm,
  type UserPagination,
  type UsersPage,
} from '@kolos/domain/users';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { auditActor, writeAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  assertMayTouch,
  inScope,
  isAdmin,
  manageScope,
  managedUsers,
  ownerScope,
  viewScope,
} from '../../platform/scope';
import { revokeUserSessions } from '../auth';
import { assignRole, ensureGroup } from '../roles';
import { isUniqueViolation } from '../../db/errors';
import { toManagedUser } from './mapping';
import * as q from './queries';

/** SPEC 7 paging: page from 0; size 0 asks for everything, which is still capped. */
const paging = (p: UserPagination) => {
  const limit = p.size === 0 ? MAX_LIST_LIMIT : p.size;
  return { offset: p.size === 0 ? 0 : p.page * limit, limit };
};

const staffRight = (auth: AuthContext) =>
  canAccess(auth.subject, 'UsersList') || canAccess(auth.subject, 'UsersView');

/**
 * SPEC 3 Session user / Managed user. Anyone reads themselves; reading others needs a users
 * right and reaches only the caller's company (a super-user also farmers); 404 otherwise.
 */
/** Count-cache scope of the users lists: a change to any user drops their totals. */
const TOTALS = 'users';
const totals = (deps: Deps) => (key: string, count: () => Promise<number>) =>
  deps.counts.get(TOTALS, key, count);

export async function getUser(deps: Deps, auth: AuthContext, uuid: string) {
  const self = uuid === auth.userUuid;
  if (!self && !staffRight(auth)) throw notFound(USER_ERRORS.notFound);
  const row = await managedUsers(deps.db)
    .where('u.uuid', '=', uuid)
    .where(self ? inScope({ all: true, companyUuid: null, withFarmers: false }) : inScope(viewScope(auth)))
    .executeTakeFirst();
  if (!row) throw notFound(USER_ERRORS.notFound);
  return {
    ...toManagedUser(row),
    role: row.roleUuid
      ? { roleUuid: row.roleUuid, name: row.roleName ?? '', roles: (row.policies ?? []).map(policyToWire) }
      : null,
    ...(self && auth.actorUuid ? { actorUuid: auth.actorUuid } : {}),
  };
}

/** POST /v2/users: the users list (SPEC 2.4) and the employees list (SPEC 2.6, with the company). */
export async function searchUsers(
  deps: Deps,
  auth: AuthContext,
  body: { any?: string | undefined; pagination: UserPagination; companyUuid?: string | null | undefined },
): Promise<UsersPage> {
  const { rows, total } = await q.listUsers(
    deps.db,
    viewScope(auth),
    { any: body.any, companyUuid: body.companyUuid },
    paging(body.pagination),
    totals(deps),
  );
  return { users: rows.map(toManagedUser), total };
}

/** GET /v2/users/staff: the active people of a purchaser company, for manager selectors. */
export async function staff(deps: Deps, auth: AuthContext, companyUuid?: string) {
  let query = deps.db
    .selectFrom('users as u')
    .select(['u.uuid', 'u.lastName', 'u.name', 'u.surname', 'u.companyUuid'])
    .where('u.userType', '=', 'purchaser')
    .where('u.active', '=', true)
    .where(inScope(manageScope(auth)));
  if (companyUuid) query = query.where('u.companyUuid', '=', companyUuid);
  const users = await query.orderBy('u.lastName').orderBy('u.name').limit(MAX_LIST_LIMIT).execute();
  return { users };
}

/**
 * GET /offers/users: farmers for the offers filter — names and organisation only, no contacts. A
 * purchaser's staff pick among the farmers their company knows (invited, dealt with, offered on
 * its tenders); a platform admin among all (issue 28 point 3).
 */
export async function offersUsers(deps: Deps, auth: AuthContext, p: UserPagination, any?: string) {
  const knownTo = ownerScope(auth) ?? undefined;
  const { rows, total } = await q.listUsers(
    deps.db,
    { all: true, companyUuid: null, withFarmers: false },
    { any, userType: 'farmer', knownTo },
    paging(p),
    totals(deps),
  );
  return {
    users: rows.map((r) => ({
      uuid: r.uuid,
      lastName: r.lastName,
      name: r.name,
      surname: r.surname,
      companyUuid: r.companyUuid,
      company: r.companyName ? { name: r.companyName } : null,
    })),
    total,
  };
}

async function assertPhoneFree(deps: Deps, phone: string, exceptUuid?: string) {
  if (await q.phoneTaken(deps.db, phone, exceptUuid)) throw conflict(USER_ERRORS.phoneTaken);
}

/** The company a new employee joins: the caller's own; a platform admin names a purchaser company. */
async function targetCompany(deps: Deps, auth: AuthContext, requested: string | null | undefined) {
  if (!isAdmin(auth)) return auth.companyUuid!;
  if (!requested) throw badRequest(USER_ERRORS.companyRequired);
  const company = await q.companyOf(deps.db, requested);
  if (!company) throw notFound('Организация не найдена');
  if (company.userType !== 'purchaser') throw badRequest(USER_ERRORS.companyNotPurchaser);
  return company.uuid;
}

/**
 * POST /add-company-user (SPEC 2.5, 2.7, 6): a purchaser employee — main role 'Закупщик' — of the
 * caller's company, with the chosen role inside it. One transaction: user, group and role.
 */
export async function addCompanyUser(
  deps: Deps,
  auth: AuthContext,
  form: UserForm & { companyUuid?: string | null | undefined },
): Promise<{ uuid: string }> {
  const companyUuid = await targetCompany(deps, auth, form.companyUuid);
  await assertPhoneFree(deps, form.phone);
  const uuid = newId();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          uuid,
          phone: form.phone,
          lastName: form.lastName,
          name: form.name,
          surname: form.surname,
          notifyEmail: form.notifyEmail,
          userType: 'purchaser',
          companyUuid,
          passwordHash: null,
        })
        .execute();
      await ensureGroup(trx, { uuid, name: `${form.lastName} ${form.name}`, companyUuid });
      if (form.roleUuid) await assignRole(trx, auth, { uuid, ...form, companyUuid }, form.roleUuid);
      await writeAudit(trx, {
        action: 'user.create',
        actorUuid: auditActor(auth),
        targetUuid: uuid,
        detail: { companyUuid, roleUuid: form.roleUuid ?? null },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(USER_ERRORS.phoneTaken);
    throw e;
  }
  deps.counts.forget(TOTALS);
  return { uuid };
}

/** The names of the fields an edit changes, for the audit record (the values stay out of it). */
function changedFields(before: Record<string, unknown>, form: UserForm): string[] {
  const fields = ['lastName', 'name', 'surname', 'phone', 'notifyEmail'] as const;
  const changed: string[] = fields.filter((f) => (before[f] ?? null) !== (form[f] ?? null));
  if (form.roleUuid && form.roleUuid !== before.roleUuid) changed.push('roleUuid');
  return changed;
}

/** PUT /user/{uuid}: the form's fields, and the role when the employee form sends one. */
export async function updateUser(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  form: UserForm,
): Promise<ManagedUser> {
  const current = await managedUsers(deps.db)
    .where('u.uuid', '=', uuid)
    .where(inScope(manageScope(auth)))
    .executeTakeFirst();
  if (!current) throw notFound(USER_ERRORS.notFound);
  assertMayTouch(auth, [current]);
  await assertPhoneFree(deps, form.phone, uuid);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          lastName: form.lastName,
          name: form.name,
          surname: form.surname,
          phone: form.phone,
          notifyEmail: form.notifyEmail,
          updatedAt: new Date(),
        })
        .where('uuid', '=', uuid)
        .execute();
      if (form.roleUuid && form.roleUuid !== current.roleUuid) {
        await assignRole(trx, auth, { ...current, ...form }, form.roleUuid);
      }
      await writeAudit(trx, {
        action: 'user.update',
        actorUuid: auditActor(auth),
        targetUuid: uuid,
        detail: { changed: changedFields(current, form) },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(USER_ERRORS.phoneTaken);
    throw e;
  }
  const row = await managedUsers(deps.db).where('u.uuid', '=', uuid).executeTakeFirstOrThrow();
  deps.counts.forget(TOTALS);
  return toManagedUser(row);
}

/**
 * PUT /delete-company-user and /recover-company-user (SPEC 4 User activity). All or nothing:
 * one user outside the caller's company makes the whole call 404. Nobody deactivates themselves;
 * deactivation ends the users' live sessions at once, and those they opened as someone else.
 */
export async function setUsersActive(deps: Deps, auth: AuthContext, uuids: string[], active: boolean) {
  const wanted = [...new Set(uuids)];
  const found = await q.usersInScope(deps.db, wanted, manageScope(auth));
  if (found.length !== wanted.length) throw notFound(USER_ERRORS.notFound);
  if (!active && wanted.includes(auth.userUuid)) throw conflict(USER_ERRORS.selfDeactivate);
  assertMayTouch(auth, found);
  await deps.db.transaction().execute(async (trx) => {
    await q.setActive(trx, wanted, active);
    if (!active) {
      await revokeUserSessions(trx, wanted);
    }
    for (const target of wanted) {
      await writeAudit(trx, {
        action: active ? 'user.recover' : 'user.deactivate',
        actorUuid: auditActor(auth),
        targetUuid: target,
      });
    }
  });
  deps.counts.forget(TOTALS);
  return { uuids: wanted, active };
}
