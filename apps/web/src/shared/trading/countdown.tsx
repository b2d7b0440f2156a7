import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 д 03:14:05', '03:14:05', or '' once the moment has passed. */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return '';
  const total = Math.floor(msLeft / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} д ${clock}` : clock;
}

/** The time left until `until`, ticking every second: 'до конца 03:14:05'. */
export function Countdown({ until, prefix = 'до конца' }: { until: Date; prefix?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = countdownText(until.getTime() - now);
  return text ? (
    <span className="trading-countdown" aria-label={`${prefix} ${text}`}>
      {prefix} {text}
    </span>
  ) : null;
}
