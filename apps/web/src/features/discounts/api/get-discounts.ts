import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discountListReply, type DiscountListQuery, type DiscountListReply } from '@kolos/domain/discounts';
import { http } from '../../../shared/api/http';
import { discountKeys } from './keys';
import { discountsService } from './discounts-service';

/** SPEC 7 GET /discounts/fca/areas with the SPEC 3 filter fields, one page at a time. */
export async function getDiscounts(
  query: DiscountListQuery,
  signal?: AbortSignal,
): Promise<DiscountListReply> {
  const data = await discountsService(() =>
    http.get('/discounts/fca/areas', { query: { ...query }, signal }),
  );
  return discountListReply.parse(data);
}

export const discountsQueryOptions = (query: DiscountListQuery) =>
  queryOptions({
    queryKey: discountKeys.list(query),
    queryFn: ({ signal }) => getDiscounts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDiscounts = (query: DiscountListQuery) => useQuery(discountsQueryOptions(query));
