import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatesProvider } from '../../../shared/time/dates-provider';
import { taskWire } from '../test/fixtures';
import { TasksList } from './tasks-list';

vi.mock('../../../shared/auth/use-session', () => ({
  useSession: () => ({ user: { uuid: 'me', userType: 'purchaser', companyUuid: 'c1' }, can: () => true }),
}));

const row = taskWire;

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const body = url.includes('/user/personal/task?')
        ? {
            tasks: [
              row(1, {
                status: 'ERROR',
                syncStatus: 'FAILED',
                syncError: 'Система закупщика ответила кодом 500',
              }),
              row(2),
            ],
            totalCount: 40,
          }
        : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows the URL's query, so a test reads the list state where the user's browser keeps it. */
function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderList(entry = '/admin/tasks') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <DatesProvider>
          <TasksList />
          <Location />
        </DatesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const listRequests = () => requests.filter((u) => u.includes('/user/personal/task?'));

describe('TasksList', { timeout: 30_000 }, () => {
  it('asks for 15 newest first and shows each row’s status and sync status chips', async () => {
    renderList();
    expect(await screen.findByText('Хозяйство 1')).toBeTruthy();
    const url = new URL(listRequests()[0]!, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      limit: '15',
      offset: '0',
      sortField: 'createdAt',
      sortDirection: 'DESC',
    });
    expect(screen.getByText('Не отправлена').closest('[title]')?.getAttribute('title')).toBe(
      'Система закупщика ответила кодом 500',
    );
    expect(screen.getAllByText('Отправлена').length).toBeGreaterThan(0);
    expect(screen.getByText('Ошибка синхронизации')).toBeTruthy();
  });

  it('filters come from the URL and go to the server', async () => {
    renderList('/admin/tasks?status=ERROR&taskType=REROUTE&dateFrom=01.12.2031&page=2');
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(0));
    const url = new URL(listRequests()[0]!, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'ERROR',
      taskType: 'REROUTE',
      dateFrom: '01.12.2031',
      offset: '15',
    });
  });

  it('clearing the filters clears the URL', async () => {
    renderList('/admin/tasks?status=ACTIVE');
    await userEvent.click(await screen.findByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).not.toContain('status='));
  });
});
