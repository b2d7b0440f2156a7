import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offersService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

/** SPEC 7 DELETE /offers/{id}: the farmer withdraws his offer (it stays, as OFFER_WITHDRAWN). */
export async function withdrawOffer(uuid: string): Promise<void> {
  await offersService(() => http.delete(`/offers/${uuid}`, QUIET));
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onError: notifyFailure,
    onSettled: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
