import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { kladrItemSchema } from '@kolos/domain/reference';
import { http } from '../api/http';
import { service } from '../api/service';
import { referenceKeys } from './reference-keys';

const locations = service('locations');

/** GET /kladr/locations/areas/{id}/names: the districts of a subject; idle until one is chosen. */
export const areasQuery = (fedRegionUuid: string) =>
  queryOptions({
    queryKey: referenceKeys.areas(fedRegionUuid),
    queryFn: async () =>
      z
        .array(kladrItemSchema)
        .parse(await locations(() => http.get(`/kladr/locations/areas/${fedRegionUuid}/names`))),
    staleTime: Infinity,
  });

export const useAreas = (fedRegionUuid: string | null | undefined) =>
  useQuery({ ...areasQuery(fedRegionUuid ?? ''), enabled: Boolean(fedRegionUuid) });
