import { z } from 'zod';
import { MSG } from './messages';
import { text } from './text';

/** SPEC 9: a phone is 12 characters, '+7' and ten digits, sent as plus sign and digits. */
export const PHONE_LENGTH = 12;
export const PHONE_MASK = '+7 000 000-00-00';

/**
 * Normalises what people type (8 900…, +7 (900) …, 900…) to '+7XXXXXXXXXX'.
 * Returns null for anything that is not a Russian mobile or landline number.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  let national: string;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    national = digits.slice(1);
  } else if (digits.length === 10) {
    national = digits;
  } else {
    return null;
  }
  if (/[^\d\s()+-]/.test(input)) return null;
  if (!/^[3-9]/.test(national)) return null;
  return `+7${national}`;
}

/** '+79000000001' → '+7 900 000-00-01' (the display mask of SPEC 9). */
export function formatPhone(phone: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : phone;
}

/**
 * A phone field (sign-in, user forms, a slot's driver): what people type, normalised to
 * '+7XXXXXXXXXX'. Empty answers `required`; a number that is not one answers `bad`.
 */
export const phoneField = (required: string, bad: string = MSG.badPhone) =>
  text({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: bad });
        return z.NEVER;
      }
      return phone;
    });
