import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKopecks } from '@kolos/domain/acceptance';
import { DateInput } from '../../../shared/form';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';
import { useTimeZone } from '../../../shared/time/use-time-zone';

interface Props {
  payable: number;
  pending: boolean;
  onConfirm: (payment: { paymentNumber: string; paymentDate: string }) => void;
  onCancel: () => void;
}

/** «Отметить оплату»: the payment order's number and day (ДД.ММ.ГГГГ), both required. */
export function PaidDialog({ payable, pending, onConfirm, onCancel }: Props) {
  const formId = useId();
  const { format } = useTimeZone();
  const [paymentNumber, setNumber] = useState('');
  const [paymentDate, setDate] = useState<string | null>(() => format(new Date(), 'DD.MM.YYYY'));
  const [touched, setTouched] = useState(false);
  const numberError =
    touched && paymentNumber.trim() === '' ? 'Укажите номер платёжного поручения' : undefined;
  const dateError = touched && !paymentDate ? 'Укажите дату платёжного поручения' : undefined;
  return (
    <ResponsiveDialog open onClose={pending ? undefined : onCancel} maxWidth="xs" title="Отметить оплату">
      <DialogContent>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            const number = paymentNumber.trim();
            if (number && paymentDate) onConfirm({ paymentNumber: number, paymentDate });
          }}
        >
          <Typography sx={{ mb: 2 }}>К оплате {formatKopecks(payable)}</Typography>
          <Stack spacing={2}>
            <TextField
              label="Номер платёжного поручения"
              required
              autoFocus
              value={paymentNumber}
              onChange={(e) => setNumber(e.target.value)}
              error={Boolean(numberError)}
              helperText={numberError}
              slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
            />
            <DateInput
              label="Дата платёжного поручения"
              required
              value={paymentDate}
              onChange={setDate}
              error={dateError}
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending} color="inherit">
          Отмена
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={pending}>
          Отметить оплату
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
