import {
  canAccess,
  itemsFromPolicies,
  policyToWire,
  ROLE_NOT_SETUP,
  type Policy,
  type WirePolicy,
} from '@kolos/domain';
import { canonicalPolicies, itemsBeyond, ROLE_ERRORS } from '@kolos/domain/roles';
import { FARMER_ROLE, MAIN_ROLE_PURCHASER, REGISTRATION_ROLE } from '@kolos/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { auditActor, writeAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { ownerScope } from '../../platform/scope';
import { isUniqueViolation } from '../../db/errors';
import * as q from './queries';

const isAdmin = (auth: AuthContext) => auth.userType === 'admin';
/** The roles a caller reaches: their company's; null (every role) for a platform admin. */
const roleScope = (auth: AuthContext) => ownerScope(auth);
/** Names the platform itself gives roles: a company role of the same name would pass for them. */
const RESERVED = [FARMER_ROLE, REGISTRATION_ROLE, ROLE_NOT_SETUP, MAIN_ROLE_PURCHASER].map((n) =>
  n.toLowerCase(),
);

const toWire = (r: { uuid: string; name: string; companyUuid: string | null; policies: Policy[] }) => ({
  uuid: r.uuid,
  name: r.name,
  companyUuid: r.companyUuid,
  policies: r.policies.map(policyToWire),
});

/**
 * SPEC 3 Role: a lookup that finds nothing answers the name 'not setup'. Another company's role
 * is not found either. Beyond one's own role, reading a role needs a roles right.
 */
export async function getRole(deps: Deps, auth: AuthContext, uuid: string) {
  const role = await q.findRole(deps.db, uuid);
  const own = role && (await q.groupRoles(deps.db, auth.userUuid)).some((g) => g.roleUuid === uuid);
  const mayRead = canAccess(auth.subject, 'RolesList') || canAccess(auth.subject, 'RolesView');
  const visible =
    role &&
    (own ||
      isAdmin(auth) ||
      (mayRead && (role.companyUuid === null || role.companyUuid === auth.companyUuid)));
  if (!role || !visible) return { uuid, name: ROLE_NOT_SETUP, companyUuid: null, policies: [] };
  return toWire(role);
}

/** GET /roles: the roles list (SPEC 2.2). */
export async function listRoles(
  deps: Deps,
  auth: AuthContext,
  query: { any?: string | undefined; offset: number; limit: number; companyUuid?: string | undefined },
) {
  const { rows, total } = await q.listRoles(deps.db, roleScope(auth), query, query);
  return {
    roles: rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      companyUuid: r.companyUuid,
      company: r.companyName ? { name: r.companyName } : null,
    })),
    total,
  };
}

/** Only catalogue items are stored; at least one; never one the caller could not grant themselves. */
function checkedPolicies(auth: AuthContext, wire: WirePolicy[], before: Policy[] = []): Policy[] {
  const { items, policies } = canonicalPolicies(wire);
  if (items.length === 0) throw badRequest(ROLE_ERRORS.noItems);
  if (!isAdmin(auth)) {
    const had = new Set(itemsFromPolicies(before));
    const added = items.filter((k) => !had.has(k));
    if (itemsBeyond(added, auth.subject.policies).length) throw forbidden(ROLE_ERRORS.escalation);
  }
  return policies;
}

async function assertNameFree(deps: Deps, companyUuid: string, name: string, exceptUuid?: string) {
  if (
    RESERVED.includes(name.toLowerCase()) ||
    (await q.roleNameTaken(deps.db, companyUuid, name, exceptUuid))
  ) {
    throw conflict(ROLE_ERRORS.nameTaken);
  }
}

/** The company a new role belongs to: the caller's; a platform admin names a purchaser company. */
async function roleCompany(deps: Deps, auth: AuthContext, requested: string | null | undefined) {
  if (!isAdmin(auth)) return auth.companyUuid!;
  if (!requested) throw badRequest(ROLE_ERRORS.companyRequired);
  const company = await deps.db
    .selectFrom('companies')
    .select(['uuid', 'name', 'userType'])
    .where('uuid', '=', requested)
    .executeTakeFirst();
  if (!company) throw notFound('Организация не найдена');
  if (company.userType !== 'purchaser') throw badRequest('Роли создаются только для организаций закупщиков');
  return company.uuid;
}

