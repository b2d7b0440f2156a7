import { sql, type Transaction } from 'kysely';
import {
  ACCEPTANCE_MSG,
  acceptanceFigures,
  formatKg,
  formatKopecks,
  type AcceptanceBody,
  type AcceptanceTermsWire,
  type AcceptanceWire,
} from '@kolos/domain/acceptance';
import type { SlotFieldChange } from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { moveStatus } from '../../platform/status-machine';
import { authorName, readHistory } from '../../platform/status-history';
import { noticeSlotFarmers } from '../notifications';
import {
  publishSlot,
  SLOT_GATE,
  SLOT_STATUS,
  slotsChangeableBy,
  slotsVisibleTo,
  writeSlotHistory,
} from '../queue';
import { liveSettlementOf } from '../settlements';
import { normsFor } from './norms';
import * as q from './queries';

type LockedSlot = NonNullable<Awaited<ReturnType<typeof q.lockSlot>>>;
type Current = Awaited<ReturnType<typeof q.currentAcceptance>>;

/**
 * Which acceptance this is, or the 409 of why there can be none now: a first one needs an arrived
 * truck (or one marked unloaded by the weight alone) and no acceptance yet; a correction names
 * the version in force — so of two staff accepting at once the second always gets the 409.
 */
function checkTurn(slot: LockedSlot, current: Current, body: AcceptanceBody): void {
  if (body.correctsVersion === undefined) {
    if (current) throw conflict(ACCEPTANCE_MSG.alreadyAccepted);
    if (slot.status !== 'SLOT_ARRIVED' && slot.status !== 'SLOT_UNLOADED')
      throw conflict(ACCEPTANCE_MSG.notArrived);
    return;
  }
  if (!current) throw conflict(ACCEPTANCE_MSG.nothingToCorrect);
  if (current.decision === 'REFUSE') throw conflict(ACCEPTANCE_MSG.refused);
  if (current.version !== body.correctsVersion) throw conflict(ACCEPTANCE_MSG.alreadyAccepted);
}

/**
 * POST /slots/{uuid}/acceptance (issue 30): staff of the point's company weigh and grade a truck.
 * The slot's row is locked for the whole write; the figures are the domain's; over a restrictive
 * norm the truck is refused (slot refused, with the reason) or accepted with a manual discount
 * and a reason — never silently (409 without a decision). An accepted truck's slot becomes
 * unloaded with the credited tonnes as its weight. Every version is a new row, audited, with the
 * slot's history, its live event and the farmer's notice in the same transaction.
 */
