import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contractDetailsWire,
  type ContractCreateBody,
  type ContractDetailsWire,
  type ContractUpdateBody,
} from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

export type ContractSave =
  { uuid: null; body: ContractCreateBody } | { uuid: string; body: ContractUpdateBody };

/** SPEC 7 POST /v2/contracts (new) or PUT /contracts/{uuid}. 400 answers come as the transport's toast. */
export async function saveContract(save: ContractSave): Promise<ContractDetailsWire> {
  const data = await contractsService(() =>
    save.uuid === null
      ? http.post('/v2/contracts', save.body)
      : http.put(`/contracts/${save.uuid}`, save.body),
  );
  return contractDetailsWire.parse(data);
}

export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContract,
    onSuccess: (saved) => {
      queryClient.setQueryData(contractKeys.detail(saved.uuid), saved);
      return queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}
