import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contractDetailsWire,
  type ContractDetailsWire,
  type StoredContractStatus,
} from '@kolos/domain/contracts';
import { http } from '../../../shared/api/http';
import { contractsService } from './contracts-service';
import { contractKeys } from './keys';

/** SPEC 7 PUT /v2/contracts/{uuid}/{status}. A refused move (409) is the caller's to show. */
export async function changeContractStatus(input: {
  uuid: string;
  status: StoredContractStatus;
}): Promise<ContractDetailsWire> {
  const data = await contractsService(() =>
    http.put(`/v2/contracts/${input.uuid}/${input.status}`, undefined, { notify: false }),
  );
  return contractDetailsWire.parse(data);
}

export function useChangeContractStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeContractStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
