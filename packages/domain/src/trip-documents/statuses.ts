import { statusMachine } from '../status-machine';

/** A slot's documents as a whole (issue 20 point 2). */
export const SLOT_DOCS_STATUSES = [
  'SLOT_DOCS_MISSING',
  'SLOT_DOCS_ON_MODERATE',
  'SLOT_DOCS_APPROVED',
  'SLOT_DOCS_DECLINED',
] as const;
export type SlotDocsStatus = (typeof SLOT_DOCS_STATUSES)[number];

export const SLOT_DOCS_STATUS_LABELS: Record<SlotDocsStatus, string> = {
  SLOT_DOCS_MISSING: 'Документы не загружены',
  SLOT_DOCS_ON_MODERATE: 'Документы на проверке',
  SLOT_DOCS_APPROVED: 'Документы одобрены',
  SLOT_DOCS_DECLINED: 'Документы отклонены',
};

/** The staff's decisions (PUT /v1/dmoderation/slot/{id}/{status}). */
export const SLOT_DOCS_DECISIONS = ['SLOT_DOCS_APPROVED', 'SLOT_DOCS_DECLINED'] as const;
export type SlotDocsDecision = (typeof SLOT_DOCS_DECISIONS)[number];

const labelOf = (s: string) => (SLOT_DOCS_STATUS_LABELS as Record<string, string | undefined>)[s] ?? s;

/**
 * MISSING → ON_MODERATE once every required document is there; staff approve or decline what is
 * on moderation; a change (a new or replaced document) sends an approved or declined set back.
 */
export const SLOT_DOCS_MACHINE = statusMachine<SlotDocsStatus>({
  moves: {
    SLOT_DOCS_MISSING: ['SLOT_DOCS_ON_MODERATE'],
    SLOT_DOCS_ON_MODERATE: ['SLOT_DOCS_APPROVED', 'SLOT_DOCS_DECLINED'],
    SLOT_DOCS_APPROVED: ['SLOT_DOCS_ON_MODERATE'],
    SLOT_DOCS_DECLINED: ['SLOT_DOCS_ON_MODERATE'],
  },
  refusal: (from, to) => `Нельзя перевести документы рейса из статуса «${labelOf(from)}» в «${labelOf(to)}»`,
});

/**
 * The status after a farmer's upload or replacement: with nothing required missing the set goes
 * (back) to moderation; otherwise it stays where it is (an upload never removes a document).
 */
export function docsStatusAfterChange(from: SlotDocsStatus, missing: readonly string[]): SlotDocsStatus {
  return missing.length === 0 ? 'SLOT_DOCS_ON_MODERATE' : from;
}

/** May the truck be marked arrived or unloading: nothing required, or the set approved. */
export function gateAllows(required: readonly string[], status: SlotDocsStatus): boolean {
  return required.length === 0 || status === 'SLOT_DOCS_APPROVED';
}
