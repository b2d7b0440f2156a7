import { describe, expect, it } from 'vitest';
import { completeInn, isValidInn } from './inn';

describe('ИНН checksum', () => {
  it.each([
    ['7707083893', true], // ПАО Сбербанк
    ['7736207543', true], // ООО «Яндекс»
    ['500100732259', true], // a person's ИНН
    ['7707083894', false],
    ['500100732258', false],
    ['770708389', false],
    ['77070838931', false],
    ['77O7083893', false],
  ])('%s is %s', (inn, valid) => expect(isValidInn(inn)).toBe(valid));

  it('completes stems with their check digits', () => {
    expect(completeInn('770708389')).toBe('7707083893');
    expect(isValidInn(completeInn('5001007322'))).toBe(true);
  });
});
