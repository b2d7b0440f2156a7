import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Divider } from '../../../shared/guest/controls';
import { GuestCard } from '../../../shared/ui/guest-card';
import { DemoCodeNotice } from '../components/demo-code-notice';
import { PasswordForm } from '../components/password-form';
import { PhoneCodeForm } from '../components/phone-code-form';

/**
 * SPEC 2.1 Login (`/login`): phone and SMS code, or phone and password (`?by=password`). Plain
 * CSS, no MUI and no TanStack Query: the first screen of a farmer's phone (ADR 0051).
 */
export function Login() {
  const [params, setParams] = useSearchParams();
  // Local state switches at once (a router navigation would swap the form a moment later).
  const [byPassword, setByPassword] = useState(() => params.get('by') === 'password');
  const toggle = () => {
    setByPassword(!byPassword);
    setParams(byPassword ? {} : { by: 'password' }, { replace: true });
  };

  return (
    <GuestCard
      title={byPassword ? 'Вход по паролю' : 'Вход в систему'}
      subtitle={
        byPassword
          ? 'Введите номер телефона и пароль от учётной записи.'
          : 'Введите номер телефона — мы отправим на него код подтверждения в SMS.'
      }
    >
      {byPassword ? <PasswordForm /> : <PhoneCodeForm />}
      {!byPassword && <DemoCodeNotice />}
      <Divider>или</Divider>
      <Button fullWidth variant="outlined" startIcon={byPassword ? 'sms' : 'key'} onClick={toggle}>
        {byPassword ? 'Войти по коду из SMS' : 'Войти по паролю'}
      </Button>
    </GuestCard>
  );
}
