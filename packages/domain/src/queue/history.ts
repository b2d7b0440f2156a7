import { formatPhone } from '../common/phone';
import { ARRIVAL_NOTE_LABELS, type ArrivalNote } from './arrival';

/** One changed field of a slot as slot_history stores it: values already as text. */
export interface SlotFieldChange {
  field: SlotChangeField;
  from: string | null;
  to: string | null;
}

export const SLOT_CHANGE_FIELDS = [
  'carNumber',
  'trailerNumber',
  'driverFullname',
  'driverPhone',
  'plannedVolume',
  'startAt',
  'arrivedAt',
  'arrivalNote',
  'unloadStartAt',
  'unloadedVolume',
  'docsOverride',
] as const;
export type SlotChangeField = (typeof SLOT_CHANGE_FIELDS)[number];

const dash = (v: string | null) => (v === null || v === '' ? '—' : v);
const tonnes = (v: string | null) => (v === null ? '—' : `${Number(v).toLocaleString('ru-RU')} т`);
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the point's wall clock 'DD.MM.YYYY HH:mm' (utcOffsetMinutes of its zone). */
export function slotTimeText(iso: string | null, utcOffsetMinutes: number): string {
  if (!iso) return '—';
  const d = new Date(Date.parse(iso) + utcOffsetMinutes * 60_000);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const note = (v: string | null) => (v ? (ARRIVAL_NOTE_LABELS[v as ArrivalNote] ?? v) : '—');

const LABELS: Record<SlotChangeField, [string, (v: string | null, offset: number) => string]> = {
  carNumber: ['Машина', dash],
  trailerNumber: ['Прицеп', dash],
  driverFullname: ['Водитель', dash],
  driverPhone: ['Телефон водителя', (v) => (v ? formatPhone(v) : '—')],
  plannedVolume: ['Плановый объём', tonnes],
  startAt: ['Время слота', slotTimeText],
  arrivedAt: ['Прибытие', slotTimeText],
  arrivalNote: ['Отметка прибытия', note],
  unloadStartAt: ['Начало разгрузки', slotTimeText],
  unloadedVolume: ['Разгружено', tonnes],
  docsOverride: ['Пропуск без одобренных документов', dash],
};

/** A change in people's words: 'Машина: — → А123ВС 61'; times on the point's wall clock. */
export function describeSlotChange(change: SlotFieldChange, utcOffsetMinutes = 180): string {
  const known = LABELS[change.field] as (typeof LABELS)[SlotChangeField] | undefined;
  if (!known) return `${change.field}: ${dash(change.from)} → ${dash(change.to)}`;
  const [label, show] = known;
  return `${label}: ${show(change.from, utcOffsetMinutes)} → ${show(change.to, utcOffsetMinutes)}`;
}

/** The changes between two states of a slot's fields, in a fixed order; unchanged ones left out. */
export function slotChanges(
  before: Partial<Record<SlotChangeField, string | null>>,
  after: Partial<Record<SlotChangeField, string | null>>,
): SlotFieldChange[] {
  return (Object.keys(LABELS) as SlotChangeField[])
    .filter((field) => field in after && (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}
