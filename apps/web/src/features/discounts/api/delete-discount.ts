import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { discountKeys } from './keys';
import { discountsService } from './discounts-service';

/** SPEC 7 DELETE /discounts/fca/area/{id}. */
export async function deleteDiscount(uuid: string): Promise<void> {
  await discountsService(() => http.delete(`/discounts/fca/area/${uuid}`, { notify: false }));
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.lists() }),
  });
}
