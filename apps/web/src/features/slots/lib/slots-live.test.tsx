import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../shared/auth/token-store';
import { useLiveConnection } from '../../../shared/live';
import { FarmerSlots } from '../components/farmer-slots';
import { DAY, renderAt, slot } from '../test/fixtures';

function Live() {
  useLiveConnection(true);
  return null;
}

/** One event over SSE, then the stream stays open (as the server's does between heartbeats). */
const stream = (type: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const data = JSON.stringify({ id: '1', at: `${DAY}T05:00:00.000Z`, type, fields: {} });
      controller.enqueue(new TextEncoder().encode(`id: 1\nevent: ${type}\ndata: ${data}\n\n`));
    },
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the queue refreshes on live slot events (issue 17 point 5)', { timeout: 30_000 }, () => {
  it.each([
    ['slot.changed', 2],
    ['offer.placed', 1],
  ])('%s → GET /slots %i time(s)', async (type, calls) => {
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    let listed = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/events')) {
          // the event comes once the list is on the screen
          while (listed === 0) await new Promise((r) => setTimeout(r, 20));
          return new Response(stream(type), {
            status: 200,
            headers: { 'Content-Type': 'text/event-stream' },
          });
        }
        listed += 1;
        return new Response(JSON.stringify({ items: [slot(31)] }), { status: 200 });
      }),
    );
    renderAt(
      `/admin/slots?date=${DAY}`,
      <>
        <Live />
        <FarmerSlots />
      </>,
    );
    await screen.findByRole('listitem', { name: /^Слот № 31/ });
    await new Promise((r) => setTimeout(r, 500));
    expect(listed).toBe(calls);
  });
});
