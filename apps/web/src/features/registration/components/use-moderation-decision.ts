import { useEffect, useState } from 'react';
import { registrationDecisionSchema, type RegistrationDecision } from '@kolos/domain/moderation';
import { readLiveEvents } from '../../../shared/live';

/**
 * While the anketa waits for the moderator: the registration session holds the event stream
 * open. The decision ends the session on every server (ADR 0088), the stream ends, and the
 * reconnect's 401 says which decision it was — the page changes by itself, no reload, no poll.
 */
export function useModerationDecision(waiting: boolean): RegistrationDecision['decision'] | null {
  const [decision, setDecision] = useState<RegistrationDecision['decision'] | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const abort = new AbortController();
    void readLiveEvents(
      {
        onEvent: () => undefined,
        onReset: () => undefined,
        async onUnauthorized(response) {
          const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
          const told = registrationDecisionSchema.safeParse(body?.detail);
          if (!told.success) return false;
          setDecision(told.data.decision);
          return true;
        },
      },
      abort.signal,
    );
    return () => abort.abort();
  }, [waiting]);
  return decision;
}
