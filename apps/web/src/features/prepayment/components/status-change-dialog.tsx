import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatRoubles,
  STATUS_LABELS,
  type PrepaymentRequest,
  type StatusAction,
} from '@kolos/domain/prepayment';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/notify/notifier';
import { useChangeStatus } from '../api/change-status';

export interface PendingChange {
  request: PrepaymentRequest;
  action: StatusAction;
}

interface Props {
  pending: PendingChange | null;
  onClose: () => void;
}

/** Money decisions are confirmed: the request, the amount and the step are spelled out first. */
export function StatusChangeDialog({ pending, onClose }: Props) {
  const mutation = useChangeStatus();
  const confirm = () => {
    if (!pending) return;
    const { request, action } = pending;
    mutation.mutate(
      { uuid: request.uuid, status: action.to, ...(action.reason ? { statusReason: action.reason } : {}) },
      {
        onSuccess: (updated) => {
          notify.success(`Заявка № ${updated.requestId}: статус «${STATUS_LABELS[updated.status]}»`);
          onClose();
        },
        onError: (error) => {
          notify.error(error.message);
          onClose();
        },
      },
    );
  };
  const request = pending?.request;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={request ? `Заявка № ${request.requestId}` : ''}
      confirmText={pending?.action.label ?? 'Подтвердить'}
      destructive={pending?.action.to === 'REJECTED'}
      loading={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      text={
        request && pending ? (
          <Stack spacing={1}>
            <Typography>
              {request.limit.companyName}, ИНН {request.limit.inn}
            </Typography>
            <Typography>
              Сумма: <b>{formatRoubles(request.requestValue)}</b> (лимит {formatRoubles(request.limit.limit)})
            </Typography>
            <Typography>
              Статус: «{STATUS_LABELS[request.status]}» → <b>«{pending.action.label}»</b>
            </Typography>
          </Stack>
        ) : undefined
      }
    />
  );
}
