import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatPhone } from '@kolos/domain';
import { isApiError } from '../../../shared/api/api-error';
import { pathTo } from '../../../shared/routing/paths';
import { GuestCard } from '../../../shared/ui/guest-card';
import { OtpInput } from '../../../shared/ui/otp-input';
import { checkPhone, confirmCode } from '../api/auth-api';
import { ResendCode } from '../components/resend-code';
import { errorText } from '../error-text';
import { clearPendingLogin, readPendingLogin, resendAt, savePendingLogin } from '../pending-login';

/** SPEC 2.1 ConfirmLogin (`/login/confirm`): the one-time code from the SMS. */
export function ConfirmLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(() => readPendingLogin(location.state));
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const confirm = useMutation({
    mutationFn: (code: string) => confirmCode(pending!.sessionUuid, code),
    onSuccess: () => {
      clearPendingLogin();
      navigate(pathTo('Home'), { replace: true });
    },
    onError: (error) => {
      setMessage(errorText(error));
      setAttempt((n) => n + 1); // clears the boxes
    },
  });

  const resend = useMutation({
    mutationFn: () => checkPhone(pending!.phone),
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
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatPhone(pending.phone)}
          </Box>
        </>
      }
    >
      <Stack spacing={2.5}>
        <Box>
          <OtpInput
            key={`${pending.sessionUuid}-${attempt}`}
            length={pending.codeLength}
            onComplete={(code) => {
              setMessage(null);
              confirm.mutate(code);
            }}
            disabled={confirm.isPending}
            error={Boolean(message)}
            describedBy={message ? 'otp-error' : undefined}
            autoFocus
          />
          {confirm.isPending && <LinearProgress sx={{ mt: 2, borderRadius: 1 }} aria-label="Проверяем код" />}
          {message && (
            <FormHelperText id="otp-error" error role="alert" sx={{ fontSize: 14, mt: 1.5 }}>
              {message}
            </FormHelperText>
          )}
        </Box>
        <ResendCode
          availableAt={resendAt(pending)}
          sending={resend.isPending}
          onResend={() => resend.mutate()}
        />
        <Link
          component={RouterLink}
          to={pathTo('Login')}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" />
          Изменить номер
        </Link>
      </Stack>
    </GuestCard>
  );
}
