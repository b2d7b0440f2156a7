import { sql, type Transaction } from 'kysely';
import {
  defaultNormsOf,
  QUALITY_MSG,
  type QualityNorms,
  type QualityNormsBody,
  type QualityNormsReply,
} from '@kolos/domain/acceptance';
import { showsSlotsParams } from '@kolos/domain/queue';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import * as q from './queries';

/** The purchaser whose norms the caller reads and sets: his company (the one he acts for). */
function companyOf(auth: AuthContext): string {
  const company = auth.actingForCompanyUuid ?? auth.companyUuid;
  if (!company || auth.userType === 'farmer') throw forbidden();
  return company;
}

/**
 * The norms in force for a purchaser and crop: his own, else the crop's ГОСТ defaults; null for
 * a crop with neither (the gate then refuses to work out an acceptance).
 */
export async function normsFor(
  db: Database | Transaction<DB>,
  ownerCompanyUuid: string,
  productUuid: string,
): Promise<{ uuid: string | null; norms: QualityNorms } | null> {
  const own = await q.ownNorms(db, ownerCompanyUuid, productUuid);
  if (own) return { uuid: own.uuid, norms: { factors: own.factors, adjustments: own.adjustments } };
  const crop = await q.cropAlias(db, productUuid);
  if (!crop) throw notFound(QUALITY_MSG.productNotFound);
  const defaults = defaultNormsOf(crop.alias);
  return defaults && { uuid: null, norms: defaults };
}

/** GET /quality-norms?productUuid: the norms in force, whether they are the defaults, their changes. */
export async function getNorms(
  deps: Deps,
  auth: AuthContext,
  productUuid: string,
): Promise<QualityNormsReply> {
  const found = await normsFor(deps.db, companyOf(auth), productUuid);
  const norms = found?.norms ?? { factors: [], adjustments: [] };
  const changes = found?.uuid ? await q.normsChanges(deps.db, found.uuid) : [];
  return {
    productUuid,
    ...norms,
    isDefault: !found?.uuid,
    history: changes.map((c) => {
      const detail = (typeof c.detail === 'string' ? JSON.parse(c.detail) : c.detail) as QualityNorms;
      return {
        at: new Date(c.createdAt).toISOString(),
        userName: c.lastName === null ? null : `${c.lastName} ${c.name ?? ''}`.trim(),
        factors: detail.factors,
        adjustments: detail.adjustments,
      };
    }),
  };
}

/**
 * PUT /quality-norms: 'Настройки очереди' (the Slots policy with create and showSlotsParams, as a
 * day's queue settings), else 403. The row is written whole; the audit record of the same
 * transaction carries the norms set — the history GET reads back.
 */
export async function putNorms(
  deps: Deps,
  auth: AuthContext,
  body: QualityNormsBody,
  meta: RequestMeta,
): Promise<QualityNormsReply> {
  const owner = companyOf(auth);
  if (!showsSlotsParams(auth.subject)) throw forbidden();
  if (!(await q.cropAlias(deps.db, body.productUuid))) throw notFound(QUALITY_MSG.productNotFound);
  const factors = JSON.stringify(body.factors);
  const adjustments = JSON.stringify(body.adjustments);
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('qualityNorms')
      .values({
        uuid: newId(),
        ownerCompanyUuid: owner,
        productUuid: body.productUuid,
        factors,
        adjustments,
        updatedBy: auth.userUuid,
      })
      .onConflict((oc) =>
        oc
          .columns(['ownerCompanyUuid', 'productUuid'])
          .doUpdateSet({ factors, adjustments, updatedBy: auth.userUuid, updatedAt: sql<Date>`now()` }),
      )
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      action: 'quality-norms.update',
      actorUuid: auditActor(auth),
      targetUuid: row.uuid,
      ip: meta.ip,
      detail: { productUuid: body.productUuid, factors: body.factors, adjustments: body.adjustments },
    });
  });
  return getNorms(deps, auth, body.productUuid);
}
