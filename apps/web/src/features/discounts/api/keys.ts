import type { DiscountListQuery } from '@kolos/domain/discounts';

/** Query keys of the premiums (all → lists → list(query)) and the address data behind the filter. */
export const discountKeys = {
  all: ['discounts'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (query: DiscountListQuery) => [...discountKeys.lists(), query] as const,
  regions: () => ['kladr', 'regions'] as const,
  areas: (regionUuid: string) => ['kladr', 'areas', regionUuid] as const,
};
