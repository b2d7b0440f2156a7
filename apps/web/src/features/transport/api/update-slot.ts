import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { slotUpdateBody } from '@kolos/domain/queue';
import { http } from '../../../shared/api/http';
import { SLOTS_ROOT } from '../../../shared/live';
import { cars, transportKeys } from './keys';

/** What the edit dialog sends: the slot's truck and driver (the queue's PUT /slots). */
export type TripUpdate = Pick<z.input<typeof slotUpdateBody>, 'uuid' | 'car' | 'driver'>;

/** SPEC 7 PUT /slots; the dialog shows the failure itself. The list and the queue refresh. */
export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripUpdate) => cars(() => http.put('/slots', body, { notify: false })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transportKeys.all }),
        queryClient.invalidateQueries({ queryKey: SLOTS_ROOT }),
      ]);
    },
  });
}
