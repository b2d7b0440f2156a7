import { canAccess, dealPartiesOf, MAX_LIST_LIMIT, MSG, ZERO_UUID, UUID, isoDay } from '@kolos/domain';
import {
  chosenLocation,
  CONTRACT_MSG,
  dailyVolume,
  isoToRuDate,
  priceAtPlant,
  ruDateToIso,
  CONTRACT_STATUSES,
  type ContractCreateBody,
  type ContractDetailsWire,
  type ContractedFarmerWire,
  type ContractListQuery,
  type ContractListReply,
  type ContractUpdateBody,
  type ContractWire,
  type DeliveryType,
  type IndicativePricesQuery,
  type ContractStatus,
} from '@kolos/domain/contracts';
import type { AuthContext } from '../../platform/auth/context';
import { writeAudit } from '../../platform/audit';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { latePage } from '../../platform/list';
import { ownerScope } from '../../platform/scope';
import { createLocation } from '../locations';
import { newId } from '../../platform/ids';
import { moveStatus, startHistory } from '../../platform/status-machine';
import { readHistory } from '../../platform/status-history';
import { deliveryQuote } from './delivery';
import * as q from './queries';
import { CONTRACT_STATUS } from './status';

/** An admin reaches every company's deals; anyone else only their own company's (SPEC 6, GUIDE 3). */
export const scopeOf = (auth: AuthContext): q.CompanyScope => ownerScope(auth);

/**
 * The company a list reads: the caller's scope narrowed by the purchaser filter. An admin may pick
 * any purchaser; staff asking for another company's deals get a scope that matches nothing.
 */
const listScope = (auth: AuthContext, requested: string | undefined): q.CompanyScope => {
  const scope = scopeOf(auth);
  if (!requested) return scope;
  return scope === null || scope === requested ? requested : ZERO_UUID;
};

/** The count cache's scope of one company's contract totals; a write there forgets them. */
const totalsOf = (scope: q.CompanyScope) => `contracts:${scope ?? 'all'}`;

/** A deal changed: the totals of its company, and the admin's of all companies, count afresh. */
function forgetTotals(deps: Deps, companyUuid: string) {
  deps.counts.forget(totalsOf(companyUuid));
  deps.counts.forget(totalsOf(null));
}

/** SPEC 3 company status of a farmer that may be contracted. */
const APPROVED = 'APPROVED';
const contractNotFound = () => notFound(CONTRACT_MSG.notFound);

/** A 400 that names the field, in the shape schema validation answers. */
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

export function toWire(row: q.ContractRow): ContractWire {
  return {
    uuid: row.uuid,
    aggregatorLocationUuid: row.aggregatorLocationUuid,
    aggregatorCompanyUuid: row.aggregatorCompanyUuid,
    regionUuid: row.regionUuid,
    productUuid: row.productUuid,
    humidity: Number(row.humidity),
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerLocationUuid: row.farmerLocationUuid ?? ZERO_UUID,
    startDate: isoToRuDate(isoDay(row.startDate)),
    endDate: isoToRuDate(isoDay(row.endDate)),
    deliveryType: row.deliveryType,
    quantity: row.quantity,
    price: row.price,
    initialPrice: row.initialPrice,
    deliveryPrice: row.deliveryPrice,
    withoutIndication: row.withoutIndication,
    comment: row.comment,
    status: row.status,
    distance: Number(row.distance),
    tariffType: row.tariffType,
    userUuid: row.userUuid,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    user:
      row.userLastName === null
        ? null
        : { name: row.userName ?? '', lastName: row.userLastName, surname: row.userSurname ?? '' },
    ...dealPartiesOf(row),
  };
}

