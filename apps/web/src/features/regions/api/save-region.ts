import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regionSchema, type Region, type RegionInput } from '@kolos/domain/regions';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { locationKeys, regionKeys } from '../../../shared/places';

const locations = service('locations');

/** POST /regions for a new territory, PUT /regions for an existing one. */
export function useSaveRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, values }: { uuid?: string; values: RegionInput }): Promise<Region> =>
      regionSchema.parse(
        await locations(() =>
          uuid ? http.put('/regions', { ...values, uuid }) : http.post('/regions', values),
        ),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(regionKeys.detail(saved.uuid), saved);
      // Points move between territories: their regionUuid changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: regionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      ]);
    },
  });
}
