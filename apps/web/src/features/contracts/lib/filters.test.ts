import { describe, expect, it } from 'vitest';
import { cleanFilters } from './filters';

describe('cleanFilters: the list filters read back from the URL', () => {
  it('keeps every valid SPEC 2.10 filter', () => {
    const raw = {
      status: 'CONTRACT_CONFIRMED',
      productUuid: '0190a000-0000-7000-8000-000000000001',
      startDate: '01.07.2026',
      endDate: '31.07.2026',
      regionUuid: '0190a000-0000-7000-8000-000000000701',
      aggregatorLocationUuid: '0190a000-0000-7000-8000-000000000501',
      userUuid: '0190a000-0000-7000-8000-000000000302',
      deliveryType: 'BUYER',
    };
    expect(cleanFilters(raw)).toEqual(raw);
  });

  it('drops a hand-edited or outdated value and keeps the rest', () => {
    expect(
      cleanFilters({
        status: 'SIGNED',
        deliveryType: 'FCA',
        startDate: '2026-07-01',
        productUuid: 'x',
        endDate: '31.07.2026',
      }),
    ).toEqual({ endDate: '31.07.2026' });
  });

  it('leaves out empty values', () => {
    expect(cleanFilters({ status: undefined, regionUuid: '' })).toEqual({});
  });
});
