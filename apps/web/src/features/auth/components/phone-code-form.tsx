import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { normalizePhone } from '@kolos/domain';
import { isApiError } from '../../../shared/api/api-error';
import { pathTo } from '../../../shared/routing/paths';
import { PhoneField } from '../../../shared/ui/phone-field';
import { checkPhone } from '../api/auth-api';
import { errorText } from '../error-text';
import { readPendingLogin, savePendingLogin, type PendingLogin } from '../pending-login';
import { phoneRule, useLoginForm } from '../use-login-form';

const RULES = { phone: phoneRule };

/** Step one of SPEC 4 Login: the phone number; a code is sent and the confirm step opens. */
export function PhoneCodeForm() {
  const navigate = useNavigate();
  const form = useLoginForm(RULES);
  const goConfirm = (pending: PendingLogin) => {
    savePendingLogin(pending);
    navigate(pathTo('ConfirmLogin'), { state: pending });
  };
  const mutation = useMutation({
    mutationFn: (phone: string) => checkPhone(phone),
    onSuccess: (reply, phone) =>
      goConfirm({
        sessionUuid: reply.session_uuid,
        phone,
        codeLength: reply.codeLength,
        resendAfterSeconds: reply.resendAfterSeconds,
        sentAt: Date.now(),
      }),
    onError: (error, phone) => {
      // A code was sent to this number a moment ago: continue with it.
      const pending = readPendingLogin();
      if (isApiError(error) && error.status === 429 && pending?.phone === phone) goConfirm(pending);
    },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={form.handleSubmit(({ phone }) => mutation.mutate(normalizePhone(phone)!))}
    >
      <PhoneField label="Номер телефона" {...form.field('phone')} autoFocus fullWidth />
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {errorText(mutation.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        Получить код
      </Button>
    </Stack>
  );
}
