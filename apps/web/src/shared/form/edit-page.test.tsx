import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { setNotifySink } from '../notify/notifier';
import { CreateOrEditPage } from './edit-page';

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  setNotifySink((message) => toasts.push(message));
});
afterEach(() => {
  cleanup();
  setNotifySink();
});

type Query = { data: { name: string } | undefined; isError: boolean; error: Error | null };

function open(uuid: string, query: Query) {
  const router = createMemoryRouter(
    [
      {
        path: '/deal/:uuid',
        element: (
          <CreateOrEditPage
            uuid={uuid}
            query={query}
            notFound="Не найдено сделки с таким uuid"
            listPath="/deals"
          >
            {(deal) => <p>{deal ? `Форма: ${deal.name}` : 'Новая форма'}</p>}
          </CreateOrEditPage>
        ),
      },
      { path: '/deals', element: <p>Список</p> },
    ],
    { initialEntries: [`/deal/${uuid}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CreateOrEditPage: SPEC 8 not-found behaviour', () => {
  it('create gets the empty form at once', () => {
    open('create', { data: undefined, isError: false, error: null });
    expect(screen.getByText('Новая форма')).toBeTruthy();
  });

  it('a loaded record gets its form', () => {
    open('u1', { data: { name: 'Рассвет' }, isError: false, error: null });
    expect(screen.getByText('Форма: Рассвет')).toBeTruthy();
  });

  it.each([404, 400])(
    'a missing or foreign record (%i) says the text and goes to the list, no blank form',
    async (status) => {
      const router = open('u2', {
        data: undefined,
        isError: true,
        error: new ApiError({ status, message: 'x' }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
      expect(toasts).toEqual(['Не найдено сделки с таким uuid']);
      expect(screen.queryByText(/форма/i)).toBeNull();
    },
  );

  it('another failure says the server’s own message', async () => {
    const router = open('u3', {
      data: undefined,
      isError: true,
      error: new ApiError({ status: 500, message: 'Произошла ошибка сервера' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(toasts).toEqual(['Произошла ошибка сервера']);
  });
});