export async function listContracts(
  deps: Deps,
  auth: AuthContext,
  query: ContractListQuery,
): Promise<ContractListReply> {
  const { offset, limit, sortField, sortDirection, aggregatorCompanyUuid, ...filters } = query;
  const scope = listScope(auth, aggregatorCompanyUuid);
  // SPEC 7: no limit means everything; one answer never carries more than MAX_LIST_LIMIT rows.
  // The total of a big company's list is counted once for a few seconds (platform/count-cache).
  const paging = { offset, limit: Math.min(limit ?? MAX_LIST_LIMIT, MAX_LIST_LIMIT) };
  const filterKey = JSON.stringify(filters);
  const [{ rows, total }, totalVolume] = await Promise.all([
    latePage(
      q.contractKeys(deps.db, scope, { filters, sortField, sortDirection }),
      q.contractPageRows(deps.db, scope),
      paging,
      () => deps.counts.get(totalsOf(scope), filterKey, () => q.contractCount(deps.db, scope, filters)),
    ),
    deps.counts.get(totalsOf(scope), `tonnes ${filterKey}`, () => q.contractVolume(deps.db, scope, filters)),
  ]);
  return { contracts: rows.map(toWire), totalCount: total, totalVolume };
}

/** The whole filtered list in the list's order, a page at a time (for the CSV export). */
export async function* allContracts(
  deps: Deps,
  auth: AuthContext,
  query: ContractListQuery,
): AsyncGenerator<ContractWire> {
  const { offset: _o, limit: _l, sortField, sortDirection, aggregatorCompanyUuid, ...filters } = query;
  const scope = listScope(auth, aggregatorCompanyUuid);
  const keys = q.contractKeys(deps.db, scope, { filters, sortField, sortDirection });
  const noTotal = () => Promise.resolve(0);
  for (let offset = 0; ; offset += MAX_LIST_LIMIT) {
    const paging = { offset, limit: MAX_LIST_LIMIT };
    const { rows } = await latePage(keys, q.contractPageRows(deps.db, scope), paging, noTotal);
    for (const row of rows) yield toWire(row);
    if (rows.length < MAX_LIST_LIMIT) return;
  }
}

export async function getContract(deps: Deps, auth: AuthContext, uuid: string): Promise<ContractDetailsWire> {
  if (!UUID.test(uuid)) throw contractNotFound();
  const row = await q.findContract(deps.db, scopeOf(auth), uuid);
  if (!row) throw contractNotFound();
  const history = await readHistory(deps.db, 'contractStatusHistory', 'contractUuid', uuid);
  const wire = toWire(row);
  return {
    ...wire,
    dailyVolume: dailyVolume(wire.quantity, wire.startDate, wire.endDate),
    history: history.map((h) => ({
      status: h.status,
      previousStatus: h.previousStatus,
      createdAt: new Date(h.createdAt).toISOString(),
      user:
        h.authorLastName === null
          ? null
          : { name: h.authorName ?? '', lastName: h.authorLastName, surname: h.authorSurname ?? '' },
    })),
  };
}

interface Pricing {
  /** Kopecks, km and tariff type; zeros and '' for CPT, where the farmer delivers. */
  quote: { price: number; distance: number; tariffType: string };
  price: number;
  initialPrice: number;
}

/**
 * The derived values of SPEC 3, worked out here whatever the client sent: for FCA the typed
 * price is the FCA price (initialPrice), the delivery price comes from the tariffs, and price is
 * the price at the plant; for CPT the typed price is the price and nothing is delivered by us.
 */
async function pricing(
  deps: Deps,
  typedPrice: number,
  farmerLocationUuid: string | null,
  aggregatorLocationUuid: string,
): Promise<Pricing> {
  if (!farmerLocationUuid) {
    return { quote: { price: 0, distance: 0, tariffType: '' }, price: typedPrice, initialPrice: typedPrice };
  }
  const quote = await deliveryQuote(deps, farmerLocationUuid, aggregatorLocationUuid);
  return { quote, price: priceAtPlant(typedPrice, quote.price), initialPrice: typedPrice };
}

