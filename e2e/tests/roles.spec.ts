import { allowConsoleErrors, expect, ownServer, test } from '../fixtures';
import { DEMO_PHONES, shot, type RunningServer } from '../server';
import { loginAs } from '../helpers';
import { menu } from './staff-helpers';

// Its own server: it takes a right from a demo company's role, which the sharing specs' users hold.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('a company administrator creates, renames and deletes a role (SPEC 2.2, 2.3)', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await menu(page).getByRole('link', { name: 'Роли' }).click();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('gridcell', { name: 'Администратор', exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Логист', exact: true })).toBeVisible();
  await shot(page, 'roles-list');

  // Search on the server; the text lives in the URL.
  await page.getByLabel('Поиск').fill('лог');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=%D0%BB%D0%BE%D0%B3/);
  await expect(grid.getByRole('gridcell', { name: 'Администратор', exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(grid.getByRole('gridcell', { name: 'Администратор', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить роль' }).click();
  await expect(page.getByRole('heading', { name: 'Новая роль' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Добавить роль' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Название роли').fill('Кладовщик');
  await expect(save).toBeDisabled(); // no item ticked yet
  // A group checkbox ticks all its items.
  await page.getByRole('checkbox', { name: 'Группа «Точки отгрузки»' }).check();
  const points = page.getByRole('group', { name: 'Точки отгрузки' });
  for (const item of ['Список точек отгрузки', 'Добавление', 'Редактирование', 'Удаление']) {
    await expect(points.getByRole('checkbox', { name: item })).toBeChecked();
  }
  await points.getByRole('checkbox', { name: 'Удаление' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Группа «Точки отгрузки»' })).not.toBeChecked();
  await page
    .getByRole('group', { name: 'Документы' })
    .getByRole('checkbox', { name: 'Список документов' })
    .check();
  await shot(page, 'roles-view');
  await save.click();
  await expect(page.getByText('Роль успешно создана')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles$/);

  await grid.getByRole('button', { name: 'Действия с ролью «Кладовщик»' }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование роли' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Точки отгрузки' }).getByRole('checkbox', { name: 'Удаление' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Документы' }).getByRole('checkbox', { name: 'Список документов' }),
  ).toBeChecked();
  await page.getByLabel('Название роли').fill('Старший кладовщик');
  await page.getByRole('button', { name: 'Обновить роль' }).click();
  await expect(page.getByText('Роль успешно обновлена')).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Старший кладовщик', exact: true })).toBeVisible();

  await grid.getByRole('button', { name: 'Действия с ролью «Старший кладовщик»' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Роль «Старший кладовщик» удалена')).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Старший кладовщик', exact: true })).toHaveCount(0);

  // A role someone holds is not deleted: the server says why (its 409 is the browser's console line).
  allowConsoleErrors(page.context(), /status of 409.*\/api\/roles\//);
  await grid.getByRole('button', { name: 'Действия с ролью «Логист»' }).click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(/Роль назначена пользователям \(\d+\)/)).toBeVisible();
});

test("editing one's own role resets the session user and goes Home (SPEC 2.3)", async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.agroCenterSuper);
  await page.goto(`${server.url}/admin/roles`);
  const grid = page.getByRole('grid');
  await grid.getByRole('button', { name: 'Действия с ролью «Администратор»' }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  // Give up the prepayment right: the menu loses 'Авансирование' right after.
  await expect(menu(page).getByRole('link', { name: 'Авансирование' })).toBeVisible();
  await page.getByRole('group', { name: 'Торги' }).getByRole('checkbox', { name: 'Авансирование' }).uncheck();
  await page.getByRole('button', { name: 'Обновить роль' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(menu(page).getByRole('link', { name: 'Авансирование' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Роли' })).toBeVisible();
});
