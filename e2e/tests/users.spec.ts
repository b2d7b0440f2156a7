import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_PHONES, shot, type RunningServer } from '../server';
import { apiHeaders, loginAs } from '../helpers';
import { freshContact, menu } from './staff-helpers';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });

async function createRole(page: Page, name: string) {
  await page.goto(`${server.url}/admin/roles/create`);
  await page.getByLabel('Название роли').fill(name);
  await page
    .getByRole('group', { name: 'Транспорт' })
    .getByRole('checkbox', { name: 'Транспорт', exact: true })
    .check();
  await page
    .getByRole('group', { name: 'Документы' })
    .getByRole('checkbox', { name: 'Список документов' })
    .check();
  await page.getByRole('button', { name: 'Добавить роль' }).click();
  await expect(page.getByText('Роль успешно создана')).toBeVisible();
}

test('a role with two rights, an employee holding it, their menu, and deactivation that ends their session', async ({
  page,
  browser,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await createRole(page, 'Диспетчер');

  // The employee form (SPEC 2.7).
  await menu(page).getByRole('link', { name: 'Сотрудники' }).click();
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(page.getByRole('heading', { name: 'Новый сотрудник' })).toBeVisible();
  const { phone, email } = freshContact();
  await page.getByLabel('Фамилия').fill('Носова');
  await page.getByLabel(/^Имя/).fill('Вера');
  await page.getByLabel('Отчество').fill('Павловна');
  await page.getByLabel(/Телефон/).pressSequentially(phone.slice(2));
  await expect(page.getByLabel(/Телефон/)).toHaveValue(
    `+7 ${phone.slice(2, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
  );
  await page.getByLabel(/E-mail/).fill(email);
  await expect(page.getByLabel('Организация')).toHaveValue('Колос-Юг');
  await expect(page.getByLabel('Основная роль')).toHaveValue('Закупщик');
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(page.getByText('Заполните это поле')).toBeVisible(); // the role inside the organisation
  await page.getByLabel(/Роль в организации/).click();
  await page.getByRole('option', { name: 'Диспетчер' }).click();
  await shot(page, 'employee');
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(page.getByText('Пользователь успешно создан')).toBeVisible();
  await expect(page.getByLabel('Фамилия')).toHaveValue(''); // a create form resets

  // The employees list (SPEC 2.6) shows her with the role.
  await page.goto(`${server.url}/admin/employees`);
  await expect(row(page, 'Носова Вера Павловна')).toContainText('Диспетчер');
  await shot(page, 'employees-list');

  // She logs in elsewhere and sees only what the role allows.
  const other = await browser.newContext();
  const her = await other.newPage();
  await loginAs(her, server, phone);
  const items = await menu(her).getByRole('link').allTextContents();
  expect(items).toEqual(['Главная', 'Транспорт', 'Документы']);
  await her.goto(`${server.url}/admin/users`);
  await expect(her.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
  await her.getByRole('link', { name: 'На главную' }).click();
  await expect(her.getByRole('heading', { name: 'Здравствуйте, Вера!' })).toBeVisible();

  // Deactivated: her next request is refused and she is sent to Login.
  await row(page, 'Носова Вера Павловна').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Деактивировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Деактивировать' }).click();
  await expect(page.getByText('Деактивировано пользователей: 1. Их сеансы завершены')).toBeVisible();
  await expect(row(page, 'Носова Вера Павловна').getByLabel('Деактивирован')).toBeVisible();

  await her.reload();
  // A session that stopped working keeps the address for after the next login (issue 13).
  await expect(her).toHaveURL(/\/login\?next=%2Fadmin%2Fhome$/);
  await expect(her.getByText('Произошла ошибка получения токена обновления (refresh 401)')).toBeVisible();

  // Activated again, she can log in.
  await row(page, 'Носова Вера Павловна').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Активировать', exact: true }).click();
  await expect(row(page, 'Носова Вера Павловна').getByLabel('Доступен')).toBeVisible();
  await loginAs(her, server, phone);
  await other.close();
});

test('impersonation: the farmer in a new tab with the banner, the first tab stays the super-user', async ({
  page,
  context,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await menu(page).getByRole('link', { name: 'Пользователи' }).click();
  await page.getByLabel('Поиск').fill('Иванов');
  await page.keyboard.press('Enter');
  const farmer = row(page, 'Иванов Сергей Николаевич');
  await expect(farmer).toContainText('КФХ «Рассвет»');
  await expect(farmer).toContainText('+7 900 000-00-04');
  await farmer.getByRole('button', { name: /^Действия/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Редактировать' })).toHaveCount(0); // another company's user
  await page.getByRole('menuitem', { name: 'Войти под этим пользователем' }).click();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('dialog').getByRole('button', { name: 'Войти' }).click(),
  ]);
  await expect(tab.getByTestId('impersonation-banner')).toContainText(
    'Вы вошли как Иванов Сергей Николаевич',
  );
  await expect(tab).toHaveURL(/\/admin\/home$/);
  await expect(tab.getByRole('heading', { name: 'Здравствуйте, Сергей!' })).toBeVisible();
  await shot(tab, 'impersonation-banner');

  // The first tab is still the super-user, also after a reload.
  await page.reload();
  await expect(page.getByText('Кузнецов Андрей Петрович')).toBeVisible();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Пользователи' })).toBeVisible();

  // Leaving the farmer's session does not end the super-user's.
  await tab.getByTestId('impersonation-banner').getByRole('button', { name: 'Выйти' }).click();
  await page.reload();
  await expect(page.getByText('Кузнецов Андрей Петрович')).toBeVisible();
});

test('users list: search, page size and page live in the URL; Back returns', async ({ page, request }) => {
  // Enough people for two pages of 10 (setup through the API; the list is what is tested).
  const headers = await apiHeaders(server, DEMO_PHONES.kolosYugSuper);
  for (const lastName of ['Листов', 'Страницын', 'Пагинов']) {
    const { phone, email } = freshContact();
    const res = await request.post(`${server.url}/api/add-company-user`, {
      headers,
      data: { lastName, name: 'Тест', phone, notifyEmail: email },
    });
    expect(res.status()).toBe(200);
  }
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/users`);
  await expect(row(page, 'Иванов Сергей Николаевич')).toBeVisible();
  await shot(page, 'users-list');
  await page.getByRole('combobox', { name: /Строк на странице|Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/size=10/);
  await page.getByRole('button', { name: /следующ|next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goto(`${server.url}/admin/users?q=${encodeURIComponent('Смирнова')}&size=10`);
  await expect(page.getByLabel('Поиск')).toHaveValue('Смирнова');
  await expect(row(page, 'Смирнова Елена Игоревна')).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(2); // the header and one user
});

test('reset password: the user gets an e-mail link and sets a new password on the page behind it', async ({
  page,
  browser,
  request,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/users?q=${encodeURIComponent('Григорьев')}`);
  await row(page, 'Григорьев Павел Андреевич')
    .getByRole('button', { name: /^Действия/ })
    .click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование пользователя' })).toBeVisible();
  await expect(page.getByLabel('Роль в организации')).toBeDisabled();
  await shot(page, 'users-view');

  const reset = page.getByRole('button', { name: 'Сбросить пароль' });
  // SPEC 4 Forms: disabled while the e-mail is edited away from its initial value.
  await page.getByLabel(/E-mail/).fill('other@example.ru');
  await expect(reset).toBeDisabled();
  await page.getByLabel(/E-mail/).fill('grigoriev@kolos-yug.local');
  await reset.click();
  await expect(
    page.getByText('Пароль пользователя был сброшен. Ему отправлено письмо для восстановления пароля'),
  ).toBeVisible();
  await expect(reset).toBeDisabled(); // and after use

  const mail = (
    await (await request.get(`${server.url}/api/dev/outbox?to=grigoriev%40kolos-yug.local`)).json()
  )[0];
  const link = /https?:\/\/\S+\/password-reset\/\S+/.exec(mail.text)![0];
  const guest = await browser.newContext();
  const tab = await guest.newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await tab.getByLabel('Новый пароль').fill('Zerno2026');
  await tab.getByLabel('Повторите пароль').fill('Zerno2025');
  await tab.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(tab.getByText('Пароли не совпадают')).toBeVisible();
  await tab.getByLabel('Повторите пароль').fill('Zerno2026');
  await shot(tab, 'password-reset');
  await tab.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(tab.getByRole('heading', { name: 'Пароль изменён' })).toBeVisible();

  const login = await request.post(`${server.url}/api/auth/login`, {
    data: { phone: '+79003000002', password: 'Zerno2026' },
  });
  expect(login.status()).toBe(200);
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Ссылка не работает' })).toBeVisible();
  await guest.close();

  // The update form goes back to the list (SPEC 4 Forms).
  await page.getByLabel('Отчество').fill('Андреевич-Младший');
  await page.getByRole('button', { name: 'Обновить пользователя' }).click();
  await expect(page.getByText('Пользователь успешно обновлён')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Поиск').fill('Младший');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Григорьев Павел Андреевич-Младший')).toBeVisible();
});

test('a platform admin adds a user to a purchaser company of their choice and sees every company', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.admin);
  await menu(page).getByRole('link', { name: 'Пользователи' }).click();
  await expect(row(page, 'Волков Дмитрий Олегович')).toContainText('Агро-Центр');
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  await expect(page.getByRole('heading', { name: 'Новый пользователь' })).toBeVisible();
  const { phone, email } = freshContact();
  await page.getByLabel('Фамилия').fill('Админов');
  await page.getByLabel(/^Имя/).fill('Пётр');
  await page.getByLabel(/Телефон/).pressSequentially(phone.slice(2));
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  await expect(page.getByText('Заполните это поле')).toBeVisible(); // the organisation
  await page.getByLabel(/Организация/).fill('Агро');
  await page.getByRole('option', { name: /Агро-Центр/ }).click();
  await shot(page, 'users-view-admin');
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  await expect(page.getByText('Пользователь успешно создан')).toBeVisible();
  await page.goto(`${server.url}/admin/users?q=${encodeURIComponent('Админов')}`);
  await expect(row(page, 'Админов Пётр')).toContainText('Агро-Центр');

  await menu(page).getByRole('link', { name: 'Роли' }).click();
  await expect(page.getByRole('columnheader', { name: 'Организация' })).toBeVisible();
  await expect(grid(page).getByRole('row').filter({ hasText: 'Агро-Центр' }).first()).toBeVisible();
});
