import { describe, expect, it } from 'vitest';
import { ZERO_UUID } from '@kolos/domain';
import type { ContractDetailsWire } from '@kolos/domain/contracts';
import { formValuesOf, updateBodyOf } from './form-values';

const stored: ContractDetailsWire = {
  uuid: 'c1',
  aggregatorLocationUuid: 'point',
  aggregatorCompanyUuid: 'buyer',
  regionUuid: 'region',
  productUuid: 'wheat',
  humidity: 13,
  farmerCompanyUuid: 'farmer',
  farmerLocationUuid: 'tok',
  startDate: '01.08.2026',
  endDate: '31.08.2026',
  deliveryType: 'BUYER',
  quantity: 930,
  price: 14995,
  initialPrice: 14500,
  deliveryPrice: 49500,
  withoutIndication: false,
  comment: 'после уборки',
  status: 'CONTRACT_CREATED',
  distance: 21,
  tariffType: 'REGIONAL',
  userUuid: 'u',
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:00.000Z',
  user: null,
  farmerCompany: { name: 'КФХ' },
  farmerLocation: { name: 'Ток', address: 'ст' },
  product: { payload: { title: 'Пшеница' } },
  aggregatorLocation: { name: 'Элеватор' },
  aggregatorCompany: { name: 'Колос-Юг' },
  dailyVolume: 30,
  history: [],
};

describe('the contract form and a stored deal', () => {
  it('shows the FCA price in the price field of an FCA deal (initialPrice), the CPT price otherwise', () => {
    expect(formValuesOf(stored).price).toBe(14500);
    expect(formValuesOf({ ...stored, deliveryType: 'SELLER', price: 15000, initialPrice: 15000 }).price).toBe(
      15000,
    );
  });

  it('reads the all-zero shipping point as none (SPEC 9)', () => {
    expect(formValuesOf({ ...stored, farmerLocationUuid: ZERO_UUID }).farmerLocationUuid).toBeNull();
  });

  it('sends only the fields edit mode may change (SPEC 2.11 locks the rest)', () => {
    const body = updateBodyOf({
      regionUuid: 'region',
      aggregatorLocationUuid: 'point',
      productUuid: 'wheat',
      humidity: 12,
      quantity: 1000,
      price: 14600,
      startDate: '01.08.2026',
      endDate: '31.08.2026',
      deliveryType: 'BUYER',
      farmerCompanyUuid: 'farmer',
      farmerLocationUuid: 'tok',
      comment: '',
      withoutIndication: true,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'comment',
        'endDate',
        'farmerLocationUuid',
        'humidity',
        'price',
        'quantity',
        'startDate',
        'withoutIndication',
      ].sort(),
    );
  });
});
