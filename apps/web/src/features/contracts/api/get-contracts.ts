import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contractListReply, type ContractListQuery, type ContractListReply } from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 GET /contracts: SPEC 2.10 filters, limit, offset, sortField, sortDirection. */
export async function getContracts(
  query: ContractListQuery,
  signal?: AbortSignal,
): Promise<ContractListReply> {
  const data = await contractsService(() => http.get('/contracts', { query: { ...query }, signal }));
  return contractListReply.parse(data);
}

export const contractsQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => getContracts(query, signal),
    // the grid keeps the previous page on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useContracts = (query: ContractListQuery) => useQuery(contractsQueryOptions(query));
