import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterOfferAnswerBody } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offersService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

/**
 * SPEC 7 PUT /v2/counterOffer: the farmer accepts the purchaser's terms (his offer takes them) or
 * declines them (his offer stays at its own terms); either way it is active again.
 */
export async function answerCounterOffer(body: CounterOfferAnswerBody): Promise<void> {
  await offersService(() => http.put('/v2/counterOffer', body, QUIET));
}

export function useAnswerCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCounterOffer,
    onError: notifyFailure,
    onSettled: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
