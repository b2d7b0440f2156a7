import { describe, expect, it } from 'vitest';
import { authorName, deliveryTypeLabel, priceAtPlant } from './format';

describe('SPEC 2.10 author: last name plus initials, or "ФИО менеджера не известно"', () => {
  it.each([
    [{ lastName: 'Смирнова', name: 'Елена', surname: 'Игоревна' }, 'Смирнова Е. И.'],
    [{ lastName: 'Смирнова', name: 'Елена', surname: '' }, 'Смирнова Е.'],
    [{ lastName: 'Смирнова', name: '', surname: '' }, 'Смирнова'],
    [{ lastName: ' ', name: 'Елена', surname: 'Игоревна' }, 'ФИО менеджера не известно'],
    [null, 'ФИО менеджера не известно'],
  ])('%j → %s', (user, expected) => expect(authorName(user)).toBe(expected));
});

describe('SPEC 3 display rules', () => {
  it('BUYER is shown as FCA, SELLER as CPT', () => {
    expect(deliveryTypeLabel('BUYER')).toBe('FCA');
    expect(deliveryTypeLabel('SELLER')).toBe('CPT');
  });
  it('price at the plant = FCA price + delivery price, in whole roubles', () => {
    expect(priceAtPlant(15000, 123456)).toBe(16235);
    expect(priceAtPlant(15000, 123449)).toBe(16234);
    expect(priceAtPlant(15000, 0)).toBe(15000);
  });
});
