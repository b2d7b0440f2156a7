import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contractedFarmerWire, type ContractedFarmerWire } from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { companiesService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 GET /user/personal/contracted-farmers: the suppliers the form offers. */
export const contractedFarmersOptions = () =>
  queryOptions({
    queryKey: contractKeys.farmers(),
    queryFn: async ({ signal }): Promise<ContractedFarmerWire[]> =>
      z
        .array(contractedFarmerWire)
        .parse(await companiesService(() => http.get('/user/personal/contracted-farmers', { signal }))),
    staleTime: 5 * 60_000,
  });

export const useContractedFarmers = () => useQuery(contractedFarmersOptions());
