import {
  QUEUE_MSG,
  SLOT_STATUS_LABELS,
  WAITING_SLOT_STATUSES,
  type SlotDealWire,
  type SlotWire,
} from '@kolos/domain/queue';
import { formatNumber } from '../../../shared/trading';
import { docsStatusText } from '../../../shared/trip-documents/docs-status-icon';

export const slotTitle = (slot: Pick<SlotWire, 'id'>): string => `Слот № ${slot.id}`;

export const NO_CAR = 'машина не назначена';

/** The truck's plate, with the trailer's when there is one. */
export const plateOf = (slot: Pick<SlotWire, 'car'>): string =>
  slot.car ? [slot.car.number, slot.car.trailerNumber].filter(Boolean).join(' / ') : NO_CAR;

export const tonnesOf = (slot: Pick<SlotWire, 'plannedVolume'>): string =>
  `${formatNumber(slot.plannedVolume)} т`;

/** The weighed tonnes to the kilogram (an acceptance credits whole kilograms: 23,925 т). */
export const unloadedOf = (volume: number): string =>
  `${volume.toLocaleString('ru-RU', { maximumFractionDigits: 3 })} т`;

/** What a screen reader says of a chip: the whole line a sighted user reads, and the status. */
export const slotAriaLabel = (slot: SlotWire): string =>
  `${slotTitle(slot)}: ${slot.farmerCompanyName}${slot.farmerNoShows > 0 ? ` (${QUEUE_MSG.noShows(slot.farmerNoShows)})` : ''}, ` +
  `${docsStatusText(slot.docsStatus, slot.docsMissing)}, ` +
  `${plateOf(slot)}, ${tonnesOf(slot)}, ${SLOT_STATUS_LABELS[slot.status]}`;

/** Waiting for its truck: the car may be named, the slot moved, canceled or marked a no-show. */
export const isWaiting = (slot: Pick<SlotWire, 'status'>): boolean =>
  (WAITING_SLOT_STATUSES as readonly string[]).includes(slot.status);

const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/** A deal as the manual booking names it: its number and farmer. */
export const dealLabel = (deal: Pick<SlotDealWire, 'number' | 'farmerCompanyName'>): string =>
  `№ ${deal.number} · ${deal.farmerCompanyName}`;

/** Its delivery window, DD.MM.YYYY — DD.MM.YYYY. */
export const dealWindow = (deal: Pick<SlotDealWire, 'deliveryDateStart' | 'deliveryDateEnd'>): string =>
  `${ruDay(deal.deliveryDateStart)} — ${ruDay(deal.deliveryDateEnd)}`;

/** The tonnes accepted and the tonnes still without slots (after a cancel). */
export const dealTonnes = (deal: Pick<SlotDealWire, 'acceptedVolume' | 'slottedVolume'>): string => {
  const open = Math.max(0, deal.acceptedVolume - deal.slottedVolume);
  return `${formatNumber(deal.acceptedVolume)} т принято${open > 0 ? `, без слотов ${formatNumber(open)} т` : ''}`;
};

/** What a waiting slot still lacks before its truck may come: «машины, водителя, документов». */
export function lacksOf(slot: Pick<SlotWire, 'car' | 'driver' | 'docsMissing'>): string[] {
  const lacks: string[] = [];
  if (!slot.car) lacks.push('машины');
  if (!slot.driver) lacks.push('водителя');
  if (slot.docsMissing.length > 0) lacks.push('документов');
  return lacks;
}
