import { TRIP_DOCUMENT_NAMES } from './codes';
import type { SlotDocsHistoryEntry } from './schemas';
import { SLOT_DOCS_STATUS_LABELS } from './statuses';

type Event = Pick<
  SlotDocsHistoryEntry,
  'kind' | 'code' | 'fromStatus' | 'toStatus' | 'reason' | 'sdizNumber'
>;

/**
 * A trip-documents history entry in words (issue 28 point 16), as the farmer and the staff read it
 * under the slot: what happened to which document, then the status move it caused, if any.
 */
export function describeSlotDocsEvent(e: Event): string[] {
  const doc = e.code ? TRIP_DOCUMENT_NAMES[e.code] : 'документ';
  const number = e.sdizNumber ? ` № ${e.sdizNumber}` : '';
  const moved =
    e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus
      ? [`Статус: ${SLOT_DOCS_STATUS_LABELS[e.fromStatus]} → ${SLOT_DOCS_STATUS_LABELS[e.toStatus]}`]
      : [];
  switch (e.kind) {
    case 'UPLOAD':
      return [`Загружен: ${doc}${number}`, ...moved];
    case 'REPLACE':
      return [`Заменён: ${doc}${number}`, ...moved];
    case 'DECISION':
      return [
        e.toStatus === 'SLOT_DOCS_DECLINED'
          ? `Документы отклонены${e.reason ? `: ${e.reason}` : ''}`
          : 'Документы одобрены',
      ];
    case 'OVERRIDE':
      return [`Машина пропущена без одобренных документов${e.reason ? `: ${e.reason}` : ''}`];
  }
}