export async function acceptSlot(
  deps: Deps,
  auth: AuthContext,
  slotUuid: string,
  body: AcceptanceBody,
  meta: RequestMeta,
): Promise<AcceptanceWire> {
  await deps.db.transaction().execute(async (trx) => {
    const slot = await q.lockSlot(trx, slotsChangeableBy(auth), slotUuid);
    if (!slot) throw notFound(ACCEPTANCE_MSG.slotNotFound);
    const current = await q.currentAcceptance(trx, slotUuid);
    checkTurn(slot, current, body);
    // a truck in a live settlement statement keeps its figures: cancel the statement first
    if (body.correctsVersion !== undefined) {
      const settled = await liveSettlementOf(trx, slotUuid);
      if (settled) throw conflict(settled.message, { settlementNumber: settled.number });
    }
    const decision = body.decision ?? 'ACCEPT';
    if (decision === 'REFUSE' && slot.status !== 'SLOT_ARRIVED')
      throw conflict(ACCEPTANCE_MSG.refuseOnlyArrived);
    if (slot.dealPrice === null || slot.productUuid === null) throw conflict(ACCEPTANCE_MSG.noPrice);
    const norms = await normsFor(trx, slot.ownerCompanyUuid, slot.productUuid);
    if (!norms) throw conflict(ACCEPTANCE_MSG.noNorms);
    const figures = acceptanceFigures({
      grossKg: body.grossKg,
      tareKg: body.tareKg,
      quality: body.quality,
      norms: norms.norms,
      dealPricePerTon: Number(slot.dealPrice),
      manualDiscountPerTon: body.manualDiscountPerTon,
      sellerNds: slot.sellerNds,
    });
    if (figures.overLimit.length > 0 && decision === 'ACCEPT') {
      if (body.decision === undefined)
        throw conflict(ACCEPTANCE_MSG.overLimit, { overLimit: figures.overLimit });
      if (body.manualDiscountPerTon === undefined) throw badRequest(ACCEPTANCE_MSG.discountRequired);
    }
    if (figures.pricePerTon < 0) throw conflict(ACCEPTANCE_MSG.negativePrice);

    const version = (current?.version ?? 0) + 1;
    if (current)
      await trx
        .updateTable('slotAcceptances')
        .set({ current: false })
        .where('uuid', '=', current.uuid)
        .execute();
    await trx
      .insertInto('slotAcceptances')
      .values({
        uuid: newId(),
        slotUuid,
        version,
        ownerCompanyUuid: slot.ownerCompanyUuid,
        farmerCompanyUuid: slot.farmerCompanyUuid,
        locationUuid: slot.locationUuid,
        offerUuid: slot.offerUuid,
        taskUuid: slot.taskUuid,
        decision,
        ticketNumber: body.ticketNumber || null,
        grossKg: body.grossKg,
        tareKg: body.tareKg,
        netKg: figures.netKg,
        creditedKg: figures.creditedKg,
        lossPercent: figures.lossPercent,
        quality: JSON.stringify(body.quality),
        factors: JSON.stringify(norms.norms.factors),
        adjustments: JSON.stringify(figures.adjustments),
        dealPricePerTon: Number(slot.dealPrice),
        manualDiscountPerTon: body.manualDiscountPerTon ?? null,
        pricePerTon: figures.pricePerTon,
        amount: figures.amount,
        vat: figures.vat,
        overLimit: JSON.stringify(figures.overLimit),
        reason: body.reason ?? null,
        userUuid: auth.userUuid,
        actorUuid: auth.actorUuid,
      })
      .execute();
    await moveSlot(
      deps,
      trx,
      auth,
      slot,
      { decision, version, creditedKg: figures.creditedKg },
      body.reason,
      meta,
    );
    await writeAudit(trx, {
      action: 'slot.acceptance',
      actorUuid: auditActor(auth),
      targetUuid: slotUuid,
      ip: meta.ip,
      detail: { version, decision, reason: body.reason ?? null, ...figures },
    });
    await publishSlot(deps, trx, slotUuid, auth.userUuid);
    // «Машина А123ВС 123 по слоту № 37» — a slot without a named truck says only the slot
    const truck = `${slot.carNumber ? ` ${slot.carNumber}` : ''} по слоту № ${slot.id}`;
    const text =
      decision === 'REFUSE'
        ? `Машине${truck} отказано в приёмке: ${body.reason}`
        : `Машина${truck} принята${version > 1 ? ' (приёмка исправлена)' : ''}: зачтено ${formatKg(figures.creditedKg)}, сумма ${formatKopecks(figures.amount)}`;
    await noticeSlotFarmers(
      deps,
      trx,
      slot,
      { kind: decision === 'REFUSE' ? 'slot.refused' : 'slot.accepted', text },
      auth.userUuid,
    );
  });
  return getAcceptance(deps, auth, slotUuid);
}

/**
 * The slot after its acceptance: an arrived truck through the gate (its documents' check, as for
 * PUT slots) to unloaded with the credited tonnes, or to refused with the reason; an unloaded one
 * (a correction, or a weight typed before) gets the credited tonnes, its history saying so. The
 * slot keeps the version in force, so its readers know there is an acceptance to show.
 */
