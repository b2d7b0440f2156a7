import { sql } from 'kysely';
import {
  COMPANY_MSG,
  COMPANY_USER_TYPES,
  type Company,
  type CompanyCard,
  type CompanyStatus,
  type CompanyUserTypeParam,
} from '@kolos/domain/companies';
import { MODERATION_MSG } from '@kolos/domain/moderation';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { storageFor } from '../../platform/files/storage';
import { isUniqueViolation } from '../../db/errors';
import { lookupFor } from './lookup';
import * as q from './queries';
import { moveCompany } from './status';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const toCompany = ({ bankId, ...row }: q.CompanyRow): Company => ({
  ...row,
  bankID: bankId,
  registrationDate: row.registrationDate === null ? null : String(row.registrationDate).slice(0, 10),
  submittedAt: iso(row.submittedAt),
});

/** GET /companies (SPEC 7): {companies, total}; moderation adds status and its own order. */
export async function listCompanies(
  deps: Deps,
  auth: AuthContext,
  query: {
    userType?: CompanyUserTypeParam | undefined;
    any?: string | undefined;
    status?: CompanyStatus | undefined;
    order?: 'name' | 'moderation';
    invited?: 'mine' | undefined;
    offset: number;
    limit: number;
  },
) {
  const { rows, total } = await q.listCompanies(
    deps.db,
    auth,
    {
      userType: query.userType ? COMPANY_USER_TYPES[query.userType] : undefined,
      any: query.any,
      status: query.status,
      order: query.order ?? 'name',
      invitedBy: query.invited === 'mine' ? auth.companyUuid : undefined,
    },
    query,
  );
  return { companies: rows.map(toCompany), total };
}

/**
 * GET /companies/get/{id}: a company outside the caller's sight is not found. The farmer in
 * onboarding and the purchaser who invited him read it through the onboarding reach too.
 */
export async function getCompany(deps: Deps, auth: AuthContext, uuid: string) {
  const row =
    (await q.findCompany(deps.db, auth, uuid)) ?? (await q.findOnboardingCompany(deps.db, auth, uuid));
  if (!row) throw notFound(COMPANY_MSG.notFound);
  return toCompany(row);
}

/** A company in the caller's onboarding reach, or 404. */
export async function onboardingCompany(deps: Deps, auth: AuthContext, uuid: string) {
  const row = await q.findOnboardingCompany(deps.db, auth, uuid);
  if (!row) throw notFound(COMPANY_MSG.notFound);
  return row;
}

/**
 * PUT /companies/{uuid}: the card. A platform admin edits any company (ModerationFarmerEdit); a
 * farmer his own while it is not on moderation or approved; anyone else is refused.
 */
