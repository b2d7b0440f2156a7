import type { Transaction } from 'kysely';
import { gateAllows, gateRefusal, missingTripDocuments, TRIP_DOCS_MSG } from '@kolos/domain/trip-documents';
import { showsSlotsParams } from '@kolos/domain/queue';
import type { DB } from '../../db/types';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import { conflict, forbidden } from '../../platform/errors';
import * as q from './queries';
import { writeDocsHistory } from './status';

/**
 * The gate (issue 20 point 3), called by PUT slots in its transaction before a truck is marked
 * arrived, unloading or unloaded: the point's required documents must be approved. A staff member
 * with 'Настройки очереди' (showSlotsParams) may let the truck through with a reason, recorded in
 * the documents' history and the audit; the override then holds for the rest of the trip.
 * Answers the override's reason when one was recorded now (the slot's history names it too).
 */
export async function checkGate(
  trx: Transaction<DB>,
  auth: AuthContext,
  slot: { uuid: string; locationUuid: string },
  overrideReason: string | undefined,
  ip: string | null,
): Promise<string | null> {
  const required = (await q.requiredOf(trx, [slot.locationUuid])).get(slot.locationUuid) ?? [];
  const row = (await q.statusRows(trx, [slot.uuid]))[0];
  const status = row?.status ?? 'SLOT_DOCS_MISSING';
  if (gateAllows(required, status) || row?.overrideReason) return null;
  const present = (await q.currentDocuments(trx, [slot.uuid])).map((d) => d.code);
  const missing = missingTripDocuments(required, present);
  if (!overrideReason)
    throw conflict(gateRefusal(status, missing), { docsStatus: status, docsMissing: missing });
  if (!showsSlotsParams(auth.subject)) throw forbidden(TRIP_DOCS_MSG.overrideNotAllowed);
  await q.lockDocs(trx, slot.uuid);
  await trx.updateTable('slotTripDocs').set({ overrideReason }).where('uuid', '=', slot.uuid).execute();
  await writeDocsHistory(trx, { slotUuid: slot.uuid, kind: 'OVERRIDE', reason: overrideReason, by: auth });
  await writeAudit(trx, {
    action: 'slot.docs.override',
    actorUuid: auditActor(auth),
    targetUuid: slot.uuid,
    ip,
    detail: { reason: overrideReason, docsStatus: status, docsMissing: missing },
  });
  return overrideReason;
}