async function moveSlot(
  deps: Deps,
  trx: Transaction<DB>,
  auth: AuthContext,
  slot: LockedSlot,
  { decision, version, creditedKg }: { decision: 'ACCEPT' | 'REFUSE'; version: number; creditedKg: number },
  reason: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  const tonnes = creditedKg / 1000;
  const was = slot.unloadedVolume === null ? null : String(Number(slot.unloadedVolume));
  const changes: SlotFieldChange[] =
    decision === 'ACCEPT' && was !== String(tonnes)
      ? [{ field: 'unloadedVolume', from: was, to: String(tonnes) }]
      : [];
  if (slot.status === 'SLOT_ARRIVED') {
    if (decision === 'ACCEPT') await deps.hooks.of(SLOT_GATE)(trx, auth, slot, undefined, meta.ip);
    await moveStatus(trx, SLOT_STATUS, {
      uuid: slot.uuid,
      from: slot.status,
      to: decision === 'ACCEPT' ? 'SLOT_UNLOADED' : 'SLOT_REFUSED',
      by: auth,
      ip: meta.ip,
      set:
        decision === 'ACCEPT'
          ? { unloadedVolume: tonnes, acceptanceVersion: version }
          : { acceptanceVersion: version },
      note: reason === undefined ? { changes } : { changes, reason },
    });
    return;
  }
  await trx
    .updateTable('slots')
    .set({ unloadedVolume: tonnes, acceptanceVersion: version, updatedAt: sql<Date>`now()` })
    .where('uuid', '=', slot.uuid)
    .execute();
  if (changes.length > 0)
    await writeSlotHistory(trx, [{ slotUuid: slot.uuid, from: null, to: null, by: auth, changes }]);
}

/** GET /slots/{uuid}/acceptance-terms: the gate screen's inputs (staff of the point's company). */
export async function acceptanceTerms(
  deps: Deps,
  auth: AuthContext,
  slotUuid: string,
): Promise<AcceptanceTermsWire> {
  const slot = await q.readSlot(deps.db, slotsChangeableBy(auth), slotUuid);
  if (!slot) throw notFound(ACCEPTANCE_MSG.slotNotFound);
  if (slot.dealPrice === null || slot.productUuid === null) throw conflict(ACCEPTANCE_MSG.noPrice);
  const norms = await normsFor(deps.db, slot.ownerCompanyUuid, slot.productUuid);
  if (!norms) throw conflict(ACCEPTANCE_MSG.noNorms);
  const current = await q.currentAcceptance(deps.db, slotUuid);
  return {
    ...norms.norms,
    dealPricePerTon: Number(slot.dealPrice),
    sellerNds: slot.sellerNds,
    currentVersion: current?.version ?? null,
  };
}

/**
 * GET /slots/{uuid}/acceptance: staff of the point's company and the farmer whose slot it is
 * (anyone else, or a slot not yet accepted: 404) — the version in force and every version.
 */
export async function getAcceptance(
  deps: Deps,
  auth: AuthContext,
  slotUuid: string,
): Promise<AcceptanceWire> {
  const seen = await deps.db
    .selectFrom('slots as s')
    .select('s.uuid')
    .where(slotsVisibleTo(auth))
    .where('s.uuid', '=', slotUuid)
    .executeTakeFirst();
  if (!seen) throw notFound(ACCEPTANCE_MSG.slotNotFound);
  const versions = await readHistory(deps.db, 'slotAcceptances', 'slotUuid', slotUuid);
  const current = versions.find((v) => v.current);
  if (!current) throw notFound(ACCEPTANCE_MSG.notFound);
  return {
    uuid: current.uuid,
    slotUuid,
    version: current.version,
    decision: current.decision,
    ticketNumber: current.ticketNumber,
    grossKg: current.grossKg,
    tareKg: current.tareKg,
    netKg: current.netKg,
    creditedKg: current.creditedKg,
    lossPercent: Number(current.lossPercent),
    quality: current.quality,
    factors: current.factors,
    adjustments: current.adjustments,
    dealPricePerTon: Number(current.dealPricePerTon),
    manualDiscountPerTon: current.manualDiscountPerTon === null ? null : Number(current.manualDiscountPerTon),
    pricePerTon: Number(current.pricePerTon),
    amount: Number(current.amount),
    vat: current.vat === null ? null : Number(current.vat),
    overLimit: current.overLimit,
    reason: current.reason,
    at: new Date(current.createdAt).toISOString(),
    userName: authorName(current),
    versions: versions.map((v) => ({
      version: v.version,
      at: new Date(v.createdAt).toISOString(),
      userName: authorName(v),
      reason: v.reason,
      creditedKg: v.creditedKg,
      amount: Number(v.amount),
    })),
  };
}
