import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { kladrItemSchema } from '@kolos/domain/reference';
import { http } from '../api/http';
import { service } from '../api/service';
import { referenceKeys } from './reference-keys';

const locations = service('locations');

/** GET /kladr/locations/regions/names: the subjects of the federation. */
export const fedRegionsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.fedRegions(),
    queryFn: async () =>
      z.array(kladrItemSchema).parse(await locations(() => http.get('/kladr/locations/regions/names'))),
    staleTime: Infinity,
  });

export const useFedRegions = () => useQuery(fedRegionsQuery());
