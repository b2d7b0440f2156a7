import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebindTargetsReply, type RebindTargetsReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offerKeys, offersService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

/** GET /offers/rebindable: the tenders the offer may move to, each with the refusal a move would meet. */
const targetsOptions = (offerUuid: string) =>
  queryOptions({
    queryKey: offerKeys.rebindTargets(offerUuid),
    queryFn: async ({ signal }): Promise<RebindTargetsReply> =>
      rebindTargetsReply.parse(
        await offersService(() => http.get('/offers/rebindable', { query: { offerUuid }, signal, ...QUIET })),
      ),
    staleTime: 0,
  });

export const useRebindTargets = (offerUuid: string, enabled: boolean) =>
  useQuery({ ...targetsOptions(offerUuid), enabled });

/** SPEC 7 PATCH /offers/rebindable: the trader moves the offer to a replacing tender. */
export function useRebindOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { offerUuid: string; auctionUuid: string }) =>
      offersService(() => http.patch('/offers/rebindable', body, QUIET)),
    onError: notifyFailure,
    onSuccess: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
