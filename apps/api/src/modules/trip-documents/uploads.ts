import { sql } from 'kysely';
import { FILE_MSG } from '@kolos/domain/files';
import {
  DEFAULT_GRAIN_PURPOSE,
  docsStatusAfterChange,
  missingTripDocuments,
  TRIP_DOCS_MSG,
  type SlotDocsStatusReply,
  type SlotDocumentInput,
} from '@kolos/domain/trip-documents';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { moveStatus } from '../../platform/status-machine';
import { publishSlot } from '../queue';
import * as q from './queries';
import { slotDocsStatus } from './reads';
import { SLOT_DOCS_STATUS, writeDocsHistory } from './status';

/** Slots whose truck will never come: their papers no longer change. */
const GONE = ['SLOT_CANCELED', 'SLOT_NO_SHOW', 'SLOT_REFUSED'];

/**
 * POST /dmoderation/document/slot: a document of a code for a slot the caller reaches (the farmer
 * his company's, staff their points'; anyone else's 404). It replaces the code's current one (kept
 * in the history). When nothing required is missing any more the set goes (back) to moderation.
 * One transaction, the slot's documents locked: history, audit and the slot's live event in it.
 */
export async function attachSlotDocument(
  deps: Deps,
  auth: AuthContext,
  body: SlotDocumentInput,
  ip: string | null,
): Promise<SlotDocsStatusReply> {
  const slot = await q.slotForDocs(deps.db, auth, body.slotUuid);
  if (!slot) throw notFound(TRIP_DOCS_MSG.slotNotFound);
  if (GONE.includes(slot.slotStatus)) throw conflict(TRIP_DOCS_MSG.slotClosed);
  const fileUuids = [...new Set(body.fileUuids)];
  if (fileUuids.length && (await q.ownFiles(deps.db, auth, fileUuids)).length !== fileUuids.length)
    throw notFound(FILE_MSG.notFound);

  await deps.db.transaction().execute(async (trx) => {
    const docs = await q.lockDocs(trx, slot.uuid);
    const retired = await trx
      .updateTable('slotDocuments')
      .set({ replacedAt: sql<Date>`now()` })
      .where('slotUuid', '=', slot.uuid)
      .where('code', '=', body.code)
      .where('replacedAt', 'is', null)
      .executeTakeFirst();
    await trx
      .insertInto('slotDocuments')
      .values({
        uuid: newId(),
        slotUuid: slot.uuid,
        code: body.code,
        number: body.sdizNumber,
        fileUuids: JSON.stringify(fileUuids),
        uploadedBy: auth.userUuid,
      })
      .execute();
    if (body.code === 'SDIZ')
      await trx
        .updateTable('slotTripDocs')
        .set({ purpose: body.purpose ?? docs.purpose ?? DEFAULT_GRAIN_PURPOSE, updatedAt: sql<Date>`now()` })
        .where('uuid', '=', slot.uuid)
        .execute();

    const required = (await q.requiredOf(trx, [slot.locationUuid])).get(slot.locationUuid) ?? [];
    const present = (await q.currentDocuments(trx, [slot.uuid])).map((d) => d.code);
    const to = docsStatusAfterChange(docs.status, missingTripDocuments(required, present));
    const note = {
      kind: Number(retired.numUpdatedRows) > 0 ? ('REPLACE' as const) : ('UPLOAD' as const),
      code: body.code,
      sdizNumber: body.sdizNumber,
      fileUuids,
    };
    if (to !== docs.status)
      await moveStatus(trx, SLOT_DOCS_STATUS, { uuid: slot.uuid, from: docs.status, to, by: auth, ip, note });
    else await writeDocsHistory(trx, { ...note, slotUuid: slot.uuid, by: auth });
    await writeAudit(trx, {
      action: 'slot.docs.upload',
      actorUuid: auditActor(auth),
      targetUuid: slot.uuid,
      ip,
      detail: { ...note },
    });
    await publishSlot(deps, trx, slot.uuid, auth.userUuid);
  });
  return slotDocsStatus(deps, auth, slot.uuid);
}
