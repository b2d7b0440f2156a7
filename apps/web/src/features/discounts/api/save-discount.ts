import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountWire, type DiscountFields, type DiscountWire } from '@kolos/domain/discounts';
import { http } from '../../../shared/api/http';
import { discountKeys } from './keys';
import { discountsService } from './discounts-service';

/**
 * SPEC 7 POST /discounts/fca/area (no uuid) or PUT /discounts/fca/area (with it). The editor shows
 * a refusal itself (409 is no transport toast), so the transport stays quiet.
 */
export async function saveDiscount(input: DiscountFields & { uuid?: string }): Promise<DiscountWire> {
  const data = await discountsService(() =>
    input.uuid
      ? http.put('/discounts/fca/area', input, { notify: false })
      : http.post('/discounts/fca/area', input, { notify: false }),
  );
  return discountWire.parse(data);
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.lists() }),
  });
}
