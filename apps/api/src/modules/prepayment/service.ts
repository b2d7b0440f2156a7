import {
  formatUtcDateTime,
  PP_TYPE_OF,
  PREPAYMENT_MSG as M,
  PRODUCT_ALIASES,
  remainingLimit,
  type CreateRequest,
  type PpType,
  type PrepaymentRequest,
  type PrepaymentSortField,
  type PrepaymentStatus,
  type ProductAlias,
  type StatusChange,
} from '@kolos/domain/prepayment';
import { PREPAYMENT_REQUEST, type SortDirection } from '@kolos/domain';
import { purchaserForWrite, reach } from '../../platform/scope';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { auditActor, writeAudit } from '../../platform/audit';
import { moveStatus, startHistory } from '../../platform/status-machine';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  findRequest,
  insertRequest,
  requestKeys,
  requestPageRows,
  lockFarmerLimits,
  lockLimitUsage,
  lockRequest,
  type RequestRow,
  type Scope,
} from './queries';
import { countOf, latePage } from '../../platform/list';
import { REQUEST_STATUS } from './status';

/** Count-cache scope of the requests list: any change here drops its totals. */
const TOTALS = 'prepayment';

/**
 * Whose requests the caller reaches, decided in one place and applied inside every query:
 * a purchaser's staff the requests against their company's limits, a farmer their own
 * company's (to the acting super-user's company only, ADR 0014), the platform admin all.
 */
export function scopeOf(auth: AuthContext): Scope {
  if (auth.userType !== 'admin' && !auth.companyUuid) throw forbidden();
  return reach(auth, PREPAYMENT_REQUEST);
}

/** Roubles (the request's unit) of what is still owed: lent and not yet repaid; null before it is lent. */
function remainingOf(row: RequestRow, repaidKopecks: number): number | null {
  if (row.status === 'REPAID') return 0;
  if (row.status !== 'LENT') return null;
  return (Number(row.requestValue) * 100 - repaidKopecks) / 100;
}

export function toWire(row: RequestRow): PrepaymentRequest {
  const repaidKopecks = Number(row.repaidKopecks ?? 0);
  return {
    uuid: row.uuid,
    requestId: Number(row.requestId),
    created: formatUtcDateTime(new Date(row.createdAt)),
    updatedAt: formatUtcDateTime(new Date(row.updatedAt)),
    requestValue: Number(row.requestValue),
    status: row.status,
    statusReason: row.statusReason,
    agreementContractNumber: row.agreementContractNumber,
    repaid: repaidKopecks / 100,
    remaining: remainingOf(row, repaidKopecks),
    ppType: PP_TYPE_OF[row.productAlias],
    limit: {
      uuid: row.limitUuid,
      companyName: row.companyName,
      inn: row.inn ?? '',
      limit: Number(row.limitAmount),
      insureCompany: row.insureCompany,
      productAlias: row.productAlias,
    },
  };
}

export interface ListParams {
  createdFrom?: string;
  createdTo?: string;
  ppType?: PpType;
  productAlias?: ProductAlias;
  statuses: PrepaymentStatus[];
  any?: string;
  requestId?: number;
  offset: number;
  limit: number;
  sortField: PrepaymentSortField;
  sortDirection: SortDirection;
}

/** productAlias and ppType both narrow the product; together they may leave nothing. */
function productAliasesOf(p: Pick<ListParams, 'productAlias' | 'ppType'>): ProductAlias[] {
  return PRODUCT_ALIASES.filter(
    (a) =>
      (!p.productAlias || a === p.productAlias) &&
      (!p.ppType || p.ppType === 'PP_TYPE_UNDEFINED' || PP_TYPE_OF[a] === p.ppType),
  );
}

