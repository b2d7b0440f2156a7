import { QUEUE_MSG, SLOT_STATUS_LABELS, WAITING_SLOT_STATUSES, type SlotWire } from '@kolos/domain/queue';
import { formatNumber } from '../../../shared/trading';
import { docsStatusText } from '../../../shared/trip-documents/docs-status-icon';

export const slotTitle = (slot: Pick<SlotWire, 'id'>): string => `Слот № ${slot.id}`;

export const NO_CAR = 'машина не назначена';

/** The truck's plate, with the trailer's when there is one. */
export const plateOf = (slot: Pick<SlotWire, 'car'>): string =>
  slot.car ? [slot.car.number, slot.car.trailerNumber].filter(Boolean).join(' / ') : NO_CAR;

export const tonnesOf = (slot: Pick<SlotWire, 'plannedVolume'>): string =>
  `${formatNumber(slot.plannedVolume)} т`;

/** What a screen reader says of a chip: the whole line a sighted user reads, and the status. */
export const slotAriaLabel = (slot: SlotWire): string =>
  `${slotTitle(slot)}: ${slot.farmerCompanyName}${slot.farmerNoShows > 0 ? ` (${QUEUE_MSG.noShows(slot.farmerNoShows)})` : ''}, ` +
  `${docsStatusText(slot.docsStatus, slot.docsMissing)}, ` +
  `${plateOf(slot)}, ${tonnesOf(slot)}, ${SLOT_STATUS_LABELS[slot.status]}`;

/** Waiting for its truck: the car may be named, the slot moved, canceled or marked a no-show. */
export const isWaiting = (slot: Pick<SlotWire, 'status'>): boolean =>
  (WAITING_SLOT_STATUSES as readonly string[]).includes(slot.status);