export async function updateCompany(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  card: CompanyCard,
  ip: string | null,
) {
  const row = await onboardingCompany(deps, auth, uuid);
  if (auth.userType !== 'admin') {
    if (row.uuid !== auth.companyUuid) throw forbidden(COMPANY_MSG.notYours);
    if (row.status === 'APPROVED') throw conflict(COMPANY_MSG.approvedCardLocked);
    if (row.status === 'ON_MODERATE') throw conflict(COMPANY_MSG.onModerateLocked);
  }
  const { bankID, ...rest } = card;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('companies')
        .set({
          ...rest,
          reasonCode: card.type === 'COMPANY_TYPE_CORP' ? card.reasonCode : null,
          registrationDate: card.registrationDate ?? null,
          bankId: bankID,
          updatedAt: sql<Date>`now()`,
        })
        .where('uuid', '=', uuid)
        .execute();
      await writeAudit(trx, { action: 'company.update', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(COMPANY_MSG.taxCodeTaken);
    throw e;
  }
  return toCompany((await q.findOnboardingCompany(deps.db, auth, uuid))!);
}

/**
 * POST /companies/{uuid} (issue 28 point 18, docs/onboarding.md): a platform admin opens the card
 * of a new purchaser under the uuid his client chose — approved at once (purchasers are not
 * moderated), a trader, with the same checked requisites as a farmer's card. Farmer companies come
 * only from an invitation (its user, link and inviting purchaser), never from here. The uuid or
 * the ИНН already taken: 409.
 */
export async function createPurchaserCompany(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  card: CompanyCard,
  ip: string | null,
) {
  const { bankID, ...rest } = card;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('companies')
        .select('uuid')
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      if (taken) throw conflict(COMPANY_MSG.uuidTaken);
      await trx
        .insertInto('companies')
        .values({
          ...rest,
          uuid,
          reasonCode: card.type === 'COMPANY_TYPE_CORP' ? card.reasonCode : null,
          registrationDate: card.registrationDate ?? null,
          bankId: bankID,
          userType: 'purchaser',
          traderType: 'TRADER_TYPE_TRADER',
          status: 'APPROVED',
        })
        .execute();
      await writeAudit(trx, { action: 'company.create', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const again = await deps.db
        .selectFrom('companies')
        .select('uuid')
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      throw conflict(again ? COMPANY_MSG.uuidTaken : COMPANY_MSG.taxCodeTaken);
    }
    throw e;
  }
  return getCompany(deps, auth, uuid);
}

/** PUT /companies/{uuid}/status (a platform admin): any move of the table; a decline needs a reason. */
export async function setCompanyStatus(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  status: CompanyStatus,
  reason: string | undefined,
  ip: string | null,
) {
  const row = await onboardingCompany(deps, auth, uuid);
  if (status === 'DECLINED' && !reason) throw badRequest(MODERATION_MSG.reasonRequired);
  return moveCompany(deps, auth, row, status, reason ?? null, ip);
}

/** GET /companies/searchByTaxCode/{code}: the company with this ИНН the caller sees, else 404. */
export async function searchByTaxCode(deps: Deps, auth: AuthContext, taxCode: string) {
  const row =
    (await q.findByTaxCode(deps.db, auth, taxCode)) ??
    (await deps.db
      .selectFrom('companies as c')
      .select('c.uuid')
      .where('c.taxCode', '=', taxCode)
      .where(q.onboardingInScope(auth))
      .executeTakeFirst()
      .then((found) => (found ? q.findOnboardingCompany(deps.db, auth, found.uuid) : undefined)));
  if (!row) throw notFound(COMPANY_MSG.notFound);
  return toCompany(row);
}

/** GET /dadata/organizations/innogrn/{id}. */
export const lookupOrganization = (deps: Deps, id: string) => lookupFor(deps.config, deps.db).find(id);

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * DELETE /companies/{id} (a platform admin): the company with its people, invitations, history
 * and documents — refused (409) when anything else names it: deals, offers, slots, points.
 */
export async function deleteCompany(deps: Deps, auth: AuthContext, uuid: string, ip: string | null) {
  await onboardingCompany(deps, auth, uuid);
  let keys: string[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const userUuids = (
        await trx.selectFrom('users').select('uuid').where('companyUuid', '=', uuid).execute()
      ).map((u) => u.uuid);
      await trx.deleteFrom('companyDocuments').where('companyUuid', '=', uuid).execute();
      const files = await trx
        .deleteFrom('files')
        .where((eb) =>
          eb.or([
            eb('ownerCompanyUuid', '=', uuid),
            ...(userUuids.length ? [eb('ownerUserUuid', 'in', userUuids)] : []),
          ]),
        )
        .returning('storageKey')
        .execute();
      keys = files.map((f) => f.storageKey);
      await trx.deleteFrom('groups').where('companyUuid', '=', uuid).execute();
      await trx.deleteFrom('groups').where('uuid', '=', uuid).execute();
      if (userUuids.length) await trx.deleteFrom('users').where('uuid', 'in', userUuids).execute();
      await trx.deleteFrom('companies').where('uuid', '=', uuid).execute();
      await writeAudit(trx, { action: 'company.delete', actorUuid: auditActor(auth), targetUuid: uuid, ip });
    });
  } catch (e) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw conflict(COMPANY_MSG.hasDeals);
    throw e;
  }
  const storage = storageFor(deps.config);
  for (const key of keys) await storage.remove(key).catch(() => undefined);
  return { uuid };
}
