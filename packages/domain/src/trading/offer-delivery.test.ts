import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '../contracts/schemas';
import { TRADING_MSG } from './messages';
import { offerDeliveryType } from './offer-delivery';
import { offerCreateBody } from './schemas';

describe('offerDeliveryType: "an offer on a tender that allows one delivery type takes that type when the body omits it; it is required only where the tender allows both" (issue 28 point 19)', () => {
  it.each<[string, DeliveryType[], DeliveryType | null | undefined, ReturnType<typeof offerDeliveryType>]>([
    ['FCA-only tender, none named', ['BUYER'], undefined, { deliveryType: 'BUYER' }],
    ['CPT-only tender, null named', ['SELLER'], null, { deliveryType: 'SELLER' }],
    ['CPT-only tender, CPT named', ['SELLER'], 'SELLER', { deliveryType: 'SELLER' }],
    ['CPT-only tender, FCA named', ['SELLER'], 'BUYER', { message: TRADING_MSG.deliveryTypeNotAllowed }],
    ['both allowed, FCA named', ['BUYER', 'SELLER'], 'BUYER', { deliveryType: 'BUYER' }],
    ['both allowed, CPT named', ['BUYER', 'SELLER'], 'SELLER', { deliveryType: 'SELLER' }],
    ['both allowed, none named', ['BUYER', 'SELLER'], undefined, { message: TRADING_MSG.deliveryTypeChoose }],
    ['both allowed, null named', ['SELLER', 'BUYER'], null, { message: TRADING_MSG.deliveryTypeChoose }],
    [
      'a tender with no type (never stored), none named',
      [],
      undefined,
      { message: TRADING_MSG.deliveryTypeChoose },
    ],
  ])('%s', (_, allowed, requested, expected) => {
    expect(offerDeliveryType(allowed, requested)).toEqual(expected);
  });

  it('the offer body may leave the delivery type out; the message is Russian', () => {
    const body = {
      auctionUuid: '0190a000-0000-7000-8000-000000000701',
      volume: 100,
      price: 14500,
      humidity: 13,
      deliveryDateStart: '02.07.2026',
      deliveryDateEnd: '31.07.2026',
    };
    expect(offerCreateBody.safeParse(body).success).toBe(true);
    expect(offerCreateBody.safeParse({ ...body, deliveryType: null }).success).toBe(true);
    expect(TRADING_MSG.deliveryTypeChoose).toMatch(/^Укажите способ поставки/);
  });
});
