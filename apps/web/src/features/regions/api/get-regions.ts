import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { regionListSchema } from '@kolos/domain/regions';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { regionKeys } from '../../../shared/places';

const locations = service('locations');

export interface RegionListQuery {
  any?: string | undefined;
  offset: number;
  limit: number;
  sortField?: 'name' | 'updatedAt' | undefined;
  sortDirection?: 'ASC' | 'DESC' | undefined;
}

/** GET /regions: one page of purchase territories and the total. */
export const regionsQuery = (query: RegionListQuery) =>
  queryOptions({
    queryKey: regionKeys.list(query),
    queryFn: async () =>
      regionListSchema.parse(await locations(() => http.get('/regions', { query: { ...query } }))),
    placeholderData: keepPreviousData,
  });

export const useRegions = (query: RegionListQuery) => useQuery(regionsQuery(query));
