import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractDetailsWire, type ContractDetailsWire } from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 GET /contracts/by-uuid/{id}. A missing deal is the form's to report (SPEC 8), not a toast. */
export async function getContract(uuid: string, signal?: AbortSignal): Promise<ContractDetailsWire> {
  const data = await contractsService(() =>
    http.get(`/contracts/by-uuid/${encodeURIComponent(uuid)}`, { signal, notify: false }),
  );
  return contractDetailsWire.parse(data);
}

export const contractQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: contractKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => getContract(uuid!, signal),
    enabled: uuid !== null,
    retry: false,
  });

export const useContract = (uuid: string | null) => useQuery(contractQueryOptions(uuid));
