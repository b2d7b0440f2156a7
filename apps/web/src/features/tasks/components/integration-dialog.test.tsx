import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TASK_MSG } from '@kolos/domain/tasks';
import { IntegrationDialog } from './integration-dialog';

const SECRET = 'c2VjcmV0LXNob3duLW9uY2UtYW5kLW5ldmVyLWFnYWlu';
let sent: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, method, body });
      if (url.includes('api-keys')) {
        return new Response(
          JSON.stringify(
            method === 'GET'
              ? { keys: [] }
              : {
                  uuid: 'k1',
                  partner: '1c',
                  prefix: 'kolos_abcd1234',
                  createdAt: '2031-01-01T00:00:00Z',
                  revokedAt: null,
                  lastUsedAt: null,
                  key: 'kolos_abcd1234_secretpart',
                },
          ),
          { status: 200 },
        );
      }
      const stored = { url: body?.url ?? null, hasSecret: method === 'PUT', updatedAt: null };
      return new Response(JSON.stringify(method === 'PUT' ? { ...stored, secret: SECRET } : stored), {
        status: 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntegrationDialog open onClose={() => undefined} />
    </QueryClientProvider>,
  );
const writes = () => sent.filter((r) => r.method !== 'GET');

describe('integration settings dialog', { timeout: 30_000 }, () => {
  it('refuses a URL that is not http(s) before sending', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('URL'), 'ftp://erp.local');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
    expect(await screen.findByText(TASK_MSG.webhookUrl)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('saves the URL and shows the new secret once', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('URL'), 'https://erp.local/kolos');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      body: { url: 'https://erp.local/kolos', rotateSecret: false },
    });
  });

  it('issues a key for a named system and shows it once', async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText('Система'), '1C');
    await userEvent.click(screen.getByRole('button', { name: 'Выпустить ключ' }));
    expect(await screen.findByText('kolos_abcd1234_secretpart')).toBeTruthy();
    await waitFor(() => expect(writes()[0]).toMatchObject({ method: 'POST', body: { partner: '1c' } }));
  });
});
