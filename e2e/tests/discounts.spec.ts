import { allowConsoleErrors, expect, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';
import { choose } from './contracts-helpers';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

test('a buyer adds, edits and deletes a premium by district and crop, in place', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Премии по районам' })
    .click();
  await expect(page.getByRole('heading', { name: 'Премии по районам', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Район' }).first()).toBeDisabled();

  await page.getByRole('button', { name: 'Добавить район' }).click();
  const form = page.getByRole('form', { name: 'Новая премия' });
  await expect(form.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  await form.getByRole('combobox', { name: 'Регион' }).click();
  await page.getByRole('option', { name: 'Краснодарский край' }).click();
  await form.getByRole('combobox', { name: 'Район' }).click();
  await page.getByRole('option', { name: 'Кореновский р-н' }).click();
  await form.getByRole('combobox', { name: 'Культура' }).click();
  await page.getByRole('option', { name: 'Горох' }).click();
  await expect(form.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  await form.getByLabel('Премия').fill('175');
  await expect(form.getByRole('button', { name: 'Добавить' })).toBeEnabled();
  await topShot(page, 'discounts-create');
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Премия добавлена')).toBeVisible();

  // the filter finds it: area stays disabled until a region is chosen
  await choose(page, 'Культура', 'Горох');
  const row = page.getByRole('row').filter({ hasText: 'Кореновский р-н' });
  await expect(row).toContainText('+175');
  await expect(row).toContainText('Горох');

  // the same district and crop again is refused with the server's text
  await page.getByRole('button', { name: 'Добавить район' }).click();
  await form.getByRole('combobox', { name: 'Регион' }).click();
  await page.getByRole('option', { name: 'Краснодарский край' }).click();
  await form.getByRole('combobox', { name: 'Район' }).click();
  await page.getByRole('option', { name: 'Кореновский р-н' }).click();
  await form.getByRole('combobox', { name: 'Культура' }).click();
  await page.getByRole('option', { name: 'Горох' }).click();
  await form.getByLabel('Премия').fill('10');
  // The refused duplicate (409) is the browser's console line.
  allowConsoleErrors(page.context(), /status of 409.*\/api\/discounts\//);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Премия для этого района и культуры уже задана')).toBeVisible();
  await form.getByRole('button', { name: 'Отмена' }).click();

  await row.getByRole('button', { name: 'Действия с премией' }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  const editor = page.getByRole('form', { name: 'Изменение премии' });
  await editor.getByLabel('Премия').fill('-120');
  await topShot(page, 'discounts-edit');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Премия сохранена')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Кореновский р-н' })).toContainText('-120');

  await page
    .getByRole('row')
    .filter({ hasText: 'Кореновский р-н' })
    .getByRole('button', { name: 'Действия с премией' })
    .click();
  await page.getByRole('menuitem', { name: 'Удалить' }).click();
  await expect(page.getByRole('dialog')).toContainText('Кореновский р-н, Горох: -120 ₽/т');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Премия удалена')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Кореновский р-н' })).toHaveCount(0);
  await topShot(page, 'discounts');
});
