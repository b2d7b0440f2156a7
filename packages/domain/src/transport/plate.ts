import { cleanPlate } from '../queue/driver';

/**
 * Issue 18: a company keeps each truck once. Two spellings of one plate — 'а123вс 123',
 * 'A123BC123' typed on a Latin keyboard, 'А123ВС  123' — are one truck, so the key a truck is
 * kept under drops spaces and reads the twelve Latin letters Russian plates share with Cyrillic
 * as Cyrillic (and Ё as Е). What is shown stays as the SPEC 5 rule cleans it (`cleanPlate`).
 */
const LATIN_AS_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
  Ё: 'Е',
};

/** The plate as shown: SPEC 5 'Driver edit' — letters, digits, single spaces, upper case, trimmed. */
export const normalizePlate = (value: string): string => cleanPlate(value);

/** The key a company's truck is unique by (see above). */
export const plateKey = (value: string): string =>
  cleanPlate(value)
    .replace(/ /g, '')
    .replace(/[ABEKMHOPCTYXЁ]/g, (c) => LATIN_AS_CYRILLIC[c] ?? c);

/**
 * A plate read from a file is not typed through the form's mask, so characters the mask would
 * drop mean the cell is not a plate ('А123#ВС', a date Excel made of it): refused, not cleaned.
 * A hyphen is tolerated (people write 'ЕК-4512'). Null when it is acceptable.
 */
export function plateRefusal(raw: string): string | null {
  if (/[^0-9A-Za-zА-Яа-яЁё -]/.test(raw)) return 'Номер может содержать только буквы, цифры и пробелы';
  const plate = cleanPlate(raw);
  if (plate && !/[0-9]/.test(plate)) return 'Номер должен содержать цифры';
  return null;
}
