import type { AuditAction } from '@kolos/domain/audit';
import { MAX_LIST_LIMIT, MSG } from '@kolos/domain';
import {
  DISCOUNT_MSG,
  type DiscountCreateBody,
  type DiscountFields,
  type DiscountListQuery,
  type DiscountListReply,
  type DiscountUpdateBody,
  type DiscountWire,
} from '@kolos/domain/discounts';
import type { AuthContext } from '../../platform/auth/context';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { auditActor, writeAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { newId } from '../../platform/ids';
import { countOf, latePage } from '../../platform/list';
import { ownerScope } from '../../platform/scope';
import { fedRegionExists } from '../reference';
import * as q from './queries';

/** A purchaser's staff see and change only their company's premiums; an admin any company's. */
const scopeOf = (auth: AuthContext): q.OwnerScope => ownerScope(auth);

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

function toWire(row: q.DiscountRow): DiscountWire {
  return {
    data: {
      uuid: row.uuid,
      ownerCompanyUuid: row.ownerCompanyUuid,
      regionUuid: row.regionUuid,
      areaUuid: row.areaUuid,
      cultureUuid: row.cultureUuid,
      amount: row.amount,
      culture: { payload: { title: row.cultureTitle } },
    },
    regionName: { value: row.regionValue, fullSubvalue: row.regionFull, shortSubvalue: row.regionShort },
    areaName: { value: row.areaValue, fullSubvalue: row.areaFull, shortSubvalue: row.areaShort },
  };
}

/** The audit record of a change to a premium, in the change's own transaction. */
const audited = (trx: Database, auth: AuthContext, action: AuditAction, uuid: string, detail: object) =>
  inTransaction(trx, (t) =>
    writeAudit(t, { action, actorUuid: auditActor(auth), targetUuid: uuid, detail: { ...detail } }),
  );

/** The count cache's scope of premium totals (platform/count-cache.ts). */
const TOTALS = 'discounts';

export async function listDiscounts(
  deps: Deps,
  auth: AuthContext,
  query: DiscountListQuery,
): Promise<DiscountListReply> {
  const { offset, limit, ...filters } = query;
  const scope = scopeOf(auth);
  const keys = q.discountKeys(deps.db, scope, filters);
  const { rows, total } = await latePage(
    keys,
    q.discountPageRows(deps.db, scope),
    { offset, limit: Math.min(limit ?? MAX_LIST_LIMIT, MAX_LIST_LIMIT) },
    () => deps.counts.get(TOTALS, JSON.stringify({ scope, filters }), () => countOf(keys)),
  );
  return { discounts: rows.map(toWire), total };
}

/** The region, area and crop must exist, and the area must lie in the region. */
async function checkPlace(deps: Deps, f: DiscountFields) {
  if (!(await fedRegionExists(deps.db, f.regionUuid)))
    throw fieldError('regionUuid', DISCOUNT_MSG.regionNotFound);
  const area = await q.findArea(deps.db, f.areaUuid);
  if (!area || area.fedRegionUuid !== f.regionUuid) throw fieldError('areaUuid', DISCOUNT_MSG.areaMismatch);
  if (!(await q.cultureExists(deps.db, f.cultureUuid)))
    throw fieldError('cultureUuid', DISCOUNT_MSG.cultureNotFound);
}

async function checkUnique(deps: Deps, owner: string, f: DiscountFields, exceptUuid: string | null) {
  if (await q.findTwin(deps.db, owner, f, exceptUuid)) throw conflict(DISCOUNT_MSG.duplicate);
}

/** The unique index is the last word when two saves race past checkUnique. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(DISCOUNT_MSG.duplicate);
    throw error;
  }
}

/**
 * Saves and reads the premium back in one transaction: the saved row stays locked until the answer
 * is read, so a delete racing the save makes it a 404 (nothing was saved), never an empty re-read.
 */
async function savedThenRead(
  deps: Deps,
  scope: q.OwnerScope,
  uuid: string,
  save: (trx: Database) => Promise<boolean>,
): Promise<q.DiscountRow> {
  const row = await uniquely(() =>
    deps.db
      .transaction()
      .execute(async (trx) => ((await save(trx)) ? q.findDiscount(trx, scope, uuid) : undefined)),
  );
  deps.counts.forget(TOTALS);
  if (!row) throw notFound(DISCOUNT_MSG.notFound);
  return row;
}

/** The place, crop and amount a create or an update sets. */
const fieldsOf = (body: DiscountFields): DiscountFields => ({
  regionUuid: body.regionUuid,
  areaUuid: body.areaUuid,
  cultureUuid: body.cultureUuid,
  amount: body.amount,
});

export async function createDiscount(
  deps: Deps,
  auth: AuthContext,
  body: DiscountCreateBody,
): Promise<DiscountWire> {
  let owner: string;
  if (auth.userType === 'admin') {
    if (!body.ownerCompanyUuid) throw fieldError('ownerCompanyUuid', MSG.required);
    if (!(await q.isPurchaser(deps.db, body.ownerCompanyUuid))) {
      throw fieldError('ownerCompanyUuid', DISCOUNT_MSG.ownerNotPurchaser);
    }
    owner = body.ownerCompanyUuid;
  } else {
    if (!auth.companyUuid) throw forbidden();
    if (body.ownerCompanyUuid && body.ownerCompanyUuid !== auth.companyUuid) throw forbidden();
    owner = auth.companyUuid;
  }
  const fields = fieldsOf(body);
  await checkPlace(deps, fields);
  await checkUnique(deps, owner, fields, null);
  const uuid = newId();
  const saved = await savedThenRead(deps, null, uuid, async (trx) => {
    await q.insertDiscount(trx, { uuid, ownerCompanyUuid: owner, ...fields });
    await audited(trx, auth, 'discount.create', uuid, { ownerCompanyUuid: owner, ...fields });
    return true;
  });
  return toWire(saved);
}

export async function updateDiscount(
  deps: Deps,
  auth: AuthContext,
  body: DiscountUpdateBody,
): Promise<DiscountWire> {
  const scope = scopeOf(auth);
  const existing = await q.findDiscount(deps.db, scope, body.uuid);
  if (!existing) throw notFound(DISCOUNT_MSG.notFound);
  const fields = fieldsOf(body);
  await checkPlace(deps, fields);
  await checkUnique(deps, existing.ownerCompanyUuid, fields, body.uuid);
  const saved = await savedThenRead(deps, scope, body.uuid, async (trx) => {
    const result = await q.updateDiscount(trx, scope, body.uuid, fields);
    if (Number(result.numUpdatedRows) === 0) return false;
    await audited(trx, auth, 'discount.update', body.uuid, { before: existing.amount, ...fields });
    return true;
  });
  return toWire(saved);
}

export async function deleteDiscount(deps: Deps, auth: AuthContext, uuid: string): Promise<{ uuid: string }> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const result = await q.deleteDiscount(trx, scopeOf(auth), uuid);
    if (Number(result.numDeletedRows) === 0) return false;
    await audited(trx, auth, 'discount.delete', uuid, {});
    return true;
  });
  deps.counts.forget(TOTALS);
  if (!deleted) throw notFound(DISCOUNT_MSG.notFound);
  return { uuid };
}
