import { plateKey } from '../transport/plate';

/*
 * Issue 29 point 16: a saved truck's plates are kept in one spelling — upper case, no spaces, the
 * twelve Latin letters that look like the Cyrillic plate letters (А В Е К М Н О Р С Т У Х) read
 * as Cyrillic — the transport's plate key, so a truck typed on a Latin keyboard is the same truck.
 * Then it must read as a Russian plate (ГОСТ Р 50577): a vehicle's «А123ВС 77», a trailer's
 * «АВ1234 77»; the region has two or three digits.
 */

/** The plate's one spelling (the transport's key: `plateKey`). */
export const fleetPlate = (value: string): string => plateKey(value);

const LETTER = '[АВЕКМНОРСТУХ]';
/** A vehicle (the tractor): letter, three digits, two letters, region. */
export const TRACTOR_PLATE = new RegExp(`^${LETTER}\\d{3}${LETTER}{2}\\d{2,3}$`);
/** A trailer: two letters, four digits, region. */
export const TRAILER_PLATE = new RegExp(`^${LETTER}{2}\\d{4}\\d{2,3}$`);

/** 'А123ВС777' → 'А123ВС 777', 'АВ123461' → 'АВ1234 61': the region apart, as it is painted. */
export const displayPlate = (plate: string): string =>
  TRACTOR_PLATE.test(plate) || TRAILER_PLATE.test(plate) ? `${plate.slice(0, 6)} ${plate.slice(6)}` : plate;
