import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionSchema } from '@kolos/domain/regions';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { regionKeys } from '../../../shared/places';

const locations = service('locations');

/** GET /regions/{id}. */
export const regionQuery = (uuid: string) =>
  queryOptions({
    queryKey: regionKeys.detail(uuid),
    queryFn: async () =>
      regionSchema.parse(await locations(() => http.get(`/regions/${uuid}`, { notify: false }))),
    retry: false,
  });

export const useRegion = (uuid: string | null) =>
  useQuery({ ...regionQuery(uuid ?? ''), enabled: Boolean(uuid) });
