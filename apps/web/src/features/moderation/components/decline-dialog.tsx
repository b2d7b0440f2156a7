import DialogContentText from '@mui/material/DialogContentText';
import { MODERATION_MSG } from '@kolos/domain/moderation';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';

interface Props {
  open: boolean;
  companyName: string;
  pending: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** 'Отклонить' asks why: the reason is required and goes to the farmer by SMS. */
export function DeclineDialog({ open, companyName, pending, onDecline, onClose }: Props) {
  if (!open) return null;
  return (
    <ReasonDialog
      title="Отклонить анкету?"
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {companyName}: причину получит фермер в SMS — напишите, что исправить.
        </DialogContentText>
      }
      label="Причина отклонения"
      hint=" "
      required={MODERATION_MSG.reasonRequired}
      submitLabel="Отклонить"
      color="error"
      maxLength={1000}
      pending={pending}
      onConfirm={onDecline}
      onCancel={onClose}
    />
  );
}
