import { expect } from 'vitest';
import type { TradingEvent } from '@kolos/domain/live';
import { eventually } from './eventually';

/*
 * A reader of GET /api/events through a real socket, as the web reads it (fetch, the token in the
 * header): the events heard so far, the raw text, the end.
 */
export interface Stream {
  events: TradingEvent[];
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

/** Opens a stream and waits until it is live (the server writes `retry:` then). */
export async function openStream(
  at: string,
  token: string,
  headers: Record<string, string> = {},
  query = '',
): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${at}/api/events${query}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  let text = '';
  const events: TradingEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const frames = text.split('\n\n');
        events.length = 0;
        for (const frame of frames) {
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data && !frame.includes('event: reset')) events.push(JSON.parse(data.slice(6)) as TradingEvent);
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  await eventually(() => text.includes('retry:'));
  return { events, text: () => text, ended, close: () => abort.abort() };
}
