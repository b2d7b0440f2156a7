import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DRIVER_LINK_MSG, normalizeCheckInCode, type SlotWire } from '@kolos/domain/queue';
import { useCheckIn } from '../api/slots-api';
import { outsideWindow } from './slot-card';
import { plateOf } from './slot-text';

/**
 * «Найти по коду» (issue 29 point 17): the gate types (or scans into the field) the code from the
 * driver's page; the slot is marked arrived and its card opens. An arrival outside the window asks
 * to confirm, as the card's own mark does; other refusals are said in the server's words.
 */
export function CheckInByCode({ onArrived }: { onArrived: (slot: SlotWire) => void }) {
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState(false);
  const checkIn = useCheckIn();
  const valid = normalizeCheckInCode(code);
  const ask = outsideWindow(checkIn.error);
  const send = (confirmOutsideWindow?: boolean) => {
    if (!valid) return;
    checkIn.mutate(
      { code: valid, ...(confirmOutsideWindow ? { confirmOutsideWindow } : {}) },
      {
        onSuccess: (slot) => {
          setCode('');
          setTyped(false);
          onArrived(slot);
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTyped(true);
    send();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Отметка прибытия по коду водителя"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Найти по коду"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            checkIn.reset();
          }}
          placeholder="1234 5678"
          size="small"
          error={typed && !valid}
          helperText={typed && !valid ? DRIVER_LINK_MSG.badCode : 'Код со страницы водителя'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } }}
          sx={{ width: 220 }}
        />
        <Button type="submit" variant="contained" disabled={checkIn.isPending} sx={{ minHeight: 40 }}>
          Отметить прибытие
        </Button>
      </Box>
      {checkIn.isSuccess && (
        <Alert severity="success">
          Прибытие отмечено: слот № {checkIn.data.id}
          {checkIn.data.car && `, ${plateOf(checkIn.data)}`}
        </Alert>
      )}
      {checkIn.isError && (
        <Alert
          severity={ask ? 'warning' : 'error'}
          action={
            ask ? (
              <Button color="inherit" size="small" onClick={() => send(true)}>
                Подтвердить
              </Button>
            ) : undefined
          }
        >
          {checkIn.error.message}
        </Alert>
      )}
    </Box>
  );
}