/**
 * SPEC 5: the FCA shipping point is the chosen address of the supplier, or — when none is chosen —
 * the new point filled in the embedded editor, created here for the supplier (which takes the
 * right to add shipping points). Null for CPT.
 */
async function shippingPoint(
  deps: Deps,
  auth: AuthContext,
  deliveryType: DeliveryType,
  farmerCompanyUuid: string,
  chosen: string | null | undefined,
  draft: ContractCreateBody['newFarmerLocation'],
): Promise<string | null> {
  if (deliveryType === 'SELLER') return null;
  const uuid = chosenLocation(chosen);
  if (uuid) {
    const point = await q.findShippingPoint(deps.db, auth, uuid, farmerCompanyUuid);
    if (!point) throw fieldError('farmerLocationUuid', CONTRACT_MSG.shippingPointNotFound);
    return uuid;
  }
  if (!draft) throw fieldError('farmerLocationUuid', MSG.required);
  if (!canAccess(auth.subject, 'ShippingPointView', { rights: ['create'] })) throw forbidden();
  return (await createLocation(deps, auth, { ...draft, companyUuid: farmerCompanyUuid })).uuid;
}

export async function createContract(
  deps: Deps,
  auth: AuthContext,
  body: ContractCreateBody,
  meta: RequestMeta,
): Promise<ContractDetailsWire> {
  const scope = scopeOf(auth);
  const point = await q.findAcceptancePoint(deps.db, body.aggregatorLocationUuid);
  // Another company's acceptance point looks exactly like a missing one.
  if (!point || (scope !== null && point.companyUuid !== scope)) {
    throw fieldError('aggregatorLocationUuid', CONTRACT_MSG.pointNotFound);
  }
  // SPEC 2.11: the acceptance point is chosen from the chosen purchase territory.
  if (point.regionUuid !== body.regionUuid) {
    throw fieldError('aggregatorLocationUuid', CONTRACT_MSG.regionMismatch);
  }
  if (!(await q.cultureExists(deps.db, body.productUuid))) {
    throw fieldError('productUuid', CONTRACT_MSG.productNotFound);
  }
  const farmer = await q.findFarmerCompany(deps.db, body.farmerCompanyUuid);
  if (!farmer) throw fieldError('farmerCompanyUuid', CONTRACT_MSG.supplierNotFound);
  if (farmer.status !== APPROVED) throw fieldError('farmerCompanyUuid', CONTRACT_MSG.supplierNotApproved);
  const uuid = newId();
  // One transaction: a new shipping point is kept only if the deal it was made for is.
  await deps.db.transaction().execute(async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    const farmerLocationUuid = await shippingPoint(
      tx,
      auth,
      body.deliveryType,
      farmer.uuid,
      body.farmerLocationUuid,
      body.newFarmerLocation,
    );
    const priced = await pricing(tx, body.price, farmerLocationUuid, point.uuid);
    await q.insertContract(trx, {
      uuid,
      aggregatorCompanyUuid: point.companyUuid,
      aggregatorLocationUuid: point.uuid,
      regionUuid: body.regionUuid,
      productUuid: body.productUuid,
      farmerCompanyUuid: farmer.uuid,
      farmerLocationUuid,
      userUuid: auth.userUuid,
      deliveryType: body.deliveryType,
      ...editableFields(body, priced),
      status: 'CONTRACT_CREATED',
      confirmedAt: null,
    });
    await startHistory(trx, CONTRACT_STATUS, { uuid, status: 'CONTRACT_CREATED', by: auth, note: {} });
    await writeAudit(trx, {
      action: 'contract.create',
      actorUuid: auth.actorUuid ?? auth.userUuid,
      targetUuid: uuid,
      ip: meta.ip,
    });
  });
  forgetTotals(deps, point.companyUuid);
  return getContract(deps, auth, uuid);
}

