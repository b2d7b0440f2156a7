import type { LiveEvent } from '@kolos/domain/live';
import { getTokens } from '../auth/token-store';
import { API_BASE, refreshTokens } from '../api/token-refresh';
import { createSseParser } from './sse-parser';

export interface LiveHandlers {
  onEvent: (event: LiveEvent) => void;
  /** The server could not replay what was missed (too much, or pruned): reload everything. */
  onReset: () => void;
  /**
   * A 401 the caller reads first (the registration page learns the moderator's decision from it,
   * ADR 0088); answering true ends the reading, false renews the tokens as usual.
   */
  onUnauthorized?: (response: Response) => Promise<boolean>;
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads GET /api/events until `signal` aborts (ADR 0067). A fetch-based reader, not EventSource:
 * the access token goes in the Authorization header as on every call (never in a URL, so never in
 * a log). A 401 renews the tokens the app's way and reconnects; an ended or broken stream
 * reconnects with growing waits, sending Last-Event-ID, so the server replays what was missed.
 * No session: it stops (the app signs out).
 */
export async function readLiveEvents(handlers: LiveHandlers, signal: AbortSignal): Promise<void> {
  let lastId: string | undefined;
  let failures = 0;
  let retryMs: number | undefined;
  while (!signal.aborted) {
    const token = getTokens()?.accessToken;
    if (!token) return;
    let opened = false;
    try {
      const response = await fetch(`${API_BASE}/events`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(lastId ? { 'Last-Event-ID': lastId } : {}),
        },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        if (await handlers.onUnauthorized?.(response)) return;
        if (!(await refreshTokens(token))) return;
        continue;
      }
      if (response.ok && response.body) {
        opened = true;
        failures = 0;
        const parser = createSseParser((message) => {
          if (message.event === 'reset') handlers.onReset();
          else if (message.event !== 'message') handlers.onEvent(JSON.parse(message.data) as LiveEvent);
        });
        parser.lastId = lastId;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
          lastId = parser.lastId;
        }
        retryMs = parser.retry;
      }
    } catch {
      // a dropped connection or an abort: the loop decides
    }
    if (signal.aborted) return;
    const delay =
      opened && retryMs !== undefined ? retryMs : BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
    if (!opened) failures += 1;
    await wait(delay, signal);
  }
}
