import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cultureSchema } from '@kolos/domain/reference';
import { http } from '../api/http';
import { service } from '../api/service';
import { referenceKeys } from './reference-keys';

const products = service('products');

/** GET /cultures: crops in trading order (SPEC 7 Products). */
export const culturesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.cultures(),
    queryFn: async () => z.array(cultureSchema).parse(await products(() => http.get('/cultures'))),
    staleTime: Infinity,
  });

export const useCultures = () => useQuery(culturesQuery());
