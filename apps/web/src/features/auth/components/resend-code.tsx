import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCountdown } from '../use-countdown';

/** 'Отправить код повторно через N с', then the button 'Отправить код повторно'. */
export function ResendCode({
  availableAt,
  sending,
  onResend,
}: {
  availableAt: number;
  sending: boolean;
  onResend: () => void;
}) {
  const seconds = useCountdown(availableAt);
  if (seconds > 0) {
    return (
      <Typography color="text.secondary" aria-live="polite" data-testid="resend-countdown">
        Отправить код повторно через {seconds} с
      </Typography>
    );
  }
  return (
    <Button variant="text" onClick={onResend} loading={sending} sx={{ px: 0, minWidth: 0 }}>
      Отправить код повторно
    </Button>
  );
}
