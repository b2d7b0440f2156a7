import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRIP_DOCS_MSG } from '@kolos/domain/trip-documents';

/** The reasons a checker gives most often; a click puts one in the field, where it can be edited. */
export const COMMON_DECLINE_REASONS = [
  'ТТН нечитаема: загрузите скан целиком',
  'Номер машины в ТТН не совпадает с машиной слота',
  'Номер СДИЗ не найден или не совпадает с партией',
  'Не хватает подписи или печати',
  'Документ относится к другому рейсу',
  'Протокол испытаний просрочен',
] as const;

interface Props {
  title: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** 'Отклонить': a reason is required — one of the common ones, free text, or both. */
export function DeclineDialog({ title, loading, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';
  return (
    <Dialog open onClose={loading ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!empty) onConfirm(reason.trim());
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Частые причины
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {COMMON_DECLINE_REASONS.map((r) => (
              <Chip
                key={r}
                label={r}
                onClick={() => setReason(r)}
                variant={reason === r ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
          <TextField
            label="Причина отклонения"
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={touched && empty}
            helperText={touched && empty ? TRIP_DOCS_MSG.reasonRequired : 'Фермер увидит её у своего слота'}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          Отмена
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" color="error" disabled={loading}>
          Отклонить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
