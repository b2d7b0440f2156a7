import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { normalizePhone } from '@kolos/domain';
import { pathTo } from '../../../shared/routing/paths';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { PhoneField } from '../../../shared/ui/phone-field';
import { loginWithPassword } from '../api/auth-api';
import { errorText } from '../error-text';
import { phoneRule, requiredRule, useLoginForm } from '../use-login-form';

const RULES = { phone: phoneRule, password: requiredRule };

/** The secondary way in: phone and password (POST /auth/login). */
export function PasswordForm() {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const form = useLoginForm(RULES);
  const password = form.field('password');
  const mutation = useMutation({
    mutationFn: (values: { phone: string; password: string }) =>
      loginWithPassword(normalizePhone(values.phone)!, values.password),
    onSuccess: () => navigate(pathTo('Home'), { replace: true }),
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <PhoneField label="Номер телефона" {...form.field('phone')} autoFocus fullWidth />
      <OutlinedField
        {...password}
        onChange={(e) => password.onChange(e.target.value)}
        label="Пароль"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setShown((v) => !v)}
              aria-label={shown ? 'Скрыть символы' : 'Показать символы'}
            >
              {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            </IconButton>
          </InputAdornment>
        }
      />
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {errorText(mutation.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        Войти
      </Button>
    </Stack>
  );
}
