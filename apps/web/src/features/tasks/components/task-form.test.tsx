import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { TASK_MSG, type TaskDetailsWire } from '@kolos/domain/tasks';
import { DatesProvider } from '../../../shared/time/dates-provider';
import { getTasks } from '../api/get-tasks';
import { taskDetails } from '../test/fixtures';
import { TaskForm } from './task-form';

const TASK = taskDetails(7, { quantity: 300, farmerCompany: { name: 'КФХ «Рассвет»' } });

let sent: { url: string; method: string; body: unknown }[] = [];
let answer: (url: string, method: string) => Response = () => new Response('[]', { status: 200 });
beforeEach(() => {
  sent = [];
  answer = (url, method) =>
    method === 'GET'
      ? new Response('[]', { status: 200 })
      : new Response(JSON.stringify(TASK), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(task?: TaskDetailsWire) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DatesProvider>
          <TaskForm task={task} />
        </DatesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const writes = () => sent.filter((r) => r.method !== 'GET');

describe('the Task form', { timeout: 30_000 }, () => {
  it('an empty form names the missing fields in the contract form’s words and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить сделку' }));
    await waitFor(() => expect(screen.getAllByText('Заполните поле').length).toBeGreaterThanOrEqual(5));
    expect(writes()).toEqual([]);
  });

  it('a REROUTE without its deal is refused before sending', async () => {
    renderForm({ ...TASK, taskType: 'REROUTE' });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText(TASK_MSG.offerRequired)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('humidity out of range says the contract form’s text', async () => {
    renderForm({ ...TASK, humidity: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText(CONTRACT_MSG.humidity)).toBeTruthy();
  });

  it('saving an edited task PUTs the whole form with its uuid', async () => {
    renderForm(TASK);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/\/api\/offers\/task$/),
      body: { uuid: TASK.uuid, quantity: 300, deliveryType: 'SELLER', taskType: 'STANDARD' },
    });
  });

  it("an ERROR task whose sync failed offers 'Повторить' and the reason; it POSTs the retry", async () => {
    renderForm({
      ...TASK,
      status: 'ERROR',
      syncStatus: 'FAILED',
      syncError: 'Система закупщика ответила кодом 500',
    });
    expect(screen.getByText('Система закупщика ответила кодом 500')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Приостановить' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(/\/offers\/task\/.+\/retry$/),
    });
  });

  it('an ACTIVE task offers its moves: suspend, complete, cancel', () => {
    renderForm(TASK);
    for (const name of ['Приостановить', 'Завершить', 'Отменить']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});

describe('the deals service wrapper', () => {
  it("a failure without a message is 'Ошибка сервиса сделок.'", async () => {
    answer = () => new Response('', { status: 502 });
    await expect(
      getTasks({ offset: 0, limit: 15, sortField: 'createdAt', sortDirection: 'DESC' }),
    ).rejects.toThrow(TASK_MSG.serviceError);
  });
});
