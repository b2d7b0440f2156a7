import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListReply } from '@kolos/domain/contracts';
import { offerListReply } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { taskKeys } from './keys';

const contracts = service('contracts');
const offers = service('offers');

/**
 * What a task of one farmer may stand on: the company's confirmed large contracts with him
 * (CONTRACT_FOR_OFFERS, GET /contracts/farmer-company/{id}) and his accepted offers (REROUTE,
 * GET /offers/filterByCompany/{id}). The server checks both again.
 */
export const farmerDealsQuery = (farmerUuid: string) =>
  queryOptions({
    queryKey: taskKeys.farmerDeals(farmerUuid),
    queryFn: async ({ signal }) => {
      const [c, o] = await Promise.all([
        contracts(() => http.get(`/contracts/farmer-company/${farmerUuid}`, { signal, notify: false })),
        offers(() =>
          http.get(`/offers/filterByCompany/${farmerUuid}`, { query: { limit: 100 }, signal, notify: false }),
        ),
      ]);
      return {
        contracts: contractListReply.parse(c).contracts.filter((x) => x.status === 'CONTRACT_CONFIRMED'),
        offers: offerListReply.parse(o).offers.filter((x) => x.status === 'OFFER_ACCEPTED'),
      };
    },
    enabled: Boolean(farmerUuid),
    staleTime: 60_000,
  });

export const useFarmerDeals = (farmerUuid: string | null | undefined) =>
  useQuery(farmerDealsQuery(farmerUuid ?? ''));
