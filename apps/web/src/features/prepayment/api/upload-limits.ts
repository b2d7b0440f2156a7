import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitsUploadResultSchema, type LimitsUploadResult } from '@kolos/domain/prepayment';
import { http } from '../../../shared/api/http';
import { prepaymentKeys } from './keys';
import { prepaymentService } from './prepayment-service';

/**
 * SPEC 7 POST /v2/prepayments/upload-limits. The file goes as it is on disk: the server tells
 * UTF-8 from Windows-1251 by its bytes, which the browser's text decoding would destroy.
 */
export async function uploadLimits(file: Blob): Promise<LimitsUploadResult> {
  const data = await prepaymentService(() =>
    http.post('/v2/prepayments/upload-limits', file, {
      headers: { 'Content-Type': 'text/csv' },
      notify: false,
    }),
  );
  return limitsUploadResultSchema.parse(data);
}

/** New limits change the 'Лимит, ₽' column: the list reloads. */
export function useUploadLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLimits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prepaymentKeys.lists() }),
  });
}
