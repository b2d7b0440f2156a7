import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, displayOf, phoneValueOf } from './phone-mask';

type Step = { type: string } | { paste: string } | { select: [number, number] } | 'Backspace' | 'Delete';

/** What Chromium does to an input's text for a key or a paste, then the mask's answer. */
function run(steps: Step[]) {
  let display = '';
  let [start, end] = [0, 0];
  const edit = (after: string, caret: number, inputType: string) => {
    const r = applyPhoneEdit({ before: display, after, caret, inputType });
    display = r.display;
    start = end = r.caret;
  };
  const insert = (text: string, inputType: string) =>
    edit(display.slice(0, start) + text + display.slice(end), start + text.length, inputType);
  for (const step of steps) {
    if (step === 'Backspace' || step === 'Delete') {
      if (start !== end) edit(display.slice(0, start) + display.slice(end), start, 'deleteContentBackward');
      else if (step === 'Backspace' && start > 0)
        edit(display.slice(0, start - 1) + display.slice(start), start - 1, 'deleteContentBackward');
      else if (step === 'Delete' && start < display.length)
        edit(display.slice(0, start) + display.slice(start + 1), start, 'deleteContentForward');
    } else if ('select' in step) {
      [start, end] = step.select;
    } else if ('type' in step) {
      for (const char of step.type) insert(char, 'insertText');
    } else {
      insert(step.paste, 'insertFromPaste');
    }
  }
  return { display, caret: start };
}

const FULL: Step = { type: '9001234567' };
const at = (n: number): Step => ({ select: [n, n] });

/**
 * Each row was measured on the react-imask field this mask replaces (Chromium, key by key):
 * the text shown and the caret afterwards.
 */
