import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH, passwordResetFormSchema } from '@kolos/domain/users';
import { pathTo } from '../../../shared/routing/paths';
import { GuestCard } from '../../../shared/ui/guest-card';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useResetLink, useSetPassword } from '../api/password-reset-api';

type Values = { password: string; confirm: string };

const toLogin = (
  <Button component={RouterLink} to={pathTo('Login')} variant="contained" fullWidth size="large">
    Перейти ко входу
  </Button>
);

/** The page behind the e-mailed link of 'Сбросить пароль': the user sets a new password, once. */
export function PasswordReset() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const setPassword = useSetPassword();
  const [done, setDone] = useState(false);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });

  if (link.isPending) return <PageLoader />;
  if (done) {
    return (
      <GuestCard
        title="Пароль изменён"
        subtitle="Теперь войдите в Колос с новым паролем. Остальные сеансы этой учётной записи завершены."
      >
        {toLogin}
      </GuestCard>
    );
  }
  if (link.isError) {
    return (
      <GuestCard
        title="Ссылка не работает"
        subtitle={`${link.error.message} Попросите администратора вашей организации сбросить пароль ещё раз.`}
      >
        {toLogin}
      </GuestCard>
    );
  }

  const submit = handleSubmit(({ password }) =>
    setPassword.mutate({ token, password }, { onSuccess: () => setDone(true) }),
  );
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          type="password"
          label={label}
          required
          fullWidth
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <GuestCard
      title="Новый пароль"
      subtitle={`Учётная запись ${link.data.phone}. Придумайте пароль не короче ${PASSWORD_MIN_LENGTH} символов, с буквами и цифрами.`}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {field('password', 'Новый пароль', 'new-password')}
        {field('confirm', 'Повторите пароль', 'new-password')}
        {setPassword.isError && <Alert severity="error">{setPassword.error.message}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={setPassword.isPending}>
          Сохранить пароль
        </Button>
      </Box>
    </GuestCard>
  );
}
