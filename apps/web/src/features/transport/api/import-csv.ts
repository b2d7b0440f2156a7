import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema } from '@kolos/domain/csv';
import { transportImportApplied, type TransportImportBody } from '@kolos/domain/transport';
import { http } from '../../../shared/api/http';
import { SLOTS_ROOT } from '../../../shared/live';
import { cars, transportKeys } from './keys';

const BASE = '/cars/distributions/fca/import/csv';

/**
 * SPEC 4 step 1, POST /cars/distributions/fca/import/csv: the file (base64 of its bytes, so the
 * server tells UTF-8 from Windows-1251) is checked line by line; nothing changes yet.
 */
export async function validateImport(body: TransportImportBody) {
  const data = await cars(() => http.post(BASE, body, { notify: false }));
  return importReportSchema.parse(data);
}

/** SPEC 4 step 2, PUT …/{importUuid}: the checked good lines are applied, once. */
export async function confirmImport(importUuid: string) {
  const data = await cars(() =>
    http.put(`${BASE}/${encodeURIComponent(importUuid)}`, undefined, { notify: false }),
  );
  return transportImportApplied.parse(data);
}

export const useValidateImport = () => useMutation({ mutationFn: validateImport });

/** A confirmed import changes trucks and drivers: the list and the queue refresh. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transportKeys.all }),
        queryClient.invalidateQueries({ queryKey: SLOTS_ROOT }),
      ]);
    },
  });
}
