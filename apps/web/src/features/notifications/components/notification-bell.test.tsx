import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MSG, type NotificationWire } from '@kolos/domain/notifications';
import { startTabSession } from '../../../shared/auth/token-store';
import { NotificationBell } from './notification-bell';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, read = false): NotificationWire => ({
  uuid: uuid(n),
  kind: 'offer.countered',
  text: `Торги № ${n} (Колос-Юг): встречное предложение`,
  link: `/admin/offer/${uuid(100 + n)}`,
  objectUuid: uuid(100 + n),
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, n)).toISOString(),
  readAt: read ? '2026-11-24T12:00:00.000Z' : null,
});

/** 25 notifications, newest first: two pages of 20. */
const ALL = Array.from({ length: 25 }, (_, i) => item(25 - i, i >= 2));
let sent: { method: string; url: string; body: unknown }[] = [];
let settings = { inApp: true, sms: true, email: false, hasEmail: false };

beforeEach(() => {
  sent = [];
  settings = { inApp: true, sms: true, email: false, hasEmail: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: init.method ?? 'GET', url, body });
      const u = new URL(url, 'http://localhost');
      let answer: unknown = {};
      if (u.pathname.endsWith('/notifications/settings')) {
        if (init.method === 'PUT') settings = { ...settings, ...body };
        answer = settings;
      } else if (u.pathname.endsWith('/notifications/read-all')) answer = { updated: 2, unread: 0 };
      else if (u.pathname.endsWith('/notifications/read')) answer = { updated: 1, unread: 1 };
      else if (u.pathname.endsWith('/notifications')) {
        const page = Number(u.searchParams.get('page'));
        const size = Number(u.searchParams.get('size'));
        answer = { items: ALL.slice((page - 1) * size, page * size), total: ALL.length, unread: 2 };
      }
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/auctions']}>
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the notifications bell (issue 16 point 4)', () => {
  it('shows the unread count; the drawer lists newest first and pages with «Показать ещё»', async () => {
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Уведомления: непрочитанных 2' });
    expect(within(bell).getByText('2')).toBeTruthy();
    await user.click(bell);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Торги № 25 (Колос-Юг): встречное предложение');
    const rows = within(drawer).getAllByRole('button', { name: /Торги №/ });
    expect(rows).toHaveLength(20);
    expect(rows[0]!.getAttribute('aria-label')).toMatch(/^Непрочитанное: Торги № 25/);
    expect(rows[2]!.getAttribute('aria-label')).toMatch(/^Торги № 23/);
    await user.click(within(drawer).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(drawer).getAllByRole('button', { name: /Торги №/ })).toHaveLength(25));
    expect(within(drawer).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('a row marks itself read and opens its object; «Прочитать все» marks the rest', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /^Уведомления/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Прочитать все' }));
    await waitFor(() =>
      expect(sent.some((s) => s.method === 'PUT' && s.url.endsWith('/notifications/read-all'))).toBe(true),
    );
    // Focus stays in the drawer when the button turns disabled, so Escape still closes it.
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Закрыть' }));

    await user.click(within(drawer).getByRole('button', { name: /Торги № 24/ }));
    await waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('/notifications/read'))?.body).toEqual({ uuids: [uuid(24)] }),
    );
    expect(screen.getByTestId('where').textContent).toBe(`/admin/offer/${uuid(124)}`);
  });

  it('settings: in-app always on and disabled; SMS and e-mail switch and are saved', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /^Уведомления/ }));
    await user.click(await screen.findByRole('button', { name: 'Настройки уведомлений' }));
    const inApp = await screen.findByRole('switch', { name: 'В приложении (всегда)' });
    expect((inApp as HTMLInputElement).checked).toBe(true);
    expect((inApp as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'SMS на телефон' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT' && s.url.endsWith('/settings'))?.body).toEqual({
        sms: false,
        email: false,
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'SMS на телефон' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });

  it("under another user's name (issue 28 point 1) it only reads: no «Прочитать все», no settings, no marks", async () => {
    startTabSession({ accessToken: 'a', refreshToken: 'r' }, { impersonated: true });
    try {
      const user = userEvent.setup();
      renderBell();
      await user.click(await screen.findByRole('button', { name: /^Уведомления/ }));
      const drawer = await screen.findByRole('dialog');
      await within(drawer).findByText(NOTIFICATION_MSG.impersonationReadOnly);
      expect(within(drawer).queryByRole('button', { name: 'Прочитать все' })).toBeNull();
      expect(within(drawer).queryByRole('button', { name: 'Настройки уведомлений' })).toBeNull();
      await user.click(within(drawer).getByRole('button', { name: /Торги № 25/ }));
      expect(screen.getByTestId('where').textContent).toBe(`/admin/offer/${uuid(125)}`);
      expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    } finally {
      sessionStorage.clear();
      localStorage.clear();
    }
  });
});
