import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OffersResultBody } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offersService, TRADING_ROOTS, QUIET } from '../../../shared/trading';

/**
 * SPEC 7 POST /v2/offers/result: the accepted volumes; the rest are declined and the auction is
 * completed. A sum above the auction's volume answers 409 naming the excess (shown as a toast).
 */
export async function setResults(body: OffersResultBody): Promise<void> {
  await offersService(() => http.post('/v2/offers/result', body, QUIET));
}

export function useSetResults() {
  const queryClient = useQueryClient();
  return useMutation({
    // every refusal (400, 403, 404, 409) is said once, with the server's Russian message
    onError: notifyFailure,
    mutationFn: setResults,
    onSettled: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
