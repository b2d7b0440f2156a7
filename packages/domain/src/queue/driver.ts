import { z } from 'zod';
import { MSG } from '../common/messages';
import { text } from '../common/text';

/**
 * SPEC 5 'Driver edit (transport)': tractor and trailer numbers keep only Latin or Cyrillic
 * letters, digits and spaces, repeated spaces collapse. What the field does as people type, and
 * what the server does to what it receives: the same function.
 */
export const cleanCarNumber = (value: string): string =>
  value.replace(/[^A-Za-zА-Яа-яЁё0-9 ]/g, '').replace(/ {2,}/g, ' ');

/** The driver's name: letters (Latin or Cyrillic, ё), spaces and hyphens; repeated spaces collapse. */
export const cleanDriverName = (value: string): string =>
  value.replace(/[^A-Za-zА-Яа-яЁё -]/g, '').replace(/ {2,}/g, ' ');

const required = (clean: (v: string) => string) =>
  text()
    .transform((v) => clean(v).trim())
    .pipe(z.string().min(1, MSG.required));

/** The car of a slot: the tractor's number is required, the trailer's is not. */
export const slotCarFields = z.object({
  number: required(cleanCarNumber),
  trailerNumber: text()
    .default('')
    .transform((v) => cleanCarNumber(v).trim()),
});

/** The driver of a slot: the name is required; the phone is '+7' and ten digits (12 characters). */
export const slotDriverFields = z.object({
  fullname: required(cleanDriverName),
  phone: text()
    .min(1, MSG.required)
    .pipe(z.string().regex(/^\+7\d{10}$/, MSG.badPhone)),
});

/** The car and the driver of a slot together, as the farmer's dialog and PUT /slots send them. */
export const slotCarDriverFields = z.object({ car: slotCarFields, driver: slotDriverFields });
export type SlotCarDriverInput = z.input<typeof slotCarDriverFields>;
export type SlotCarDriver = z.output<typeof slotCarDriverFields>;
