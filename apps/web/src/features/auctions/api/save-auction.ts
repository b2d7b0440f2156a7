import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  auctionWire,
  type AuctionCreateBody,
  type AuctionUpdateBody,
  type AuctionWire,
} from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { auctionKeys, auctionsService, QUIET } from '../../../shared/trading';

export type AuctionSave = { uuid: null; body: AuctionCreateBody } | { uuid: string; body: AuctionUpdateBody };

/**
 * SPEC 7 POST /auctions (new) or PUT /auctions/{uuid} — the same call extends the end time.
 * A refusal (400/409) is shown once with the server's Russian message.
 */
export async function saveAuction(save: AuctionSave): Promise<AuctionWire> {
  const data = await auctionsService(() =>
    save.uuid === null
      ? http.post('/auctions', save.body, QUIET)
      : http.put(`/auctions/${save.uuid}`, save.body, QUIET),
  );
  return auctionWire.parse(data);
}

export function useSaveAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    // every refusal (400, 403, 404, 409) is said once, with the server's Russian message
    onError: notifyFailure,
    mutationFn: saveAuction,
    onSuccess: (saved) => {
      queryClient.setQueryData(auctionKeys.detail(saved.uuid), saved);
      return queryClient.invalidateQueries({ queryKey: auctionKeys.lists() });
    },
  });
}
