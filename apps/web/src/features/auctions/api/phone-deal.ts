import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contractedFarmerWire, type ContractedFarmerWire } from '@kolos/domain/contracts';
import type { OfferOnBehalfBody } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { offersService, QUIET, TRADING_ROOTS } from '../../../shared/trading';

/** The farmer list is a companies call (SPEC 7 Companies), as the contract form's supplier list. */
const companiesService = service('companies');

/** GET /user/personal/contracted-farmers: the farmer companies a trader may enter an offer for. */
const farmersOptions = () =>
  queryOptions({
    queryKey: ['auctions', 'phone-deal', 'farmers'] as const,
    queryFn: async ({ signal }): Promise<ContractedFarmerWire[]> =>
      z
        .array(contractedFarmerWire)
        .parse(await companiesService(() => http.get('/user/personal/contracted-farmers', { signal }))),
    staleTime: 5 * 60_000,
  });

export const usePhoneDealFarmers = (enabled: boolean) => useQuery({ ...farmersOptions(), enabled });

/** SPEC 7 POST /offers: a trader enters a farmer's offer told by phone; refusals are said once. */
export function usePhoneDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferOnBehalfBody) => offersService(() => http.post('/offers', body, QUIET)),
    onError: notifyFailure,
    onSuccess: () =>
      Promise.all(TRADING_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
