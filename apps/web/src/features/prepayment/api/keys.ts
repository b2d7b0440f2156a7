import type { RequestsQuery } from './get-requests';

/** Query keys of the prepayment requests (all → lists → list(query)). */
export const prepaymentKeys = {
  all: ['prepayment'] as const,
  lists: () => [...prepaymentKeys.all, 'list'] as const,
  list: (query: RequestsQuery) => [...prepaymentKeys.lists(), query] as const,
};
