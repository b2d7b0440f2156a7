import { describe, expect, it } from 'vitest';
import { contractCreateBody, contractListQuery, contractUpdateBody } from './schemas';

const valid = {
  regionUuid: '0190a000-0000-7000-8000-000000000001',
  aggregatorLocationUuid: '0190a000-0000-7000-8000-000000000002',
  productUuid: '0190a000-0000-7000-8000-000000000003',
  humidity: 14,
  quantity: 1000,
  price: 15000,
  startDate: '01.07.2026',
  endDate: '31.07.2026',
  deliveryType: 'SELLER',
  farmerCompanyUuid: '0190a000-0000-7000-8000-000000000004',
};

const firstMessage = (input: unknown, schema = contractCreateBody) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('SPEC 5 Contract form', () => {
  it('accepts a complete form', () => expect(firstMessage(valid)).toBeNull());

  it.each([
    'regionUuid',
    'aggregatorLocationUuid',
    'productUuid',
    'humidity',
    'quantity',
    'price',
    'startDate',
    'endDate',
    'deliveryType',
    'farmerCompanyUuid',
  ])('%s is required: "Заполните поле"', (field) => {
    expect(firstMessage({ ...valid, [field]: undefined })).toBe('Заполните поле');
    expect(firstMessage({ ...valid, [field]: null })).toBe('Заполните поле');
  });

  it.each([
    [0, 'Влажность должна быть от 1 до 99 процентов'],
    [100, 'Влажность должна быть от 1 до 99 процентов'],
    [-5, 'Влажность должна быть от 1 до 99 процентов'],
    [1, null],
    [99, null],
    [14.5, null],
  ])('humidity %s → %s', (humidity, message) => expect(firstMessage({ ...valid, humidity })).toBe(message));

  it.each([
    [15000.5, 'Число должно быть целочисленным'],
    [-1, 'Цена должна быть больше нуля'],
    [0, null],
    [1, null],
  ])('price %s → %s', (price, message) => expect(firstMessage({ ...valid, price })).toBe(message));

  it('the end date cannot precede the start date', () => {
    expect(firstMessage({ ...valid, startDate: '02.07.2026', endDate: '01.07.2026' })).toBe(
      'Дата окончания поставки не может быть раньше даты начала поставки',
    );
    expect(firstMessage({ ...valid, startDate: '02.07.2026', endDate: '02.07.2026' })).toBeNull();
  });

  it('refuses dates that are not DD.MM.YYYY calendar days', () => {
    expect(firstMessage({ ...valid, startDate: '2026-07-01' })).toBe('Введите дату в формате ДД.ММ.ГГГГ');
    expect(firstMessage({ ...valid, endDate: '31.06.2026' })).toBe('Введите дату в формате ДД.ММ.ГГГГ');
  });

  it('takes no status and no computed values from the client', () => {
    const parsed = contractCreateBody.parse({
      ...valid,
      status: 'CONTRACT_CONFIRMED',
      deliveryPrice: 1,
      distance: 9,
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('deliveryPrice');
    expect(parsed).not.toHaveProperty('distance');
  });

  it('an update carries no locked field (region, point, crop, delivery type, supplier)', () => {
    const parsed = contractUpdateBody.parse(valid);
    expect(Object.keys(parsed).sort()).toEqual(['endDate', 'humidity', 'price', 'quantity', 'startDate']);
  });
});

describe('GET /contracts query', () => {
  it('leaves the limit out when the client asks for everything (page size -1)', () => {
    expect(contractListQuery.parse({}).limit).toBeUndefined();
  });
  it('refuses a delivery end date filter earlier than the start', () => {
    expect(firstMessage({ startDate: '02.07.2026', endDate: '01.07.2026' }, contractListQuery as never)).toBe(
      'Дата окончания поставки не может быть раньше даты начала поставки',
    );
  });
});
