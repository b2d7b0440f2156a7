import { z } from 'zod';
import { MSG } from '../common/messages';
import { phoneField } from '../common/phone';
import { text } from '../common/text';

/*
 * SPEC 5 'Driver edit (transport)', the same on the web form and on the server (issue 17 point 2):
 * what people type is cleaned the way the form's masks clean it, then checked.
 */

export const PLATE_MAX = 20;
export const DRIVER_NAME_MAX = 100;

/**
 * Tractor and trailer numbers as the field keeps them while people type: Latin or Cyrillic
 * letters, digits, single spaces, upper case (not trimmed, or a space between groups could not be
 * typed).
 */
export const typedPlate = (value: string): string =>
  value
    .replace(/[^0-9A-Za-zА-Яа-яЁё ]/g, '')
    .replace(/ {2,}/g, ' ')
    .toUpperCase();

/** The driver's name as typed: letters, spaces and hyphens (ё included); repeated spaces collapse. */
export const typedDriverName = (value: string): string =>
  value.replace(/[^A-Za-zА-Яа-яЁё -]/g, '').replace(/ {2,}/g, ' ');

/** What is kept of a number: as typed, trimmed. */
export const cleanPlate = (value: string): string => typedPlate(value).trim();

/** What is kept of a name: as typed, trimmed. */
export const cleanDriverName = (value: string): string => typedDriverName(value).trim();

const tooLong = (max: number) => `Не более ${max} символов`;

const plate = (required: boolean) =>
  text({ error: MSG.required })
    .transform(cleanPlate)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: MSG.required })
        .max(PLATE_MAX, { error: tooLong(PLATE_MAX) }),
    );

/** The truck: the tractor's number is required, the trailer's may be empty. */
export const slotCarSchema = z.object({
  number: plate(true),
  trailerNumber: plate(false).default(''),
});

/** The driver: name required; the phone required, 12 characters '+7…' (mask +7 ### ###-##-##). */
export const slotDriverSchema = z.object({
  fullname: text({ error: MSG.required })
    .transform(cleanDriverName)
    .pipe(
      z
        .string()
        .min(1, { error: MSG.required })
        .max(DRIVER_NAME_MAX, { error: tooLong(DRIVER_NAME_MAX) }),
    ),
  phone: phoneField(MSG.required),
});

/** The farmer's dialog 'Машина и водитель' of a slot: both parts at once. */
export const slotCarDriverSchema = z.object({ car: slotCarSchema, driver: slotDriverSchema });

export type SlotCar = z.output<typeof slotCarSchema>;
export type SlotDriver = z.output<typeof slotDriverSchema>;
export type SlotCarDriverForm = z.input<typeof slotCarDriverSchema>;
export type SlotCarDriverValues = z.output<typeof slotCarDriverSchema>;

/**
 * The waiting status that names (or no longer names) a truck: car assigned once both the car
 * and the driver are named, booked again when either is cleared.
 */
export const waitingStatusOf = (
  carNumber: string | null | undefined,
  driverFullname: string | null | undefined,
) => (carNumber && driverFullname ? ('SLOT_CAR_ASSIGNED' as const) : ('SLOT_BOOKED' as const));
