import { expect, ownServer, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

// Its own server: it moves a demo acceptance point into a new territory and deletes that territory,
// so the point no longer belongs to the territory other specs' tenders name.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('a purchaser creates a purchase territory with acceptance points, finds it, edits and deletes it', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Территории закупки' })
    .click();
  const kuban = page.getByRole('row', { name: /Кубань/ });
  await expect(kuban).toContainText('Краснодарский край');
  await expect(kuban).toContainText('Тихорецкий элеватор');
  await expect(page.getByRole('row', { name: /Черноземье/ })).toHaveCount(0);
  await topShot(page, 'regions-list');

  await page.getByRole('link', { name: 'Добавить территорию' }).click();
  await expect(page.getByRole('heading', { name: 'Новая территория закупки' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить территорию' }).click();
  await expect(page.getByText('Заполните поле')).toHaveCount(2);

  // Choosing the subject suggests the name; the buyer gives the territory its own.
  await page.getByLabel('Субъект РФ').fill('Ставроп');
  await page.getByRole('option', { name: 'Ставропольский край' }).click();
  await expect(page.getByLabel('Название территории')).toHaveValue('Ставропольский край');
  const name = `Ставрополье ${Date.now() % 100000}`;
  await page.getByLabel('Название территории').fill(name);
  // Armavir moves here from «Кубань»: the list says where it is now.
  // Each point is a row labelling its checkbox.
  const point = (label: string) => page.locator('label').filter({ hasText: label });
  const armavir = point('Армавирский мелькомбинат');
  await expect(armavir).toContainText('сейчас в «Кубань»');
  await armavir.click();
  await expect(armavir).toContainText('перейдёт из «Кубань»');
  await point('Сальский элеватор').click();
  await expect(page.getByText('выбрано 2 из 4')).toBeVisible();
  await topShot(page, 'region-form');
  await page.getByRole('button', { name: 'Добавить территорию' }).click();
  await expect(page.getByText('Территория закупки создана')).toBeVisible();

  await page.getByLabel('Поиск').fill('Ставрополь');
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Армавирский мелькомбинат');
  await expect(row).toContainText('Сальский элеватор');
  await page.getByLabel('Поиск').fill('');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /Кубань/ })).not.toContainText('Армавирский мелькомбинат');

  // A second territory of the same name is refused with the server's message (the browser logs
  // the refused call).
  consoleErrors.allow(/status of 409.*\/api\/regions/);
  await page.getByRole('link', { name: 'Добавить территорию' }).click();
  await page.getByLabel('Субъект РФ').fill('Ростов');
  await page.getByRole('option', { name: 'Ростовская область' }).click();
  await page.getByLabel('Название территории').fill(name);
  await page.getByRole('button', { name: 'Добавить территорию' }).click();
  await expect(page.getByText('Территория закупки с таким названием уже есть').first()).toBeVisible();
  await page.getByRole('button', { name: 'Отмена' }).click();

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await point('Сальский элеватор').click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).not.toContainText('Сальский элеватор');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Удалить «${name}»` })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Её пункты приёмки останутся, но без территории.');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Территория закупки удалена')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a manager without the territories right does not see the section', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugManager);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Территории закупки' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Точки отгрузки' })).toHaveCount(0);
  await page.goto(`${server.url}/admin/regions`);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
});
