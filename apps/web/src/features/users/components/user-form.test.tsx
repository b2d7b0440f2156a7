import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedUser } from '@kolos/domain/users';
import { setNotifySink } from '../../../shared/notify/notifier';
import { UserForm } from './user-form';

vi.mock('../../../shared/auth/use-session', () => ({
  useSession: () => ({
    user: {
      uuid: 'me',
      userType: 'purchaser',
      companyUuid: 'c1',
      company: { name: 'Колос-Юг' },
      isSuperUser: true,
    },
    can: () => true,
  }),
}));

let sent: { url: string; body: unknown }[] = [];
const toasts: string[] = [];

beforeEach(() => {
  sent = [];
  toasts.length = 0;
  setNotifySink((message) => toasts.push(message));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ uuid: 'new-user' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setNotifySink();
});

function renderForm(user: ManagedUser | null = null) {
  const router = createMemoryRouter([{ path: '/', element: <UserForm kind="users" user={user} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const phone = () => screen.getByLabelText(/Телефон/) as HTMLInputElement;

describe('user form: the phone mask +7 ### ###-##-## (SPEC 2.5, 9)', () => {
  it('shows what is typed through the mask and sends plus sign and digits', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Фамилия/), 'Петров');
    await userEvent.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await userEvent.type(phone(), '9001234567');
    expect(phone().value).toBe('+7 900 123-45-67');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'petrov@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/add-company-user');
    expect(sent[0]!.body).toMatchObject({
      phone: '+79001234567',
      lastName: 'Петров',
      notifyEmail: 'petrov@example.ru',
    });
    // SPEC 4 Forms: a create form resets after success.
    await waitFor(() => expect(toasts).toContain('Пользователь успешно создан'));
    expect(phone().value).toBe('');
  });

  it('a pasted 8-prefixed number keeps its ten digits', async () => {
    renderForm();
    phone().focus();
    await userEvent.paste('8 (900) 765-43-21');
    expect(phone().value).toBe('+7 900 765-43-21');
  });

  it('letters are not taken', async () => {
    renderForm();
    await userEvent.type(phone(), 'abc900');
    expect(phone().value).toBe('+7 900');
  });

  it("an incomplete number is refused with SPEC's message and nothing is sent", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Фамилия/), 'Петров');
    await userEvent.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await userEvent.type(phone(), '90012');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'petrov@');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    expect(await screen.findByText('Номер телефона должен содержать 12 символов')).toBeTruthy();
    expect(screen.getByText('Введён неверный формат почты')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("required fields say 'Заполните это поле' (SPEC 5)", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    expect(await screen.findAllByText('Заполните это поле')).toHaveLength(4);
  });
});

const farmer: ManagedUser = {
  uuid: 'farmer-1',
  lastName: 'Морозов',
  name: 'Виктор',
  surname: 'Иванович',
  notifyEmail: 'morozov@niva.local',
  phone: '+79003000011',
  active: true,
  roles: ['farmer'],
  groupRoleName: 'farmer',
  roleUuid: 'farmer-role',
  company: { name: 'ООО «Нива»' },
  companyUuid: 'niva',
  userType: 'farmer',
  isSuperUser: false,
};

describe("a farmer's card opened by a purchaser super-user (issue 13 points 7, 8)", () => {
  it('is read-only, says why and offers no button the server would refuse', () => {
    renderForm(farmer);
    expect(screen.getByText(/Пользователь из другой организации/)).toBeTruthy();
    expect((screen.getByLabelText(/Фамилия/) as HTMLInputElement).disabled).toBe(true);
    expect(phone().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Обновить пользователя' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сбросить пароль' })).toBeNull();
  });

  it('names the main role and the role in Russian', () => {
    renderForm(farmer);
    expect((screen.getByLabelText('Основная роль') as HTMLInputElement).value).toBe('Фермер');
    expect((screen.getByLabelText('Роль в организации') as HTMLInputElement).value).toBe('Фермер');
  });

  it("a colleague's card stays editable", () => {
    renderForm({
      ...farmer,
      userType: 'purchaser',
      companyUuid: 'c1',
      roles: ['purchaser'],
      groupRoleName: 'Логист',
    });
    expect(screen.queryByText(/Пользователь из другой организации/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Обновить пользователя' })).toBeTruthy();
  });
});
