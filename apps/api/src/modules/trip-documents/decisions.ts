import {
  SLOT_DOCS_DECISIONS,
  TRIP_DOCS_MSG,
  type SlotDocsDecision,
  type SlotDocsStatus,
  type SlotDocsStatusReply,
} from '@kolos/domain/trip-documents';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { moveStatus } from '../../platform/status-machine';
import { publishSlot } from '../queue';
import { noticeSlotFarmers } from '../notifications';
import * as q from './queries';
import { slotDocsStatus } from './reads';
import { SLOT_DOCS_STATUS } from './status';

const isDecision = (s: string): s is SlotDocsDecision =>
  (SLOT_DOCS_DECISIONS as readonly string[]).includes(s);

/** The farmer's notice of a decision. */
const noticeText = (slotId: number | string, to: SlotDocsDecision, reason: string | null) =>
  to === 'SLOT_DOCS_APPROVED'
    ? `Документы рейса по слоту № ${slotId} одобрены`
    : `Документы рейса по слоту № ${slotId} отклонены: ${reason ?? ''}`;

/**
 * PUT /v1/dmoderation/slot/{id}/{status}: staff of the point's company approve the documents on
 * moderation, or decline them with a reason. Of two checkers deciding at once one wins, the other
 * gets the 409 of the status the set has now (compare-and-swap, ADR 0064). The farmer hears it
 * live (`slot.changed`) and finds a notice in his list.
 */
export async function decide(
  deps: Deps,
  auth: AuthContext,
  slotUuid: string,
  to: SlotDocsStatus,
  reason: string | null,
  ip: string | null,
): Promise<SlotDocsStatusReply> {
  if (!isDecision(to)) throw conflict(TRIP_DOCS_MSG.notADecision);
  if (to === 'SLOT_DOCS_DECLINED' && !reason)
    throw badRequest(TRIP_DOCS_MSG.reasonRequired, [
      { field: 'reason', message: TRIP_DOCS_MSG.reasonRequired },
    ]);
  const slot = await q.slotForDocs(deps.db, auth, slotUuid);
  if (!slot) throw notFound(TRIP_DOCS_MSG.slotNotFound);
  const from = slot.status ?? 'SLOT_DOCS_MISSING';
  await deps.db.transaction().execute(async (trx) => {
    await moveStatus(trx, SLOT_DOCS_STATUS, {
      uuid: slot.uuid,
      from,
      to,
      by: auth,
      ip,
      note: { kind: 'DECISION', reason: to === 'SLOT_DOCS_DECLINED' ? reason : null },
    });
    await publishSlot(deps, trx, slot.uuid, auth.userUuid);
    await noticeSlotFarmers(
      deps,
      trx,
      slot,
      {
        kind: to === 'SLOT_DOCS_DECLINED' ? 'slot.docs.declined' : 'slot.docs.approved',
        text: noticeText(slot.id, to, reason),
      },
      auth.userUuid,
    );
  });
  return slotDocsStatus(deps, auth, slot.uuid);
}
