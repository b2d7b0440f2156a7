import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { locationKeys } from '../../../shared/places';

const locations = service('locations');
const reply = z.object({ items: z.array(z.object({ uuid: z.string(), archived: z.boolean() })) });

/** DELETE /locations?uuid=…&uuid=…: several points at once, all or none. */
export function useDeleteLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuids: string[]) =>
      reply.parse(await locations(() => http.delete('/locations', { query: { uuid: uuids } }))).items,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
