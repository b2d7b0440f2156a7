import { Button } from '../../../shared/guest/controls';
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
      <p className="kg-muted" aria-live="polite" data-testid="resend-countdown">
        Отправить код повторно через {seconds} с
      </p>
    );
  }
  return (
    <Button variant="text" onClick={onResend} loading={sending}>
      Отправить код повторно
    </Button>
  );
}
