import { sql, type Transaction } from 'kysely';
import { FARMER_ROLE } from '@kolos/domain';
import { COMPANY_MSG, COMPANY_STATUS_MACHINE, type CompanyStatus } from '@kolos/domain/companies';
import { MODERATION_MSG } from '@kolos/domain/moderation';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { endRegistrationSessions } from '../auth';
import { noticeAdmins } from '../notifications';
import { newId } from '../../platform/ids';
import { movedByColumns, moveStatus, startHistory, type StatusSubject } from '../../platform/status-machine';
import './tables';

type Note = { reason?: string | null };

/** ADR 0064: the company's moderation status, its history table and audit action. */
export const COMPANY_STATUS: StatusSubject<CompanyStatus, 'companies', Note> = {
  machine: COMPANY_STATUS_MACHINE,
  table: 'companies',
  notFound: COMPANY_MSG.notFound,
  auditAction: 'company.status',
  also: (move) => ({
    updatedAt: sql<Date>`now()`,
    ...(move.to === 'ON_MODERATE' ? { submittedAt: sql<Date>`now()` } : {}),
    declineReason: move.to === 'DECLINED' ? (move.note.reason ?? null) : null,
  }),
  history: (trx, move) =>
    trx
      .insertInto('companyStatusHistory')
      .values({
        uuid: newId(),
        companyUuid: move.uuid,
        previousStatus: move.from,
        status: move.to,
        statusReason: move.note.reason ?? null,
        ...movedByColumns(move.by),
      })
      .execute(),
};

/** A new company's first history row (an invitation). */
export const startCompanyHistory = (
  trx: Transaction<DB>,
  uuid: string,
  by: { userUuid: string; actorUuid: string | null },
) => startHistory(trx, COMPANY_STATUS, { uuid, status: 'NEED_DOCUMENTS', by, note: {} });

/**
 * Approval: each user of the company leaves the registration flow — gets the platform's farmer
 * role (he then logs in by phone as any farmer) — and is told by SMS.
 */
async function onApproved(deps: Deps, trx: Transaction<DB>, companyUuid: string) {
  const role = await trx
    .selectFrom('roles')
    .select('uuid')
    .where('name', '=', FARMER_ROLE)
    .where('companyUuid', 'is', null)
    .orderBy('createdAt')
    .executeTakeFirst();
  const users = await trx
    .selectFrom('users')
    .select(['uuid', 'phone', 'lastName', 'name'])
    .where('companyUuid', '=', companyUuid)
    .where('userType', '=', 'farmer')
    .execute();
  for (const user of users) {
    await trx
      .insertInto('groups')
      .values({ uuid: user.uuid, name: `${user.lastName} ${user.name}`.trim() || user.phone, companyUuid })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    if (role) {
      await trx
        .insertInto('groupRoles')
        .values({ groupUuid: user.uuid, roleUuid: role.uuid })
        .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
        .execute();
    }
    await deps.sms.send(trx, { to: user.phone, text: MODERATION_MSG.approvedSms });
  }
  if (role) {
    // The company's group holds the roles it may assign, as the seed gives every farmer company.
    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('uuid', '=', companyUuid)
      .executeTakeFirst();
    await trx
      .insertInto('groups')
      .values({ uuid: companyUuid, name: company?.name ?? companyUuid, companyUuid })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    await trx
      .insertInto('groupRoles')
      .values({ groupUuid: companyUuid, roleUuid: role.uuid })
      .onConflict((oc) => oc.columns(['groupUuid', 'roleUuid']).doNothing())
      .execute();
  }
}

/** Issue 29 point 7: the platform's admins hear of a company waiting for their check. */
async function onSubmitted(deps: Deps, trx: Transaction<DB>, companyUuid: string) {
  const company = await trx
    .selectFrom('companies')
    .select(['name', 'taxCode'])
    .where('uuid', '=', companyUuid)
    .executeTakeFirstOrThrow();
  await noticeAdmins(deps, trx, {
    kind: 'company.submitted',
    text: MODERATION_MSG.submittedNotice(company.name, company.taxCode),
    subject: MODERATION_MSG.submittedSubject,
    link: `/moderation/farmers/${companyUuid}`,
    objectUuid: companyUuid,
  });
}

async function onDeclined(deps: Deps, trx: Transaction<DB>, companyUuid: string, reason: string) {
  const users = await trx
    .selectFrom('users')
    .select('phone')
    .where('companyUuid', '=', companyUuid)
    .where('userType', '=', 'farmer')
    .execute();
  for (const user of users)
    await deps.sms.send(trx, { to: user.phone, text: MODERATION_MSG.declinedSms(reason) });
}

/**
 * Moves a company (already found in the caller's scope, `from` its status then) in one
 * transaction: the swap, history, audit, and the move's effects (role and SMS).
 */
export async function moveCompany(
  deps: Deps,
  auth: AuthContext,
  company: { uuid: string; status: string },
  to: string,
  reason: string | null,
  ip: string | null,
): Promise<{ uuid: string; status: string }> {
  await deps.db.transaction().execute(async (trx) => {
    const move = await moveStatus(trx, COMPANY_STATUS, {
      uuid: company.uuid,
      from: company.status as CompanyStatus,
      to,
      by: auth,
      ip,
      note: reason ? { reason } : {},
    });
    if (move.to === 'ON_MODERATE') await onSubmitted(deps, trx, company.uuid);
    if (move.to === 'APPROVED') await onApproved(deps, trx, company.uuid);
    if (move.to === 'DECLINED') await onDeclined(deps, trx, company.uuid, reason ?? '');
    // The link's session ends with the decision; the farmer logs in by phone (ADR 0088).
    if (move.to === 'APPROVED' || move.to === 'DECLINED') await endRegistrationSessions(trx, company.uuid);
  });
  return { uuid: company.uuid, status: to };
}
