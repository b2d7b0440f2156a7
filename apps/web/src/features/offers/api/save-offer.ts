import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerWire, type OfferCreateBody, type OfferUpdateBody, type OfferWire } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offerKeys, offersService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

export type OfferSave = { uuid: null; body: OfferCreateBody } | { uuid: string; body: OfferUpdateBody };

/**
 * SPEC 7 POST /v2/offers (the farmer's new offer) or PUT /v2/offers (he changes his live one).
 * Refusals (the auction closed, a second offer, volume or dates out of range) are said once.
 */
export async function saveOffer(save: OfferSave): Promise<OfferWire> {
  const data = await offersService(() =>
    save.uuid === null ? http.post('/v2/offers', save.body, QUIET) : http.put('/v2/offers', save.body, QUIET),
  );
  return offerWire.parse(data);
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onError: notifyFailure,
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: offerKeys.detail(saved.uuid) });
      return Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
