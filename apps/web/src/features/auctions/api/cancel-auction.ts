import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { auctionsService, TRADING_ROOTS, QUIET } from '../../../shared/trading';

/**
 * SPEC 7 DELETE /v2/auctions/{id}: a planned auction without offers is deleted, any other becomes
 * AUCTION_CANCELED and its live offers are declined (issue 15).
 */
export async function cancelAuction(uuid: string): Promise<void> {
  await auctionsService(() => http.delete(`/v2/auctions/${uuid}`, QUIET));
}

export function useCancelAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    // every refusal (400, 403, 404, 409) is said once, with the server's Russian message
    onError: notifyFailure,
    mutationFn: cancelAuction,
    onSettled: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
