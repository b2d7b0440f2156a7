import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { kladrItemSchema, type KladrItem } from '@kolos/domain/reference';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { discountKeys } from './keys';

const locations = service('locations');
const names = z.array(kladrItemSchema);
const DAY = 24 * 60 * 60_000;

/** SPEC 7 GET /kladr/locations/regions/names: the subjects of the federation. */
export const kladrRegionsOptions = () =>
  queryOptions({
    queryKey: discountKeys.regions(),
    queryFn: async ({ signal }): Promise<KladrItem[]> =>
      names.parse(await locations(() => http.get('/kladr/locations/regions/names', { signal }))),
    staleTime: DAY,
  });

/** SPEC 7 GET /kladr/locations/areas/{id}/names: the districts of one subject. */
export const kladrAreasOptions = (regionUuid: string) =>
  queryOptions({
    queryKey: discountKeys.areas(regionUuid),
    queryFn: async ({ signal }): Promise<KladrItem[]> =>
      names.parse(await locations(() => http.get(`/kladr/locations/areas/${regionUuid}/names`, { signal }))),
    enabled: Boolean(regionUuid),
    staleTime: DAY,
  });

export const useKladrRegions = () => useQuery(kladrRegionsOptions());
export const useKladrAreas = (regionUuid: string | undefined) =>
  useQuery(kladrAreasOptions(regionUuid ?? ''));
