import type { ContractListQuery, IndicativePricesQuery } from '@kolos/domain/contracts';

/** Query keys of the contracts area (all → lists → list(query), details → detail(uuid)) and its lookups. */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...contractKeys.details(), uuid] as const,
  authors: () => [...contractKeys.all, 'authors'] as const,
  indicative: (query: IndicativePricesQuery) => [...contractKeys.all, 'indicative', query] as const,
  farmers: () => [...contractKeys.all, 'contracted-farmers'] as const,
};
