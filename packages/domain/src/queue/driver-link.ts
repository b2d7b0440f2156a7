import { z } from 'zod';
import { text } from '../common/text';
import { dateOut } from '../common/wire-dates';
import { SLOT_DOCS_STATUSES, TRIP_DOCUMENT_CODES } from '../trip-documents';
import { NO_SHOW_GRACE_MINUTES } from './constants';
import { SLOT_STATUSES, type SlotStatus } from './statuses';

/*
 * Issue 29 point 17: the driver's own link. When a slot gets its truck and driver the driver gets
 * an SMS with a link (no login) to his slot's page, and on it a short code the gate types or scans
 * to find the slot at arrival (docs/queue.md "The driver's link", ADR 0093).
 */

/** Digits of the check-in code: short to type at the gate, and found only among one company's slots. */
export const CHECK_IN_CODE_LENGTH = 8;

/** Slots whose truck is still coming or in the yard: the only ones a link shows and a code finds. */
const LINKED_STATUSES: readonly SlotStatus[] = ['SLOT_BOOKED', 'SLOT_CAR_ASSIGNED', 'SLOT_ARRIVED'];

/**
 * The link works until the slot ends: while its truck is awaited or in the yard, and no longer
 * than the slot's end plus NO_SHOW_GRACE_MINUTES — the moment a truck not come becomes a no-show,
 * so a driver running late still finds his page and the gate still finds him.
 */
export const driverLinkLive = (slot: { status: SlotStatus; endAt: Date }, now: Date): boolean =>
  LINKED_STATUSES.includes(slot.status) &&
  now.getTime() <= slot.endAt.getTime() + NO_SHOW_GRACE_MINUTES * 60_000;

/** What the gate typed, as digits only ('1234 5678', '1234-5678'); null when it cannot be a code. */
export function normalizeCheckInCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** The code as the driver's page shows it: two groups of four. */
export const formatCheckInCode = (code: string): string => `${code.slice(0, 4)} ${code.slice(4)}`;

/** A map link people open on any phone (Yandex Maps, a pin at the point). */
export const mapLinkOf = (latitude: number, longitude: number): string =>
  `https://yandex.ru/maps/?pt=${longitude},${latitude}&z=15&l=map`;

export const DRIVER_LINK_MSG = {
  /** An unknown, replaced or ended link: the driver is told what to do, nothing of why. */
  linkGone: 'Ссылка недействительна или рейс уже завершён. Уточните у диспетчера.',
  sms: (url: string) => `Колос: ваш рейс на элеватор. Время, адрес и код для въезда: ${url}`,
  badCode: `Введите код водителя: ${CHECK_IN_CODE_LENGTH} цифр`,
  codeNotFound: 'Слот с таким кодом не найден',
  codeTwice: 'Этот код подходит к нескольким слотам: найдите машину в очереди',
} as const;

/** POST /slots/check-in: the driver's code, and the arrival mark's own confirmations (as PUT slots). */
export const checkInBody = z.object({
  code: z.string({ error: DRIVER_LINK_MSG.badCode }).transform((value, ctx) => {
    const code = normalizeCheckInCode(value);
    if (code === null) ctx.addIssue({ code: 'custom', message: DRIVER_LINK_MSG.badCode });
    return code ?? '';
  }),
  confirmOutsideWindow: z.boolean().optional(),
});
export type CheckInBody = z.output<typeof checkInBody>;

/** GET /driver/{token}: the driver's slot, nothing else (no farmer company, no price). */
export const driverPageWire = z.object({
  slotId: z.number(),
  status: z.enum(SLOT_STATUSES),
  startAt: dateOut('wireInstant'),
  endAt: dateOut('wireInstant'),
  /** From when the gate takes the truck without asking (arrivalTime before the start). */
  arrivalFrom: dateOut('wireInstant'),
  point: z.object({ name: text(), address: text(), mapUrl: text() }),
  deal: z.object({ number: z.number().nullable(), productTitle: text(), plannedVolume: z.number() }),
  car: z.object({ number: text(), trailerNumber: text().nullable() }).nullable(),
  driverFullname: text().nullable(),
  papers: z.object({
    status: z.enum(SLOT_DOCS_STATUSES),
    missing: z.array(z.enum(TRIP_DOCUMENT_CODES)),
  }),
  /** The check-in code, digits only; the page shows it grouped and as a QR. */
  code: text(),
});
export type DriverPageWire = z.infer<typeof driverPageWire>;
