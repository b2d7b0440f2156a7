import { COMPANY_MSG, missingCardFields } from '@kolos/domain/companies';
import { documentName, missingDocumentCodes } from '@kolos/domain/documents';
import { MODERATION_MSG, type MissingItem, type ModerationCompanyReply } from '@kolos/domain/moderation';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { conflict, forbidden } from '../../platform/errors';
import { moveCompany, onboardingCompany, toCompany } from '../companies';
import { documentRows, documentsOf, presentCodes } from '../documents';
import { agreementSigned } from './agreement';
import { statusHistory } from './queries';

type Company = Awaited<ReturnType<typeof onboardingCompany>>;

/** What stops a submission: empty card fields, required documents, the signed agreement. */
export async function missingOf(deps: Deps, company: Company): Promise<MissingItem[]> {
  const card = { ...company, bankID: company.bankId } as Record<string, unknown> & { type: string };
  const fields = missingCardFields(card).map((f): MissingItem => ({
    kind: 'field',
    code: f.field,
    name: f.name,
  }));
  const documents = missingDocumentCodes(company.type, await presentCodes(deps.db, company.uuid)).map(
    (code): MissingItem => ({ kind: 'document', code, name: documentName(code) }),
  );
  const signed = await agreementSigned(deps.db, company.uuid);
  const agreement: MissingItem[] =
    signed === false
      ? [{ kind: 'agreement', code: 'AGREEMENT_CONTRACT_SIGNED', name: MODERATION_MSG.agreementName }]
      : [];
  return [...fields, ...documents, ...agreement];
}

/** GET /dmoderation/company/{id}: the card, documents, what is missing, history. */
export async function moderationCompany(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
): Promise<ModerationCompanyReply> {
  const company = await onboardingCompany(deps, auth, uuid);
  return {
    company: toCompany(company),
    documents: documentsOf(deps, company, await documentRows(deps.db, uuid)),
    missing: await missingOf(deps, company),
    agreementSigned: await agreementSigned(deps.db, uuid),
    history: await statusHistory(deps.db, uuid),
  };
}

/**
 * POST /dmoderation/company: the farmer (or an admin for him) submits the company. Refused with
 * 409 listing every missing item in `detail`; a move the table forbids is the machine's 409.
 */
export async function submitCompany(deps: Deps, auth: AuthContext, uuid: string, ip: string | null) {
  const company = await onboardingCompany(deps, auth, uuid);
  if (auth.userType !== 'admin' && company.uuid !== auth.companyUuid) throw forbidden(COMPANY_MSG.notYours);
  if (company.status === 'NEED_DOCUMENTS' || company.status === 'DECLINED') {
    const missing = await missingOf(deps, company);
    if (missing.length) {
      throw conflict(`${MODERATION_MSG.incomplete}: ${missing.map((m) => m.name).join(', ')}`, missing);
    }
  }
  return moveCompany(deps, auth, company, 'ON_MODERATE', null, ip);
}

/** POST /dmoderation/company/{id}/approve and …/decline {reason} (platform admins). */
export async function decide(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  to: 'APPROVED' | 'DECLINED',
  reason: string | null,
  ip: string | null,
) {
  const company = await onboardingCompany(deps, auth, uuid);
  return moveCompany(deps, auth, company, to, reason, ip);
}

/** POST dmoderation/company/{uuid}/options: the trader type and the early-completion mark. */
export async function setOptions(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  options: { traderType?: string | undefined; isEarlyCompleted?: boolean | undefined },
  ip: string | null,
) {
  const company = await onboardingCompany(deps, auth, uuid);
  const set = {
    ...(options.traderType ? { traderType: options.traderType } : {}),
    ...(options.isEarlyCompleted !== undefined ? { isEarlyCompleted: options.isEarlyCompleted } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    if (Object.keys(set).length)
      await trx.updateTable('companies').set(set).where('uuid', '=', uuid).execute();
    await writeAudit(trx, {
      action: 'company.options',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip,
      detail: set,
    });
  });
  return { uuid, status: company.status };
}
