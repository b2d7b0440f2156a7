import Alert from '@mui/material/Alert';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';

interface Props {
  /** The gate's refusal, as the server said it. */
  message: string;
  loading?: boolean;
  /** Sends the mark again with the reason (PUT slots docsOverrideReason). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * 'Принять без документов' (issue 20, the gate): a staff member with 'Настройки очереди' lets a
 * truck through without approved trip documents; the reason is required and goes to the history.
 */
export function DocsOverrideDialog({ message, loading, onConfirm, onCancel }: Props) {
  return (
    <ReasonDialog
      title="Принять без документов"
      intro={
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
      }
      label="Причина"
      hint="Попадёт в историю слота"
      required="Укажите причину"
      submitLabel="Принять без документов"
      color="warning"
      maxLength={500}
      pending={loading ?? false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
