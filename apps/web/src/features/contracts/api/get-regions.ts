import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { regionSchema, type Region } from '@kolos/domain/regions';
import { http } from '../../../shared/api/http';
import { locationsService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 GET /user/personal/regions: the company's purchase territories with their acceptance points. */
export const personalRegionsOptions = () =>
  queryOptions({
    queryKey: contractKeys.regions(),
    queryFn: async ({ signal }): Promise<Region[]> =>
      z
        .array(regionSchema)
        .parse(await locationsService(() => http.get('/user/personal/regions', { signal }))),
    staleTime: 5 * 60_000,
  });

export const usePersonalRegions = () => useQuery(personalRegionsOptions());
