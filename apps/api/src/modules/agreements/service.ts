import { AGREEMENT, AGREEMENT_MSG, type AgreementListQuery } from '@kolos/domain/agreements';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { visibleTo } from '../../platform/scope';
import { startHistory } from '../../platform/status-machine';
import * as q from './queries';
import { AGREEMENT_STATUS } from './status';
import { pendingVersions } from './versions-queries';
import { agreementWire } from './wire';

const COLUMNS = { purchaser: 'a.purchaserCompanyUuid', farmer: 'a.farmerCompanyUuid' } as const;
const scopeOf = (auth: AuthContext) => visibleTo(auth, AGREEMENT, COLUMNS);

/** The farmer's company of the caller: signing and the current agreement are his alone. */
export function farmerCompanyOf(auth: AuthContext): string {
  if (auth.userType !== 'farmer') throw forbidden();
  if (!auth.companyUuid) throw forbidden(AGREEMENT_MSG.noCompany);
  return auth.companyUuid;
}

/**
 * The purchaser whose agreement the farmer signs: the one named (the web passes it when it
 * knows), else the one who invited his company (`companies.invited_by_company_uuid`, onboarding),
 * else the single purchaser with a template he already deals with. Otherwise he must name one.
 */
async function purchaserFor(deps: Deps, farmerUuid: string, asked: string | undefined) {
  let uuid = asked ?? (await q.invitedBy(deps.db, farmerUuid));
  if (!uuid) {
    const related = await q.relatedPurchasers(deps.db, farmerUuid);
    if (related.length !== 1) throw new AppError('VALIDATION', AGREEMENT_MSG.purchaserUnknown);
    uuid = related[0]!;
  }
  const purchaser = await q.findPurchaser(deps.db, uuid);
  if (!purchaser) throw notFound(AGREEMENT_MSG.purchaserNotFound);
  return purchaser;
}

/**
 * POST /personal/agreement/current: the agreement on the purchaser's latest version, offered now
 * if it was not yet (two first opens at once make one row: the unique (farmer, version)).
 */
export async function currentAgreement(
  deps: Deps,
  auth: AuthContext,
  asked: string | undefined,
  meta: RequestMeta,
) {
  const farmerUuid = farmerCompanyOf(auth);
  const purchaser = await purchaserFor(deps, farmerUuid, asked);
  const template = await q.latestTemplate(deps.db, purchaser.uuid);
  if (!template) throw notFound(AGREEMENT_MSG.templateNotFound);
  await deps.db.transaction().execute(async (trx) => {
    const created = await q.insertAgreement(trx, {
      uuid: newId(),
      farmerCompanyUuid: farmerUuid,
      purchaserCompanyUuid: purchaser.uuid,
      templateUuid: template.uuid,
      title: template.title,
      text: template.text,
      createdBy: auth.userUuid,
    });
    if (!created) return;
    const by = { userUuid: auth.userUuid, actorUuid: auth.actorUuid };
    await startHistory(trx, AGREEMENT_STATUS, {
      uuid: created.uuid,
      status: 'AGREEMENT_CONTRACT_CREATED',
      by,
      note: {},
    });
    await writeAudit(trx, {
      action: 'agreement.create',
      actorUuid: auditActor(by),
      targetUuid: created.uuid,
      ip: meta.ip,
      detail: { templateUuid: template.uuid, version: template.version },
    });
  });
  const row = await q
    .agreementRows(deps.db)
    .where('a.farmerCompanyUuid', '=', farmerUuid)
    .where('a.templateUuid', '=', template.uuid)
    .executeTakeFirstOrThrow();
  return agreementWire(row);
}

/** One agreement in the caller's scope; another company's is 404. */
export async function findAgreement(deps: Deps, auth: AuthContext, uuid: string) {
  const row = await q
    .agreementRows(deps.db)
    .where('a.uuid', '=', uuid)
    .where(scopeOf(auth))
    .executeTakeFirst();
  if (!row) throw notFound(AGREEMENT_MSG.notFound);
  return row;
}

/** GET /agreements: the caller's agreements (a purchaser's staff their company's, a farmer his). */
export async function listAgreements(deps: Deps, auth: AuthContext, filter: AgreementListQuery) {
  if (auth.userType === 'purchaser' && filter.purchaserUuid && filter.purchaserUuid !== auth.companyUuid)
    throw notFound(AGREEMENT_MSG.purchaserNotFound);
  if (auth.userType === 'farmer' && filter.farmerUuid && filter.farmerUuid !== auth.companyUuid)
    throw notFound(AGREEMENT_MSG.notFound);
  const { rows, total } = await q.listAgreements(deps.db, scopeOf(auth), filter);
  return { agreements: rows.map(agreementWire), totalCount: total };
}

/** GET /agreements/byFarmer/{id}: a farmer's agreements as the caller may see them. */
export async function agreementsOfFarmer(deps: Deps, auth: AuthContext, farmerUuid: string) {
  const list = await listAgreements(deps, auth, { farmerUuid, limit: 100, offset: 0 });
  return list.agreements;
}

/**
 * GET /personal/agreement/pending: the new versions the farmer's approved company is asked to sign
 * (it signed an earlier one with the purchaser); the web leads him to them after login (ADR 0089).
 */
export async function pendingAgreements(deps: Deps, auth: AuthContext) {
  return { pending: await pendingVersions(deps.db, farmerCompanyOf(auth)) };
}
