import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone (SPEC 9: 12 characters, sent as plus sign and digits)', () => {
  it.each([
    ['+7 900 000-00-01', '+79000000001'],
    ['+79000000001', '+79000000001'],
    ['89000000001', '+79000000001'],
    ['8 (900) 000-00-01', '+79000000001'],
    ['9000000001', '+79000000001'],
    ['7 861 255-00-00', '+78612550000'],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    [''],
    ['+7 900 000-00'],
    ['+7 900 000-00-011'],
    ['+1 900 000 0001'],
    ['+7 100 000-00-01'],
    ['+7 900 abc-00-01'],
    ['+380 50 000 00 01'],
  ])('refuses %j', (input) => expect(normalizePhone(input)).toBeNull());

  it('formats with the display mask +7 ### ###-##-##', () => {
    expect(formatPhone('+79000000001')).toBe('+7 900 000-00-01');
  });
});
