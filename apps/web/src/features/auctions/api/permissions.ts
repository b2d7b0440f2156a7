import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auctionPermissionsReply,
  type AuctionAllowBody,
  type AuctionPermissionsReply,
} from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { auctionKeys, auctionsService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

/** SPEC 7 GET /auctions/permissions/list: the farmers barred from the auction, and the history. */
const permissionsOptions = (auctionUuid: string) =>
  queryOptions({
    queryKey: auctionKeys.permissions(auctionUuid),
    queryFn: async ({ signal }): Promise<AuctionPermissionsReply> =>
      auctionPermissionsReply.parse(
        await auctionsService(() =>
          http.get('/auctions/permissions/list', { query: { auctionUuid }, signal }),
        ),
      ),
  });

export const useAuctionPermissions = (auctionUuid: string) => useQuery(permissionsOptions(auctionUuid));

/** A trading write that says its refusal once and refreshes every trading screen. */
function useBarChange<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => auctionsService(() => http.post(path, body, QUIET)),
    onError: notifyFailure,
    onSuccess: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** SPEC 7 POST /auctions/permissions/deny: bar a farmer company from the auction (his live offer is declined). */
export const useDenyFarmer = () =>
  useBarChange<{ auctionUuid: string; farmerCompanyUuid: string }>('/auctions/permissions/deny');

/** POST /auctions/permissions/allow (issue 28 point 12): lift a bar, with its reason. */
export const useLiftBar = () => useBarChange<AuctionAllowBody>('/auctions/permissions/allow');
