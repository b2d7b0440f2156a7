import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cultureSchema, type Culture } from '@kolos/domain/reference';
import { http } from '../api/http';
import { service } from '../api/service';

const products = service('products');

/** SPEC 7 GET /cultures: the crops, in the order a buyer expects them. */
export async function getCultures(signal?: AbortSignal): Promise<Culture[]> {
  return z.array(cultureSchema).parse(await products(() => http.get('/cultures', { signal })));
}

export const culturesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'cultures'] as const,
    queryFn: ({ signal }) => getCultures(signal),
    staleTime: 60 * 60_000,
  });

export const useCultures = () => useQuery(culturesQueryOptions());
