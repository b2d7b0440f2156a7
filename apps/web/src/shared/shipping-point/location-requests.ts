import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { locationSchema, type Location, type LocationInput } from '@kolos/domain/locations';
import { http } from '../api/http';
import { service } from '../api/service';
import { locationKeys } from '../places/place-keys';

const locations = service('locations');

/** GET /locations/{id}. */
export const locationQuery = (uuid: string) =>
  queryOptions({
    queryKey: locationKeys.detail(uuid),
    queryFn: async () =>
      locationSchema.parse(await locations(() => http.get(`/locations/${uuid}`, { notify: false }))),
    retry: false,
  });

export const useLocation = (uuid: string | null | undefined) =>
  useQuery({ ...locationQuery(uuid ?? ''), enabled: Boolean(uuid) });

export interface SaveLocation {
  /** The point being edited; absent for a new one. */
  uuid?: string | undefined;
  /** The owner of a new point when it is not the user's company (a supplier's shipping point). */
  companyUuid?: string | undefined;
  values: LocationInput;
}

/** POST /locations for a new point, PUT /locations for an existing one. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, companyUuid, values }: SaveLocation): Promise<Location> => {
      const answer = uuid
        ? await locations(() => http.put('/locations', { ...values, uuid }))
        : await locations(() => http.post('/locations', { ...values, companyUuid }));
      return locationSchema.parse(answer);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(locationKeys.detail(saved.uuid), saved);
      return queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}

const removal = z.object({ uuid: z.string(), archived: z.boolean() });
export type Removal = z.infer<typeof removal>;

/** DELETE /locations/{id}; archived is true when deals still use the point (kept, hidden). */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) =>
      removal.parse(await locations(() => http.delete(`/locations/${uuid}`))),
    onSuccess: ({ uuid }) => {
      queryClient.removeQueries({ queryKey: locationKeys.detail(uuid) });
      return queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}
