import type { Transaction } from 'kysely';
import { innRefusal } from '@kolos/domain/companies';
import { INVITATION_TTL_DAYS, REGISTRATION_MSG, type InvitationReply } from '@kolos/domain/registration';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import { generateToken, hashToken } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { startCompanyHistory } from '../companies';
import { isUniqueViolation } from '../../db/errors';
import * as q from './queries';

const DAY_MS = 86_400_000;

/** The inviting purchaser: his company; a platform admin invites for nobody in particular. */
const purchaserOf = (auth: AuthContext) =>
  auth.userType === 'admin' ? null : (auth.actingForCompanyUuid ?? auth.companyUuid);

/** A fresh link for the user (older ones voided) and its SMS, in the caller's transaction. */
async function sendLink(deps: Deps, trx: Transaction<DB>, userUuid: string, phone: string) {
  const token = generateToken();
  const expireAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  await q.voidLinks(trx, userUuid);
  await q.insertLink(trx, { tokenHash: hashToken(token), userUuid, expiresAt: expireAt });
  const url = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/registration/${token}`;
  await deps.sms.send(trx, { to: phone, text: REGISTRATION_MSG.sms(url) });
  return expireAt;
}

/** The farmer company of the ИНН: a new one in NEED_DOCUMENTS, or the same one still in onboarding. */
async function companyFor(
  trx: Transaction<DB>,
  auth: AuthContext,
  taxCode: string,
  name: string | undefined,
) {
  const purchaser = purchaserOf(auth);
  const existing = await q.companyByTaxCode(trx, taxCode);
  if (existing) {
    if (existing.userType !== 'farmer') throw conflict(REGISTRATION_MSG.companyNotFarmer);
    if (existing.status === 'APPROVED') throw conflict(REGISTRATION_MSG.companyApproved);
    if (purchaser && existing.invitedByCompanyUuid && existing.invitedByCompanyUuid !== purchaser) {
      throw conflict(REGISTRATION_MSG.invitedByOther);
    }
    return existing.uuid;
  }
  const uuid = newId();
  const type = taxCode.length === 12 ? 'COMPANY_TYPE_INDIVIDUAL' : 'COMPANY_TYPE_CORP';
  await trx
    .insertInto('companies')
    .values({
      uuid,
      name: name || `Организация (ИНН ${taxCode})`,
      taxCode,
      type,
      userType: 'farmer',
      traderType: 'TRADER_TYPE_FARMER',
      status: 'NEED_DOCUMENTS',
      invitedByCompanyUuid: purchaser,
      submittedAt: null,
      declineReason: null,
    })
    .execute();
  await startCompanyHistory(trx, uuid, auth);
  return uuid;
}

/** The farmer user of the phone: new, or the same farmer of this company. */
async function userFor(trx: Transaction<DB>, phone: string, companyUuid: string) {
  const existing = await q.userByPhone(trx, phone);
  if (existing) {
    if (existing.userType !== 'farmer') throw conflict(REGISTRATION_MSG.phoneNotFarmer);
    if (existing.companyUuid !== companyUuid) throw conflict(REGISTRATION_MSG.phoneTaken);
    return existing.uuid;
  }
  const uuid = newId();
  await trx
    .insertInto('users')
    .values({ uuid, phone, userType: 'farmer', companyUuid, passwordHash: null, notifyEmail: null })
    .execute();
  return uuid;
}

/**
 * POST /registration/invitations: a farmer company in NEED_DOCUMENTS remembering the inviting
 * purchaser, a farmer user, a one-time link (hashed, 7 days) and its SMS — one transaction.
 */
export async function invite(
  deps: Deps,
  auth: AuthContext,
  body: { phone: string; taxCode: string; name?: string | undefined },
  ip: string | null,
): Promise<InvitationReply> {
  const kind = body.taxCode.length === 12 ? 'COMPANY_TYPE_INDIVIDUAL' : 'COMPANY_TYPE_CORP';
  const refusal = innRefusal(body.taxCode, kind);
  if (refusal) throw badRequest(refusal, [{ field: 'taxCode', message: refusal }]);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const companyUuid = await companyFor(trx, auth, body.taxCode, body.name);
      const userUuid = await userFor(trx, body.phone, companyUuid);
      const expireAt = await sendLink(deps, trx, userUuid, body.phone);
      const uuid = newId();
      await trx
        .insertInto('registrationInvitations')
        .values({
          uuid,
          companyUuid,
          userUuid,
          purchaserCompanyUuid: purchaserOf(auth),
          invitedBy: auth.userUuid,
          phone: body.phone,
          expireAt,
        })
        .execute();
      await writeAudit(trx, {
        action: 'company.invite',
        actorUuid: auditActor(auth),
        targetUuid: companyUuid,
        ip,
        detail: { invitation: uuid, userUuid },
      });
      return { uuid, companyUuid, userUuid, expireAt: expireAt.toISOString() };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(REGISTRATION_MSG.phoneTaken);
    throw e;
  }
}

/** POST /registration/invitations/{uuid}/resend: a new link; the old one stops working. */
export async function resend(deps: Deps, auth: AuthContext, uuid: string): Promise<InvitationReply> {
  const invitation = await q.findInvitation(deps.db, uuid, purchaserOf(auth));
  if (!invitation) throw notFound(REGISTRATION_MSG.invitationNotFound);
  if (invitation.status === 'APPROVED') throw conflict(REGISTRATION_MSG.alreadyRegistered);
  return deps.db.transaction().execute(async (trx) => {
    const expireAt = await sendLink(deps, trx, invitation.userUuid, invitation.phone);
    await trx
      .updateTable('registrationInvitations')
      .set((eb) => ({ expireAt, sentCount: eb('sentCount', '+', 1), updatedAt: new Date() }))
      .where('uuid', '=', uuid)
      .execute();
    return {
      uuid,
      companyUuid: invitation.companyUuid,
      userUuid: invitation.userUuid,
      expireAt: expireAt.toISOString(),
    };
  });
}

/** GET /registration/invitations: the purchaser's invitations (an admin's: all), newest first. */
export async function invitations(deps: Deps, auth: AuthContext, paging: { offset: number; limit: number }) {
  const rows = await q.listInvitations(deps.db, purchaserOf(auth), paging);
  return {
    invitations: rows.map((r) => ({
      ...r,
      expireAt: new Date(r.expireAt).toISOString(),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
