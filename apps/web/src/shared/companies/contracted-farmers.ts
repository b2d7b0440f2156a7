import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contractedFarmerWire, type ContractedFarmerWire } from '@kolos/domain/contracts';
import { http } from '../api/http';
import { service } from '../api/service';
import { companyKeys } from './companies-api';

const companies = service('companies');

/**
 * SPEC 7 GET /user/personal/contracted-farmers: the farmer companies a purchaser's deal forms offer
 * as suppliers (the third-party deal form; the contract and phone-deal forms can move here too).
 */
export const contractedFarmersQuery = () =>
  queryOptions({
    queryKey: [...companyKeys.all, 'contracted-farmers'] as const,
    queryFn: async ({ signal }): Promise<ContractedFarmerWire[]> =>
      z
        .array(contractedFarmerWire)
        .parse(await companies(() => http.get('/user/personal/contracted-farmers', { signal }))),
    staleTime: 5 * 60_000,
  });

export const useContractedFarmers = () => useQuery(contractedFarmersQuery());