/** SPEC 7 GET /prepayments/requests: a page of the caller's requests and their total. */
export async function getRequests(deps: Deps, auth: AuthContext, p: ListParams) {
  if (p.createdFrom && p.createdTo && new Date(p.createdFrom) > new Date(p.createdTo)) {
    throw badRequest(M.badPeriod);
  }
  const aliases = productAliasesOf(p);
  if (aliases.length === 0) return { total: 0, list: [] };
  const scope = scopeOf(auth);
  const filter = {
    createdFrom: p.createdFrom,
    createdTo: p.createdTo,
    productAliases: aliases.length === PRODUCT_ALIASES.length ? [] : aliases,
    statuses: p.statuses,
    any: p.any || undefined,
    requestId: p.requestId,
  };
  const keys = requestKeys(deps.db, scope, filter, { field: p.sortField, direction: p.sortDirection });
  const { rows, total } = await latePage(
    keys,
    requestPageRows(deps.db, scope),
    { offset: p.offset, limit: p.limit },
    () => deps.counts.get(TOTALS, JSON.stringify({ scope, filter }), () => countOf(keys)),
  );
  return { total, list: rows.map(toWire) };
}

async function reread(deps: Deps, scope: Scope, uuid: string): Promise<PrepaymentRequest> {
  const row = await findRequest(deps.db, scope, uuid);
  if (!row) throw notFound(M.requestNotFound);
  return toWire(row);
}

/**
 * SPEC 7 PUT /prepayments/requests: one step of the SPEC 4 workflow, through the platform's status
 * helper (history and audit in the same transaction). Approval takes money from the limit, so it
 * is refused past what remains (the limit minus approved and lent requests).
 */
export async function changeStatus(deps: Deps, auth: AuthContext, change: StatusChange, ip: string) {
  const scope = scopeOf(auth);
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockRequest(trx, scope, change.uuid);
    if (!request) throw notFound(M.requestNotFound);
    await moveStatus(trx, REQUEST_STATUS, {
      uuid: change.uuid,
      from: request.status,
      to: change.status,
      by: auth,
      ip,
      note: { reason: change.statusReason },
      set: { statusReason: change.statusReason },
      guard: async (to) => {
        if (to !== 'APPROVED') return;
        const usage = await lockLimitUsage(trx, request.limitUuid);
        const remaining = remainingLimit(usage.amount, usage.committed);
        if (Number(request.requestValue) > remaining) {
          throw conflict(M.overLimit(Number(request.requestValue), remaining), { remaining });
        }
      },
    });
  });
  deps.counts.forget(TOTALS);
  return reread(deps, scope, change.uuid);
}

/**
 * A farmer asks for an advance against their company's limit for the product (on a session a
 * super-user opened, his company's limit only, ADR 0014). Refused when there is no limit, or
 * when the amount is more than what remains of it.
 */
export async function createRequest(deps: Deps, auth: AuthContext, body: CreateRequest, ip: string) {
  if (auth.userType !== 'farmer' || !auth.companyUuid) throw forbidden(M.onlyFarmerCreates);
  const farmerCompanyUuid = auth.companyUuid;
  const purchaser = purchaserForWrite(auth, body.purchaserCompanyUuid);
  const uuid = newId();
  await deps.db.transaction().execute(async (trx) => {
    const limits = await lockFarmerLimits(trx, farmerCompanyUuid, body.productAlias, purchaser);
    const limit = limits[0];
    if (!limit) throw conflict(M.noLimit);
    if (limits.length > 1) throw badRequest(M.ambiguousLimit);
    const usage = await lockLimitUsage(trx, limit.uuid);
    const remaining = remainingLimit(usage.amount, usage.committed);
    if (body.requestValue > remaining) {
      throw conflict(M.overLimit(body.requestValue, remaining), { remaining });
    }
    await insertRequest(trx, {
      uuid,
      limitUuid: limit.uuid,
      purchaserCompanyUuid: limit.purchaserCompanyUuid,
      farmerCompanyUuid,
      productAlias: body.productAlias,
      requestValue: body.requestValue,
      agreementContractNumber: body.agreementContractNumber || null,
      createdBy: auth.userUuid,
    });
    await startHistory(trx, REQUEST_STATUS, {
      uuid,
      status: 'CREATED',
      by: auth,
      note: { reason: null },
    });
    await writeAudit(trx, {
      action: 'prepayment.create',
      actorUuid: auditActor(auth),
      targetUuid: uuid,
      ip,
      detail: { requestValue: body.requestValue, productAlias: body.productAlias },
    });
  });
  deps.counts.forget(TOTALS);
  return reread(deps, scopeOf(auth), uuid);
}
