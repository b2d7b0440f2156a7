import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { regionSchema } from '@kolos/domain/regions';
import { http } from '../api/http';
import { service } from '../api/service';
import { regionKeys } from './place-keys';

const locations = service('locations');

/** GET /user/personal/regions: the purchase territories of the user's company, for selectors. */
export const personalRegionsQuery = () =>
  queryOptions({
    queryKey: regionKeys.personal(),
    queryFn: async () =>
      z.array(regionSchema).parse(await locations(() => http.get('/user/personal/regions'))),
  });

export const usePersonalRegions = () => useQuery(personalRegionsQuery());
