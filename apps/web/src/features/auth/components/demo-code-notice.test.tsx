import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoCodeNotice } from './demo-code-notice';

const serve = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoCodeNotice (issue 12 point 10)', () => {
  it('in demo mode says the code is in the server log and the outbox on the server’s machine', async () => {
    serve({ mapTileUrl: 'x', demoOutbox: 'loopback' });
    render(<DemoCodeNotice />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Демонстрационный режим: SMS не отправляются. Код подтверждения напечатан в журнале сервера и ' +
        'виден по адресу /api/dev/outbox — только на компьютере, где запущен сервер.',
    );
  });

  it('with a public outbox leaves out the machine', async () => {
    serve({ mapTileUrl: 'x', demoOutbox: 'public' });
    render(<DemoCodeNotice />);
    expect((await screen.findByRole('note')).textContent).toMatch(/по адресу \/api\/dev\/outbox\.$/);
  });

  it('says nothing when SMS are really sent', async () => {
    serve({ mapTileUrl: 'x', demoOutbox: null });
    render(<DemoCodeNotice />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
