import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import { invitationBody, type InvitationInput, type InvitationReply } from '@kolos/domain/registration';
import { TextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notifier';
import { PhoneField } from '../../../shared/ui/phone-field';
import { useInviteFarmer } from '../api/invitations-api';

type InviteOutput = { phone: string; taxCode: string; name?: string };

const empty: InvitationInput = { phone: '', taxCode: '', name: '' };

/**
 * 'Пригласить фермера' (issue 19 point 1): phone and ИНН, a name if known. The link goes to the
 * farmer by SMS only (it is never shown here); the dialog says where it went and until when.
 */
export function InviteFarmerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteFarmer();
  const [sent, setSent] = useState<(InvitationReply & { phone: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvitationInput, unknown, InviteOutput>({
    resolver: zodResolver(invitationBody),
    defaultValues: empty,
    mode: 'onTouched',
  });

  const close = () => {
    onClose();
    setSent(null);
    setFailure(null);
    form.reset(empty);
  };

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    invite.mutate(
      { ...body, name: body.name || undefined },
      {
        onSuccess: (reply) => {
          notify.success('Приглашение отправлено');
          setSent({ ...reply, phone: body.phone });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="invite-farmer-title">
      <DialogTitle id="invite-farmer-title">Пригласить фермера</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success">
              Приглашение отправлено. SMS со ссылкой для регистрации ушло на номер {formatPhone(sent.phone)}.
              Ссылка действует до {new Date(sent.expireAt).toLocaleDateString('ru-RU')}.
            </Alert>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Ссылка одноразовая и приходит только фермеру. Если SMS не дошло, фермер может войти по номеру
              телефона — он попадёт в анкету.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Готово
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                Фермер получит SMS со ссылкой: по ней он заполнит анкету организации, загрузит документы и
                подпишет договор.
              </Typography>
              <Controller
                control={form.control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField
                    label="Телефон фермера"
                    required
                    fullWidth
                    autoFocus
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <TextField<InvitationInput>
                control={form.control}
                name="taxCode"
                label="ИНН организации"
                required
                inputProps={{ inputMode: 'numeric', maxLength: 12 }}
              />
              <TextField<InvitationInput>
                control={form.control}
                name="name"
                label="Название организации"
                helperText="Необязательно: фермер сможет изменить его в анкете"
              />
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Отмена</Button>
            <Button type="submit" variant="contained" disabled={invite.isPending}>
              Отправить приглашение
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
