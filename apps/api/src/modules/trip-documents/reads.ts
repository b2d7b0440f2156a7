import {
  missingTripDocuments,
  TRIP_DOCS_MSG,
  TRIP_DOCUMENT_NAMES,
  type SlotDocsHistoryEntry,
  type SlotDocsQueueQuery,
  type SlotDocsStatusReply,
} from '@kolos/domain/trip-documents';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { authorName } from '../../platform/status-history';
import * as q from './queries';
import { documentWires } from './state';

/** GET /v1/dmoderation/slot/status?uuid: the set's status, what is required and missing, the documents. */
export async function slotDocsStatus(
  deps: Deps,
  auth: AuthContext,
  uuid: string,
): Promise<SlotDocsStatusReply> {
  const slot = await q.slotForDocs(deps.db, auth, uuid);
  if (!slot) throw notFound(TRIP_DOCS_MSG.slotNotFound);
  const required = (await q.requiredOf(deps.db, [slot.locationUuid])).get(slot.locationUuid) ?? [];
  const documents = (await documentWires(deps, [slot.uuid])).get(slot.uuid) ?? [];
  const missing = missingTripDocuments(
    required,
    documents.map((d) => d.code),
  );
  const status = slot.status ?? 'SLOT_DOCS_MISSING';
  return {
    slotUuid: slot.uuid,
    slotId: Number(slot.id),
    status,
    required,
    missing,
    missingNames: missing.map((c) => TRIP_DOCUMENT_NAMES[c]),
    declineReason: status === 'SLOT_DOCS_DECLINED' ? slot.declineReason : null,
    purpose: slot.purpose,
    documents,
  };
}

/** GET /v1/dmoderation/slot/{id}/history: oldest first, who and when. */
export async function slotDocsHistory(deps: Deps, auth: AuthContext, uuid: string) {
  const slot = await q.slotForDocs(deps.db, auth, uuid);
  if (!slot) throw notFound(TRIP_DOCS_MSG.slotNotFound);
  const items: SlotDocsHistoryEntry[] = (await q.history(deps.db, uuid)).map((h) => ({
    uuid: h.uuid,
    at: new Date(h.createdAt).toISOString(),
    kind: h.kind,
    code: h.code,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    reason: h.reason,
    sdizNumber: h.sdizNumber,
    fileUuids: q.parseList(h.fileUuids),
    userUuid: h.userUuid,
    userName: authorName(h),
  }));
  return { items };
}

/** GET /v1/dmoderation/slots: the staff's moderation queue, a page with its total. */
export async function slotDocsQueue(deps: Deps, auth: AuthContext, filter: SlotDocsQueueQuery) {
  const { rows, total } = await q.queue(deps.db, auth, filter);
  const uuids = rows.map((r) => r.uuid);
  const [docs, required] = await Promise.all([
    documentWires(deps, uuids),
    q.requiredOf(
      deps.db,
      rows.map((r) => r.locationUuid),
    ),
  ]);
  const items = rows.map((r) => {
    const documents = docs.get(r.uuid) ?? [];
    return {
      slotUuid: r.uuid,
      slotId: Number(r.id),
      status: r.status,
      statusAt: new Date(r.statusAt).toISOString(),
      locationUuid: r.locationUuid,
      locationName: r.locationName,
      startAt: new Date(r.startAt).toISOString(),
      day: String(r.day).slice(0, 10),
      carNumber: r.carNumber,
      trailerNumber: r.trailerNumber,
      driverFullname: r.driverFullname,
      driverPhone: r.driverPhone,
      dealNumber: r.dealNumber === null ? null : Number(r.dealNumber),
      plannedVolume: Number(r.plannedVolume),
      farmerCompanyUuid: r.farmerCompanyUuid,
      farmerCompanyName: r.farmerCompanyName,
      missing: missingTripDocuments(
        required.get(r.locationUuid) ?? [],
        documents.map((d) => d.code),
      ),
      declineReason: r.status === 'SLOT_DOCS_DECLINED' ? r.declineReason : null,
      documents,
    };
  });
  return { items, total };
}
