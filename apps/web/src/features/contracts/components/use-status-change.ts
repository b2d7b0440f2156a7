import { contractStatusLabel, type ContractWire, type StoredContractStatus } from '@kolos/domain/contracts';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useChangeContractStatus } from '../api/change-status';

/** Moves a deal to a status and tells the user how it went (a refused move comes back as 409). */
export function useStatusChange() {
  const mutation = useChangeContractStatus();
  const change = async (contract: Pick<ContractWire, 'uuid'>, status: StoredContractStatus) => {
    try {
      await mutation.mutateAsync({ uuid: contract.uuid, status });
      notify.success(`Статус сделки: ${contractStatusLabel(status)}`);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };
  return { change, pending: mutation.isPending };
}