/** POST /roles: a new role of the company, at once assignable (it joins the company's group). */
export async function createRole(
  deps: Deps,
  auth: AuthContext,
  body: { name: string; policies: WirePolicy[]; companyUuid?: string | null | undefined },
) {
  const companyUuid = await roleCompany(deps, auth, body.companyUuid);
  const policies = checkedPolicies(auth, body.policies);
  await assertNameFree(deps, companyUuid, body.name);
  const company = await deps.db
    .selectFrom('companies')
    .select('name')
    .where('uuid', '=', companyUuid)
    .executeTakeFirstOrThrow();
  try {
    const uuid = await deps.db.transaction().execute(async (trx) => {
      const id = await q.insertRole(trx, { companyUuid, name: body.name, policies });
      await q.ensureGroup(trx, { uuid: companyUuid, name: company.name, companyUuid });
      await q.addGroupRole(trx, companyUuid, id);
      await writeAudit(trx, {
        action: 'role.create',
        actorUuid: auditActor(auth),
        targetUuid: id,
        detail: { name: body.name, companyUuid },
      });
      return id;
    });
    return toWire({ uuid, name: body.name, companyUuid, policies });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ROLE_ERRORS.nameTaken);
    throw e;
  }
}

/** PUT /roles. Platform roles (no company) are a platform admin's only. */
export async function updateRole(
  deps: Deps,
  auth: AuthContext,
  body: { uuid: string; name: string; policies: WirePolicy[] },
) {
  const [role] = await q.rolesByUuids(deps.db, [body.uuid], roleScope(auth));
  if (!role) throw notFound(ROLE_ERRORS.notFound);
  const policies = checkedPolicies(auth, body.policies, role.policies);
  if (role.companyUuid) await assertNameFree(deps, role.companyUuid, body.name, role.uuid);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await q.updateRole(trx, role.uuid, { name: body.name, policies });
      await writeAudit(trx, {
        action: 'role.update',
        actorUuid: auditActor(auth),
        targetUuid: role.uuid,
        detail: { name: body.name, previousName: role.name, companyUuid: role.companyUuid },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ROLE_ERRORS.nameTaken);
    throw e;
  }
  return toWire({ ...role, name: body.name, policies });
}

/**
 * DELETE /roles/{id} and /roles/delete. All or nothing: a role outside the caller's company makes
 * the call 404. A role someone holds is not deleted (409), nor a company's last role (409).
 */
export async function deleteRoles(deps: Deps, auth: AuthContext, uuids: string[]) {
  const wanted = [...new Set(uuids)];
  const roles = await q.rolesByUuids(deps.db, wanted, roleScope(auth));
  if (roles.length !== wanted.length) throw notFound(ROLE_ERRORS.notFound);
  await deps.db.transaction().execute(async (trx) => {
    // Lock the companies first: two deletions at once must not both take "the other" last role.
    const companies = [...new Set(roles.map((r) => r.companyUuid).filter((c): c is string => c !== null))];
    await q.lockCompanies(trx, companies);
    const holders = await q.usersHolding(trx, wanted);
    if (holders > 0) throw conflict(ROLE_ERRORS.inUse(holders));
    if (companies.length) {
      const left = new Map(
        (await q.rolesLeft(trx, companies, wanted)).map((r) => [r.companyUuid, Number(r.n)]),
      );
      if (companies.some((c) => !left.get(c))) throw conflict(ROLE_ERRORS.lastRole);
    }
    await q.deleteRoles(trx, wanted);
    for (const role of roles) {
      await writeAudit(trx, {
        action: 'role.delete',
        actorUuid: auditActor(auth),
        targetUuid: role.uuid,
        detail: { name: role.name, companyUuid: role.companyUuid },
      });
    }
  });
  return { uuids: wanted };
}
