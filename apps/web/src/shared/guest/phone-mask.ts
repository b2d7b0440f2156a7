import { normalizePhone } from '@kolos/domain';

/**
 * The phone mask of the login screens, '+7 900 123-45-67' (SPEC 9 '+7 ### ###-##-##'), written by
 * hand so /login does not download react-imask. It reproduces what the react-imask field did
 * (mask '{+7} 000 000-00-00', lazy, with the same prepare rules), measured key by key in Chromium:
 * - a whole number pasted or auto-filled into the empty field keeps its ten national digits
 *   ('8 900 …', '+7 (900) …', '7900…');
 * - in the empty field a leading '8' typed by habit is dropped, and '+' and '7' fill the '+7';
 * - anything but digits is ignored, the eleventh digit is refused;
 * - Backspace on a separator only moves the caret; Delete on one steps over it;
 * - deleting the last digit keeps the separator before it ('+7 900 123-');
 * - the caret stays after the same digit it followed.
 */

/** Where the ten national digits stand in '+7 900 123-45-67'. */
const SLOTS = [3, 4, 5, 7, 8, 9, 11, 12, 14, 15];
const NATIONAL_LENGTH = SLOTS.length;
const PREFIX = '+7';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '9001234' → '+7 900 123-4'; '' → ''. */
export function formatNational(national: string): string {
  if (!national) return '';
  let text = `${PREFIX} ${national.slice(0, 3)}`;
  if (national.length > 3) text += ` ${national.slice(3, 6)}`;
  if (national.length > 6) text += `-${national.slice(6, 8)}`;
  if (national.length > 8) text += `-${national.slice(8, 10)}`;
  return text;
}

/** The separator the mask shows next after n national digits ('' when there is none). */
function separatorAfter(n: number): string {
  if (n === 0 || n === 3) return ' ';
  if (n === 6 || n === 8) return '-';
  return '';
}

/** The national digits a displayed value holds (the '+7' is the mask's). */
function nationalOf(display: string): string {
  return digitsOf(display.startsWith(PREFIX) ? display.slice(PREFIX.length) : display);
}

/** How many national digits stand before a position of the displayed value. */
function digitsBefore(display: string, position: number): number {
  if (position <= PREFIX.length) return 0;
  return digitsOf(display.slice(PREFIX.length, position)).length;
}

/** The caret position right after the n-th national digit. */
function caretAfter(display: string, n: number): number {
  return n === 0 ? Math.min(PREFIX.length + 1, display.length) : SLOTS[n - 1]! + 1;
}

/** The caret never stands inside the '+7 ' once a digit is there. */
function clampCaret(display: string, caret: number): number {
  if (nationalOf(display) === '') return Math.min(caret, display.length);
  return Math.min(Math.max(caret, PREFIX.length + 1), display.length);
}

/** The field's value: '+7' and the digits typed so far, '' when empty. */
export function phoneValueOf(display: string): string {
  if (display === '') return '';
  if (display === '+') return '+';
  return `${PREFIX}${nationalOf(display)}`;
}

/** What the field shows for a value set from outside ('+79001234567' → '+7 900 123-45-67'). */
export function displayOf(value: string): string {
  if (value === '' || value === '+') return value;
  const national = nationalOf(value).slice(0, NATIONAL_LENGTH);
  return national ? formatNational(national) : PREFIX;
}

export interface PhoneEdit {
  /** What the field showed before the edit. */
  before: string;
  /** What the browser made of it (typed, pasted, deleted, auto-filled). */
  after: string;
  /** The caret in `after`, right after the edit. */
  caret: number;
  /** The input event's inputType ('deleteContentForward' tells Delete from Backspace). */
  inputType?: string;
}

export interface PhoneEditResult {
  display: string;
  caret: number;
  value: string;
}

const result = (display: string, caret: number): PhoneEditResult => ({
  display,
  caret: clampCaret(display, caret),
  value: phoneValueOf(display),
});

/**
 * Characters inserted where nothing but (part of) the '+7 ' stands. In the empty field a whole
 * number is normalised (IMask's `prepare`) and a leading '8' is dropped (`prepareChar`).
 */
function insertAtStart(prefix: string, text: string): { prefix: string; digits: string } {
  if (prefix === '' && digitsOf(text).length >= NATIONAL_LENGTH) {
    const phone = normalizePhone(text);
    if (phone) return { prefix: PREFIX, digits: phone.slice(PREFIX.length) };
  }
  let digits = '';
  for (const char of text) {
    if (digits === '') {
      if (prefix === '' && char === '8') continue;
      if (prefix === '' && char === '+') {
        prefix = '+';
        continue;
      }
      if ((prefix === '' || prefix === '+') && char === '7') {
        prefix = PREFIX;
        continue;
      }
    }
    if (char >= '0' && char <= '9') digits += char;
  }
  return { prefix, digits };
}

/** Applies one edit of the browser to the masked value (see the rules above). */
export function applyPhoneEdit({ before, after, caret, inputType }: PhoneEdit): PhoneEditResult {
  // The edit: what was removed from `before` and inserted in its place. The text after the caret
  // is what the edit left alone; anything else (an auto-fill) replaces the whole value.
  let tail = after.length - caret;
  let start = 0;
  const whole = tail < 0 || tail > before.length || before.slice(before.length - tail) !== after.slice(caret);
  if (whole) {
    tail = 0;
  } else {
    const limit = Math.min(caret, before.length - tail);
    while (start < limit && before[start] === after[start]) start++;
  }
  const end = before.length - tail;
  const removed = before.slice(start, end);
  const inserted = whole ? after : after.slice(start, caret);
  const national = nationalOf(before);
  const from = digitsBefore(before, start);
  const to = digitsBefore(before, end);
  const left = national.slice(0, from) + national.slice(to);

  if (inserted !== '') {
    const rest = before.slice(0, start) + before.slice(end);
    const atStart = nationalOf(rest) === '' && `${PREFIX} `.startsWith(rest);
    const { prefix, digits } = atStart
      ? insertAtStart(rest, inserted)
      : { prefix: '', digits: digitsOf(inserted) };
    if (digits === '') {
      if (atStart) return result(prefix, prefix.length);
      if (removed === '') return result(before, start);
      const next = formatNational(left);
      return result(next, caretAfter(next, from));
    }
    if (left.length >= NATIONAL_LENGTH) return result(before, start); // full: the digit is refused
    const add = digits.slice(0, NATIONAL_LENGTH - left.length);
    const next = formatNational(national.slice(0, from) + add + national.slice(to));
    return result(next, caretAfter(next, from + add.length));
  }

  if (removed === '') return result(before, caret);
  if (from === to) {
    // Only the '+7' or a separator went: the caret moves, the value stays (an empty mask clears).
    if (national === '') return result('', 0);
    if (end === before.length) return result(formatNational(national), before.length); // a trailing one
    return result(before, inputType === 'deleteContentForward' ? end : start);
  }
  if (left === '') return after === `${PREFIX} ` ? result(after, after.length) : result('', 0);
  const next = formatNational(left);
  // Deleting at the end keeps the separator before the deleted digit, as IMask does.
  if (caret === after.length && after === next + separatorAfter(left.length)) {
    return result(after, after.length);
  }
  return result(next, caretAfter(next, from));
}
