import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterOfferBody } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offerKeys, offersService, QUIET } from '../../../shared/trading';

/** SPEC 7 POST /v2/counterOffer: the purchaser proposes other terms (the offer becomes countered). */
export async function sendCounterOffer(body: CounterOfferBody): Promise<void> {
  await offersService(() => http.post('/v2/counterOffer', body, QUIET));
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    // every refusal (400, 403, 404, 409) is said once, with the server's Russian message
    onError: notifyFailure,
    mutationFn: sendCounterOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