const CASES: [string, Step[], string, number][] = [
  ['types ten digits', [FULL], '+7 900 123-45-67', 16],
  ['drops a leading 8 typed by habit', [{ type: '89001234567' }], '+7 900 123-45-67', 16],
  ['takes a leading 7 as the country code', [{ type: '79001234567' }], '+7 900 123-45-67', 16],
  ['shows +7 for a lone 7', [{ type: '7' }], '+7', 2],
  ['ignores a lone 8', [{ type: '8' }], '', 0],
  ['ignores 88', [{ type: '88' }], '', 0],
  ['takes +7 typed in full', [{ type: '+79001234567' }], '+7 900 123-45-67', 16],
  ['ignores brackets and spaces typed', [{ type: '+7 (900) 12' }], '+7 900 12', 9],
  ['ignores letters', [{ type: '9a0b0' }], '+7 900', 6],
  ['refuses the eleventh digit', [{ type: '900123456789' }], '+7 900 123-45-67', 16],
  ['ignores a space after a group', [{ type: '900 1' }], '+7 900 1', 8],
  ['shows no separator after a full group', [{ type: '900123' }], '+7 900 123', 10],
  ['Backspace after a group', [{ type: '900123' }, 'Backspace'], '+7 900 12', 9],
  ['Backspace keeps the separator before the digit', [{ type: '9001234' }, 'Backspace'], '+7 900 123-', 11],
  ['Backspace twice', [{ type: '9001234' }, 'Backspace', 'Backspace'], '+7 900 123', 10],
  ['Backspace on the only digit keeps +7', [{ type: '9' }, 'Backspace'], '+7 ', 3],
  ['Backspace on +7 clears', [{ type: '9' }, 'Backspace', 'Backspace'], '', 0],
  ['Backspace four times', [{ type: '9' }, 'Backspace', 'Backspace', 'Backspace', 'Backspace'], '', 0],
  ['Backspace on two digits', [{ type: '90' }, 'Backspace', 'Backspace'], '+7 ', 3],
  ['Backspace in the middle shifts the rest', [FULL, at(6), 'Backspace'], '+7 901 234-56-7', 5],
  ['Backspace on a space moves the caret only', [FULL, at(7), 'Backspace'], '+7 900 123-45-67', 6],
  ['Backspace on a hyphen moves the caret only', [FULL, at(11), 'Backspace'], '+7 900 123-45-67', 10],
  ['Backspace before a hyphen', [FULL, at(10), 'Backspace'], '+7 900 124-56-7', 9],
  ['Backspace after +7 does nothing', [FULL, at(3), 'Backspace'], '+7 900 123-45-67', 3],
  ['Backspace inside +7 does nothing', [FULL, at(2), 'Backspace'], '+7 900 123-45-67', 3],
  ['Backspace on the first digit', [FULL, at(4), 'Backspace'], '+7 001 234-56-7', 3],
  ['Delete on a space steps over it', [FULL, at(6), 'Delete'], '+7 900 123-45-67', 7],
  ['Delete on the first digit', [FULL, at(3), 'Delete'], '+7 001 234-56-7', 3],
  ['Delete on +7 does nothing', [FULL, at(0), 'Delete'], '+7 900 123-45-67', 3],
  ['typing in the middle shifts the rest', [{ type: '900123' }, at(4), { type: '5' }], '+7 950 012-3', 5],
  ['typing before a space', [{ type: '900123' }, at(6), { type: '5' }], '+7 900 512-3', 8],
  ['typing after a space', [{ type: '900123' }, at(7), { type: '5' }], '+7 900 512-3', 8],
  ['typing into a full number is refused', [FULL, at(4), { type: '5' }], '+7 900 123-45-67', 4],
  ['typing before +7', [{ type: '900' }, at(0), { type: '5' }], '+7 590 0', 4],
  ['Backspace on a selection', [FULL, { select: [4, 7] }, 'Backspace'], '+7 912 345-67', 4],
  ['Backspace on everything', [FULL, { select: [0, 16] }, 'Backspace'], '', 0],
  ['typing over everything', [FULL, { select: [0, 16] }, { type: '9' }], '+7 9', 4],
  ['typing 8 over everything', [FULL, { select: [0, 16] }, { type: '8' }], '', 0],
  ['typing over a selection', [FULL, { select: [4, 7] }, { type: '5' }], '+7 951 234-56-7', 5],
  ['pastes 8XXXXXXXXXX', [{ paste: '89001234567' }], '+7 900 123-45-67', 16],
  ['pastes +7 (XXX) XXX-XX-XX', [{ paste: '+7 (900) 123-45-67' }], '+7 900 123-45-67', 16],
  ['pastes 8 XXX XXX XX XX', [{ paste: '8 900 123 45 67' }], '+7 900 123-45-67', 16],
  ['pastes ten digits', [{ paste: '9001234567' }], '+7 900 123-45-67', 16],
  ['pastes 7XXXXXXXXXX', [{ paste: '79001234567' }], '+7 900 123-45-67', 16],
  ['pastes part of a number', [{ paste: '900123' }], '+7 900 123', 10],
  ['pastes 8 and part of a number', [{ paste: '8900' }], '+7 900', 6],
  ['pastes ten digits of another code', [{ paste: '1234567890' }], '+7 123 456-78-90', 16],
  ['pastes a foreign number: its first ten digits', [{ paste: '+1 234 567 89 01' }], '+7 123 456-78-90', 16],
  ['pastes a number with a suffix', [{ paste: '8 (900) 123-45-67 доб' }], '+7 900 123-45-67', 16],
  ['pastes twelve digits after an 8', [{ paste: '890012345678' }], '+7 900 123-45-67', 16],
  ['pastes the rest of a number', [{ type: '900' }, { paste: '1234567' }], '+7 900 123-45-67', 16],
  [
    'pastes a whole number after digits: cut at ten',
    [{ type: '900' }, { paste: '89001234567' }],
    '+7 900 890-01-23',
    16,
  ],
];

describe('phone mask of the login screens (the react-imask behaviour it replaces)', () => {
  it.each(CASES)('%s', (_name, steps, display, caret) => {
    expect(run(steps)).toEqual({ display, caret });
  });

  it.each([
    ['', ''],
    ['+7 ', '+7'],
    ['+7 900 12', '+790012'],
    ['+7 900 123-', '+7900123'],
    ['+7 900 123-45-67', '+79001234567'],
  ])('the value of %j is %j', (display, value) => {
    expect(phoneValueOf(display)).toBe(value);
  });

  it.each([
    ['', ''],
    ['+79001234567', '+7 900 123-45-67'],
    ['+7900', '+7 900'],
  ])('shows the value %j as %j', (value, display) => {
    expect(displayOf(value)).toBe(display);
  });

  it('takes an auto-filled number that replaced the text', () => {
    expect(applyPhoneEdit({ before: '+7 9', after: '+7 900 123 45 67', caret: 16 })).toEqual({
      display: '+7 900 123-45-67',
      caret: 16,
      value: '+79001234567',
    });
  });
});
