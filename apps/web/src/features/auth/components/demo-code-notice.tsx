import { useEffect, useState } from 'react';
import type { PublicConfig } from '@kolos/domain/reference';
import { Alert } from '../../../shared/guest/controls';
import { http } from '../../../shared/api/http';

type DemoOutbox = PublicConfig['demoOutbox'];

/** Where a demo server (SMS_PROVIDER=outbox) puts the login codes; null when SMS are really sent. */
function useDemoOutbox(): DemoOutbox {
  const [outbox, setOutbox] = useState<DemoOutbox>(null);
  useEffect(() => {
    let live = true;
    // The schema is not parsed here: the login screen does not load the reference schemas (ADR 0051).
    http
      .get<Partial<PublicConfig>>('/config/public', { auth: false, notify: false })
      .then((config) => {
        if (live && (config.demoOutbox === 'loopback' || config.demoOutbox === 'public')) {
          setOutbox(config.demoOutbox);
        }
      })
      .catch(() => undefined); // no notice is the safe default
    return () => {
      live = false;
    };
  }, []);
  return outbox;
}

/** Demo mode (issue 12 point 10): no SMS is sent, so say where the code can be read. */
export function DemoCodeNotice() {
  const outbox = useDemoOutbox();
  if (!outbox) return null;
  return (
    <Alert severity="info">
      Демонстрационный режим: SMS не отправляются. Код подтверждения напечатан в журнале сервера и виден по
      адресу /api/dev/outbox
      {outbox === 'loopback' ? ' — только на компьютере, где запущен сервер.' : '.'}
    </Alert>
  );
}
