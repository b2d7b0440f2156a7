import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { locationKeys, regionKeys } from '../../../shared/places';

const locations = service('locations');

/** DELETE /regions/{id}: the territory is hidden, its points stay without it. */
export function useDeleteRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => locations(() => http.delete(`/regions/${uuid}`, { notify: false })),
    onSuccess: async (_r, uuid) => {
      queryClient.removeQueries({ queryKey: regionKeys.detail(uuid) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: regionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      ]);
    },
  });
}
