import { useCallback } from 'react';
import { contractStatusLabel, type ContractWire, type StoredContractStatus } from '@kolos/domain/contracts';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { useChangeContractStatus } from '../api/change-status';

/** Moves a deal to a status and tells the user how it went (a refused move comes back as 409). */
export function useStatusChange() {
  const { mutateAsync, isPending } = useChangeContractStatus();
  // Stable, so the list's columns (which call it from the row menu) are built once.
  const change = useCallback(
    async (contract: Pick<ContractWire, 'uuid'>, status: StoredContractStatus) => {
      try {
        await mutateAsync({ uuid: contract.uuid, status });
        notify.success(`Статус сделки: ${contractStatusLabel(status)}`);
        return true;
      } catch (error) {
        notifyFailure(error);
        return false;
      }
    },
    [mutateAsync],
  );
  return { change, pending: isPending };
}
