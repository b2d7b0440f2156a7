import type { SlotDocsStatus } from '../trip-documents';

/** What a slot still needs before its truck may go (issue 29 point 14): named on the deal's card. */
export const SLOT_LACKS = ['TRUCK', 'DRIVER', 'PAPERS'] as const;
export type SlotLack = (typeof SLOT_LACKS)[number];

export const SLOT_LACK_LABELS: Record<SlotLack, string> = {
  TRUCK: 'нет машины',
  DRIVER: 'нет водителя',
  PAPERS: 'нет документов',
};

/**
 * The slot's gaps in the card's order: truck, driver, papers — none uploaded yet or declined (papers
 * on the staff's check are there; it is the staff's move).
 */
export function slotLacks(slot: {
  carNumber: string | null;
  driverFullname: string | null;
  docsStatus: SlotDocsStatus;
}): SlotLack[] {
  const lacks: SlotLack[] = [];
  if (!slot.carNumber) lacks.push('TRUCK');
  if (!slot.driverFullname) lacks.push('DRIVER');
  if (slot.docsStatus === 'SLOT_DOCS_MISSING' || slot.docsStatus === 'SLOT_DOCS_DECLINED')
    lacks.push('PAPERS');
  return lacks;
}
