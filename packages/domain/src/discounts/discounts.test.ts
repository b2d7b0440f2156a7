import { describe, expect, it } from 'vitest';
import { discountFields, formatDiscountAmount } from './index';

describe('SPEC 2.9: amount with sign (+ for positive, 0, plain for negative)', () => {
  it.each([
    [150, '+150'],
    [1500, '+1\u00a0500'],
    [0, '0'],
    [-200, '-200'],
  ])('%i → %s', (amount, text) => expect(formatDiscountAmount(amount)).toBe(text));
});

describe('SPEC 5 Discount form: region, area, crop and amount are required ("Заполните поле")', () => {
  const valid = {
    regionUuid: '0190a000-0000-7000-8000-000000000001',
    areaUuid: '0190a000-0000-7000-8000-000000000002',
    cultureUuid: '0190a000-0000-7000-8000-000000000003',
    amount: -150,
  };
  const message = (input: unknown) => {
    const r = discountFields.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('accepts a negative, zero or positive whole amount', () => {
    for (const amount of [-150, 0, 300]) expect(message({ ...valid, amount })).toBeNull();
  });
  it.each(['regionUuid', 'areaUuid', 'cultureUuid', 'amount'])('%s', (field) => {
    expect(message({ ...valid, [field]: undefined })).toBe('Заполните поле');
    expect(message({ ...valid, [field]: '' })).toBe('Заполните поле');
  });
  it('refuses fractions and out-of-range amounts', () => {
    expect(message({ ...valid, amount: 1.5 })).toBe('Число должно быть целочисленным');
    expect(message({ ...valid, amount: 100_001 })).toBe('Премия должна быть от −100 000 до 100 000 ₽/т');
  });
});
