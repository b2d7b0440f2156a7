import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ERRORS, MSG, normalizePhone } from '@kolos/domain';
import { isApiError } from '../../../shared/api/api-error';
import { pathTo } from '../../../shared/routing/paths';
import { PhoneField } from '../../../shared/ui/phone-field';
import { checkPhone } from '../api/auth-api';
import { errorText } from '../error-text';
import { readPendingLogin, savePendingLogin, type PendingLogin } from '../pending-login';

const schema = z.object({
  phone: z
    .string()
    .min(1, { error: MSG.required })
    .refine((v) => normalizePhone(v) !== null, { error: ERRORS.BAD_PHONE.message }),
});
type Values = z.infer<typeof schema>;

/** Step one of SPEC 4 Login: the phone number; a code is sent and the confirm step opens. */
export function PhoneCodeForm() {
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: '' } });
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
      <Controller
        name="phone"
        control={form.control}
        render={({ field, fieldState }) => (
          <PhoneField
            label="Номер телефона"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            autoFocus
            fullWidth
          />
        )}
      />
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
