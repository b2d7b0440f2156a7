import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { formatPhone } from '@kolos/domain';
import { isApiError } from '../../../shared/api/api-error';
import { takeAfterLoginPath } from '../../../shared/auth/after-login';
import { LinearProgress } from '../../../shared/guest/controls';
import { Icon } from '../../../shared/guest/icons';
import { pathTo } from '../../../shared/routing/paths';
import { GuestCard } from '../../../shared/ui/guest-card';
import { OtpInput } from '../../../shared/ui/otp-input';
import { checkPhone, confirmCode } from '../api/auth-api';
import { DemoCodeNotice } from '../components/demo-code-notice';
import { ResendCode } from '../components/resend-code';
import { errorText } from '../error-text';
import { clearPendingLogin, readPendingLogin, resendAt, savePendingLogin } from '../pending-login';
import { useAction } from '../use-action';

/** SPEC 2.1 ConfirmLogin (`/login/confirm`): the one-time code from the SMS. */
export function ConfirmLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => readPendingLogin(location.state));
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const confirm = useAction((code: string) => confirmCode(pending!.sessionUuid, code), {
    onSuccess: () => {
      clearPendingLogin();
      // Where the guest was going when sent to Login (a shared link), else Home.
      navigate(takeAfterLoginPath(), { replace: true });
    },
    onError: (error) => {
      setMessage(errorText(error));
      setAttempt((n) => n + 1); // clears the boxes
    },
  });

  const resend = useAction(() => checkPhone(pending!.phone), {
    onSuccess: (reply) => {
      const next = {
        sessionUuid: reply.session_uuid,
        phone: pending!.phone,
        codeLength: reply.codeLength,
        resendAfterSeconds: reply.resendAfterSeconds,
        sentAt: Date.now(),
      };
      savePendingLogin(next);
      setPending(next);
      setMessage(null);
      setAttempt((n) => n + 1);
    },
    onError: (error) => {
      const retry = isApiError(error)
        ? (error.detail as { retryAfterSeconds?: unknown })?.retryAfterSeconds
        : null;
      if (typeof retry === 'number' && pending) {
        setPending({ ...pending, sentAt: Date.now(), resendAfterSeconds: retry });
      }
      setMessage(errorText(error));
    },
  });

  if (!pending) return <Navigate to={pathTo('Login')} replace />;

  return (
    <GuestCard
      title="Введите код из SMS"
      subtitle={
        <>
          Мы отправили код из {pending.codeLength} цифр на номер{' '}
          <span className="kg-strong">{formatPhone(pending.phone)}</span>
        </>
      }
    >
      <div className="kg-stack">
        <div>
          <OtpInput
            key={`${pending.sessionUuid}-${attempt}`}
            length={pending.codeLength}
            onComplete={(code) => {
              setMessage(null);
              confirm.run(code);
            }}
            disabled={confirm.isPending}
            error={Boolean(message)}
            describedBy={message ? 'otp-error' : undefined}
            autoFocus
          />
          {confirm.isPending && <LinearProgress label="Проверяем код" />}
          {message && (
            <p id="otp-error" role="alert" className="kg-otp-error kg-error-text">
              {message}
            </p>
          )}
        </div>
        <DemoCodeNotice />
        <ResendCode
          availableAt={resendAt(pending)}
          sending={resend.isPending}
          onResend={() => resend.run(undefined)}
        />
        <Link to={pathTo('Login')} className="kg-link">
          <Icon name="arrowBack" />
          Изменить номер
        </Link>
      </div>
    </GuestCard>
  );
}