/** What both the create and the edit form set: the typed values and the prices the server worked out. */
function editableFields(body: ContractUpdateBody, priced: Awaited<ReturnType<typeof pricing>>) {
  return {
    humidity: body.humidity,
    quantity: body.quantity,
    price: priced.price,
    initialPrice: priced.initialPrice,
    deliveryPrice: priced.quote.price,
    distance: priced.quote.distance,
    tariffType: priced.quote.tariffType,
    startDate: ruDateToIso(body.startDate)!,
    endDate: ruDateToIso(body.endDate)!,
    withoutIndication: body.withoutIndication ?? false,
    comment: body.comment ?? '',
  };
}

export async function updateContract(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  body: ContractUpdateBody,
  meta: RequestMeta,
): Promise<ContractDetailsWire> {
  if (!UUID.test(uuid)) throw contractNotFound();
  const scope = scopeOf(auth);
  const row = await q.findContract(deps.db, scope, uuid);
  if (!row) throw contractNotFound();
  const farmerLocationUuid = await shippingPoint(
    deps,
    auth,
    row.deliveryType,
    row.farmerCompanyUuid,
    body.farmerLocationUuid,
    null,
  );
  const priced = await pricing(deps, body.price, farmerLocationUuid, row.aggregatorLocationUuid);
  await deps.db.transaction().execute(async (trx) => {
    await q.updateContract(trx, scope, uuid, {
      ...editableFields(body, priced),
      farmerLocationUuid,
    });
    await writeAudit(trx, {
      action: 'contract.update',
      actorUuid: auth.actorUuid ?? auth.userUuid,
      targetUuid: uuid,
      ip: meta.ip,
    });
  });
  forgetTotals(deps, row.aggregatorCompanyUuid);
  return getContract(deps, auth, uuid);
}

/** CONTRACT_UNDEFINED is a status of the enum (a refused move, 409); anything else is not one (400). */
const isKnownStatus = (s: string): s is ContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(s);

/**
 * SPEC 4: a status change through a call carrying the new status, through the platform's status
 * helper: every move outside the table is a 409, and of two clicks at once one wins.
 */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
  status: string,
  meta: RequestMeta,
): Promise<ContractDetailsWire> {
  if (!UUID.test(uuid)) throw contractNotFound();
  const row = await q.findContract(deps.db, scopeOf(auth), uuid);
  if (!row) throw contractNotFound();
  if (!isKnownStatus(status)) throw badRequest(CONTRACT_MSG.badStatus);
  await deps.db.transaction().execute((trx) =>
    moveStatus(trx, CONTRACT_STATUS, {
      uuid,
      from: row.status,
      to: status,
      by: auth,
      ip: meta.ip,
      note: {},
    }),
  );
  forgetTotals(deps, row.aggregatorCompanyUuid);
  return getContract(deps, auth, uuid);
}

/** GET /contracts/farmer-company/{id}: the caller's deals with one farmer company. */
export async function farmerCompanyContracts(deps: Deps, auth: AuthContext, farmerCompanyUuid: string) {
  const rows = await q.contractsOfFarmer(deps.db, scopeOf(auth), farmerCompanyUuid);
  const totalVolume = rows.reduce((sum, r) => sum + r.quantity, 0);
  return { contracts: rows.map(toWire), totalCount: rows.length, totalVolume };
}

/** A farmer that has not passed moderation is listed but cannot be contracted (isInvalidate). */
export async function contractedFarmers(deps: Deps): Promise<ContractedFarmerWire[]> {
  const rows = await q.contractedFarmers(deps.db);
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    taxCode: r.taxCode ?? '',
    isInvalidate: r.status !== APPROVED,
  }));
}

export async function contractAuthors(deps: Deps, auth: AuthContext) {
  const rows = await q.contractAuthors(deps.db, scopeOf(auth));
  return { users: rows };
}

export async function indicativePrices(deps: Deps, auth: AuthContext, query: IndicativePricesQuery) {
  const { aggregatorCompanyUuid, ...filters } = query;
  return { items: await q.indicativePrices(deps.db, listScope(auth, aggregatorCompanyUuid), filters) };
}
