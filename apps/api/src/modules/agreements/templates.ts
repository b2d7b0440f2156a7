import {
  AGREEMENT_MSG,
  type AgreementTemplateBody,
  type AgreementVersions,
  type AgreementVersionsQuery,
} from '@kolos/domain/agreements';
import type { AuthContext } from '../../platform/auth/context';
import { auditActor, writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import * as q from './queries';
import { awaitingCount, listVersions } from './versions-queries';
import { templateWire } from './wire';

/**
 * Whose template the caller edits or reads: an admin names any purchaser; a purchaser's
 * super-user his own company (another's is 404, as any other company's row); nobody else.
 */
async function purchaserOf(deps: Deps, auth: AuthContext, asked: string | undefined, edit: boolean) {
  let uuid: string;
  if (auth.userType === 'admin') {
    if (!asked) throw new AppError('VALIDATION', AGREEMENT_MSG.purchaserRequired);
    uuid = asked;
  } else {
    if (auth.userType !== 'purchaser' || !auth.companyUuid) throw forbidden();
    if (edit && !auth.isSuperUser) throw forbidden(AGREEMENT_MSG.superUserOnly);
    if (asked && asked !== auth.companyUuid) throw notFound(AGREEMENT_MSG.purchaserNotFound);
    uuid = auth.companyUuid;
  }
  const purchaser = await q.findPurchaser(deps.db, uuid);
  if (!purchaser) throw notFound(AGREEMENT_MSG.purchaserNotFound);
  return purchaser;
}

/** POST /admin/agreement: a new version of the text; agreements already offered keep theirs. */
export async function createTemplate(
  deps: Deps,
  auth: AuthContext,
  body: AgreementTemplateBody,
  meta: RequestMeta,
) {
  const purchaser = await purchaserOf(deps, auth, body.purchaserUuid, true);
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await q.insertTemplate(trx, {
      uuid: newId(),
      purchaserCompanyUuid: purchaser.uuid,
      title: body.title,
      text: body.text,
      createdBy: auth.userUuid,
    });
    await writeAudit(trx, {
      action: 'agreement.template.create',
      actorUuid: auditActor(auth),
      targetUuid: created.uuid,
      ip: meta.ip,
      detail: { purchaserCompanyUuid: purchaser.uuid, version: created.version },
    });
    return created;
  });
  return templateWire(row);
}

/** GET /admin/agreement: the current version (the form opens with it). */
export async function currentTemplate(deps: Deps, auth: AuthContext, purchaserUuid: string | undefined) {
  const purchaser = await purchaserOf(deps, auth, purchaserUuid, false);
  const row = await q.latestTemplate(deps.db, purchaser.uuid);
  if (!row) throw notFound(AGREEMENT_MSG.templateNotFound);
  return templateWire(row);
}

/**
 * GET /admin/agreement/versions: the purchaser's versions, newest first, with how many farmer
 * companies signed each, and how many approved ones the current version is still asked of.
 */
export async function versions(
  deps: Deps,
  auth: AuthContext,
  query: AgreementVersionsQuery,
): Promise<AgreementVersions> {
  const purchaser = await purchaserOf(deps, auth, query.purchaserUuid, false);
  const [page, awaiting] = await Promise.all([
    listVersions(deps.db, purchaser.uuid, query),
    awaitingCount(deps.db, purchaser.uuid),
  ]);
  return {
    templates: page.rows.map((row) => ({
      ...templateWire(row),
      createdByName: row.createdByName,
      signedCount: row.signedCount,
    })),
    totalCount: page.total,
    awaitingCount: awaiting,
  };
}
