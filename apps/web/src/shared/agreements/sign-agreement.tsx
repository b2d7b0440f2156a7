import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import type { Agreement, SignCodeReply } from '@kolos/domain/agreements';
import { notify } from '../notify/notifier';
import { OtpInput } from '../ui/otp-input';
import { useRequestSignCode, useSignAgreement } from './agreement-api';

/** Seconds left until `at` (ms), ticking each second; 0 once past. */
function useSecondsLeft(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Signing by an SMS code (a simple electronic signature): 'Получить код', the code in one-digit
 * boxes, signed when the last digit is typed. Refusals (wrong code, tries left, expired) are shown
 * under the boxes. The registration step and an approved farmer's new version (ADR 0089) share it.
 */
export function SignAgreement({
  agreement,
  onSigned,
}: {
  agreement: Agreement;
  onSigned: (signed: Agreement) => void;
}) {
  const requestCode = useRequestSignCode();
  const sign = useSignAgreement(onSigned);
  const [sent, setSent] = useState<SignCodeReply | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const wait = useSecondsLeft(resendAt);

  const ask = () => {
    setMessage(null);
    requestCode.mutate(agreement.uuid, {
      onSuccess: (reply) => {
        setSent(reply);
        setResendAt(Date.now() + reply.resendAfterSeconds * 1000);
        setAttempt((a) => a + 1);
      },
      onError: (error) => setMessage(error.message),
    });
  };

  const submit = (code: string) => {
    setMessage(null);
    sign.mutate(
      { uuid: agreement.uuid, code },
      {
        onSuccess: () => notify.success('Договор подписан'),
        onError: (error) => {
          setMessage(error.message);
          setAttempt((a) => a + 1);
        },
      },
    );
  };

  if (!sent) {
    return (
      <Box>
        <Typography sx={{ mb: 2 }}>
          Подпишите договор кодом из SMS: это простая электронная подпись. Код придёт на ваш номер телефона.
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<SmsOutlinedIcon />}
          onClick={ask}
          disabled={requestCode.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Получить код
        </Button>
        {message && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography sx={{ mb: 2 }}>
        Введите код из {sent.codeLength} цифр, отправленный на номер {sent.phone}. Код действует{' '}
        {Math.round(sent.expiresInSeconds / 60)} мин.
      </Typography>
      <OtpInput
        key={attempt}
        length={sent.codeLength}
        onComplete={submit}
        disabled={sign.isPending}
        error={Boolean(message)}
        describedBy={message ? 'sign-code-error' : undefined}
        autoFocus
      />
      {sign.isPending && <LinearProgress sx={{ mt: 1 }} aria-label="Подписываем договор" />}
      {message && (
        <Alert id="sign-code-error" severity="error" role="alert" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
      <Button onClick={ask} disabled={wait > 0 || requestCode.isPending} sx={{ mt: 2 }}>
        {wait > 0 ? `Отправить код повторно через ${wait} с` : 'Отправить код повторно'}
      </Button>
    </Box>
  );
}
