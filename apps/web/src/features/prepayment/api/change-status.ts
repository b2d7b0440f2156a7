import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  prepaymentRequestSchema,
  type PrepaymentRequest,
  type PrepaymentStatus,
} from '@kolos/domain/prepayment';
import { http } from '../../../shared/api/http';
import { prepaymentKeys } from './keys';
import { prepaymentService } from './prepayment-service';

export interface StatusChangeInput {
  uuid: string;
  status: PrepaymentStatus;
  statusReason?: string;
}

/** SPEC 7 PUT /prepayments/requests. The caller shows the outcome; 409 is not a transport toast. */
export async function changeStatus(change: StatusChangeInput): Promise<PrepaymentRequest> {
  const data = await prepaymentService(() => http.put('/prepayments/requests', change, { notify: false }));
  return prepaymentRequestSchema.parse(data);
}

/** SPEC 4: every change reloads the list. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prepaymentKeys.lists() }),
  });
}
