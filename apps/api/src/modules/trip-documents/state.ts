import {
  missingTripDocuments,
  TRIP_DOCUMENT_NAMES,
  type SlotDocumentWire,
} from '@kolos/domain/trip-documents';
import type { Deps } from '../../platform/deps';
import { fileWire } from '../docs';
import type { SlotDocsState } from '../queue';
import * as q from './queries';

type Db = Deps['db'];

/** The documents' state of each slot (two reads for any number of slots). */
export async function docsOfSlots(
  db: Db,
  slots: readonly { uuid: string; locationUuid: string }[],
): Promise<Map<string, SlotDocsState>> {
  if (slots.length === 0) return new Map();
  const [required, rows] = await Promise.all([
    q.requiredOf(
      db,
      slots.map((s) => s.locationUuid),
    ),
    q.docsStateRows(
      db,
      slots.map((s) => s.uuid),
    ),
  ]);
  const stateOf = new Map(rows.map((r) => [r.uuid, r]));
  return new Map(
    slots.map((s) => {
      const row = stateOf.get(s.uuid);
      const docs: SlotDocsState = {
        docsStatus: row?.status ?? 'SLOT_DOCS_MISSING',
        docsMissing: missingTripDocuments(required.get(s.locationUuid) ?? [], row?.codes ?? []),
      };
      return [s.uuid, docs];
    }),
  );
}

/** The current documents of slots as their wire, each file with a fresh signed link. */
export async function documentWires(deps: Deps, slotUuids: readonly string[]) {
  const docs = await q.currentDocuments(deps.db, slotUuids);
  const fileIds = docs.flatMap((d) => q.parseList(d.fileUuids));
  const files = new Map((await q.filesByUuids(deps.db, fileIds)).map((f) => [f.uuid, f]));
  const bySlot = new Map<string, SlotDocumentWire[]>();
  for (const d of docs) {
    const wire: SlotDocumentWire = {
      uuid: d.uuid,
      code: d.code,
      description: TRIP_DOCUMENT_NAMES[d.code],
      number: d.number,
      files: q.parseList(d.fileUuids).flatMap((id) => {
        const f = files.get(id);
        return f ? [fileWire(deps, f)] : [];
      }),
      uploadedAt: new Date(d.createdAt).toISOString(),
      uploadedBy: d.uploadedBy,
    };
    bySlot.set(d.slotUuid, [...(bySlot.get(d.slotUuid) ?? []), wire]);
  }
  return bySlot;
}
