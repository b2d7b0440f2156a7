import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { locationSchema, type Location } from '@kolos/domain/locations';
import { http } from '../../../shared/api/http';
import { locationsService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 GET /locations-by-company/{id}: the supplier's shipping points the caller may use. */
export const shippingPointsOptions = (farmerUuid: string | null | undefined) =>
  queryOptions({
    queryKey: contractKeys.shippingPoints(farmerUuid ?? ''),
    queryFn: async ({ signal }): Promise<Location[]> =>
      z
        .array(locationSchema)
        .parse(await locationsService(() => http.get(`/locations-by-company/${farmerUuid}`, { signal }))),
    enabled: Boolean(farmerUuid),
  });

export const useShippingPoints = (farmerUuid: string | null | undefined) =>
  useQuery(shippingPointsOptions(farmerUuid));
