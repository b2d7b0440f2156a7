import { useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizePhone } from '@kolos/domain';
import { Alert, Button } from '../../../shared/guest/controls';
import { Icon } from '../../../shared/guest/icons';
import { PhoneInput } from '../../../shared/guest/phone-input';
import { TextField } from '../../../shared/guest/text-field';
import { takeAfterLoginPath } from '../../../shared/auth/after-login';
import { loginWithPassword } from '../api/auth-api';
import { errorText } from '../error-text';
import { useAction } from '../use-action';
import { phoneRule, requiredRule, useLoginForm } from '../use-login-form';

const RULES = { phone: phoneRule, password: requiredRule };

/** The secondary way in: phone and password (POST /auth/login). */
export function PasswordForm() {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const form = useLoginForm(RULES);
  const password = form.field('password');
  const login = useAction(
    (values: { phone: string; password: string }) =>
      loginWithPassword(normalizePhone(values.phone)!, values.password),
    { onSuccess: () => navigate(takeAfterLoginPath(), { replace: true }) },
  );

  return (
    <form noValidate className="kg-stack" onSubmit={form.handleSubmit((v) => login.run(v))}>
      <PhoneInput label="Номер телефона" {...form.field('phone')} autoFocus />
      <TextField
        {...password}
        onChange={(e) => password.onChange(e.target.value)}
        label="Пароль"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        endAdornment={
          <button
            type="button"
            className="kg-icon-button"
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? 'Скрыть символы' : 'Показать символы'}
          >
            <Icon name={shown ? 'visibilityOff' : 'visibility'} />
          </button>
        }
      />
      {login.isError && <Alert>{errorText(login.error)}</Alert>}
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
        Войти
      </Button>
    </form>
  );
}
