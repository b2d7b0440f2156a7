import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginAs } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

test.use({ viewport: { width: 1280, height: 800 } });

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

/** Screenshots of the changed screens go outside the repository, to be looked at by hand. */
const SHOTS = process.env.FORMS_SHOTS_DIR;
async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const isoOf = (ru: string) => ru.split('.').reverse().join('-');

test('a day typed into the contracts filter right after the page opens applies as typed', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts`);
  // no waiting for the list or the real pickers: the user types at once
  // where the field is drawn, at once: a click that does not wait for anything
  const filtered = page.waitForResponse(
    (r) => /\/api\/contracts\?/.test(r.url()) && /startDate=/.test(r.url()) && r.ok(),
  );
  await page.getByText('Начало поставки').first().click({ force: true });
  await page.keyboard.type('15032027');
  await expect(page).toHaveURL(/[?&]startDate=15\.03\.2027(&|$)/);
  await expect(page.getByRole('group', { name: 'Начало поставки' })).toHaveText(/15\.03\.2027/);
  await expect(page.getByRole('button', { name: 'Сбросить', exact: true })).toBeEnabled();
  // the list asked for the day, and every deal it shows starts on or after it
  await filtered;
  await expect
    .poll(async () => {
      const starts = await page
        .getByRole('grid')
        .locator('[role="gridcell"][data-field="startDate"]')
        .allInnerTexts();
      return starts.every((s) => isoOf(s.trim()) >= '2027-03-15');
    })
    .toBe(true);
  await look(page, 'contracts-date-filter-1280');
});

// Fixed ids of the demo data (apps/api/src/seed/demo-ids.ts).
const KOLOS_YUG_MANAGER_ROLE = '0190a000-0000-7000-8000-000000000403';
const RASSVET_FARMER = '0190a000-0000-7000-8000-000000000304';

test('the seeded «Менеджер по закупкам» shows its rights and can be renamed', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/roles/${KOLOS_YUG_MANAGER_ROLE}`);
  const name = page.getByLabel('Название роли');
  await expect(name).toHaveValue('Менеджер по закупкам');
  await expect(page.getByRole('checkbox', { name: 'Список крупных сделок' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Все торги', exact: true })).toBeChecked();
  await expect(page.getByText('Отметьте хотя бы одно право.')).toHaveCount(0);
  await look(page, 'role-seeded-manager-1280');
  await name.fill('Менеджер по закупкам Юг');
  await page.getByRole('button', { name: 'Обновить роль' }).click();
  await expect(page.getByText('Роль успешно обновлена')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('gridcell', { name: 'Менеджер по закупкам Юг', exact: true })).toBeVisible();
});

test('a farmer reads his role in Russian and makes a shipping point, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, DEMO_PHONES.farmer);
  await expect(page.getByText(/КФХ «Рассвет» · Фермер/)).toBeVisible();
  await expect(page.getByText(/farmer/)).toHaveCount(0);
  await look(page, 'home-farmer-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await look(page, 'home-farmer-1280');

  // a new shipping point has no coordinates until the farmer sets them
  await page.goto(`${server.url}/admin/shipping-point/create`);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field('Широта')).toHaveValue('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(field('Широта')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Долгота')).toHaveAttribute('aria-invalid', 'true');
  // wrong hours, then corrected: no stale message under either field
  await field('Начало работы').fill('18:00');
  await field('Окончание работы').fill('08:00');
  await field('Окончание работы').blur();
  await expect(page.getByText('Время начала работы не должно быть позже окончания работы')).toBeVisible();
  await field('Окончание работы').fill('20:00');
  await expect(page.getByText('Время начала работы не должно быть позже окончания работы')).toHaveCount(0);
  await expect(page.getByText('Время окончания работы не должно быть раньше начала работы')).toHaveCount(0);
  await look(page, 'shipping-point-new-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'shipping-point-new-390');
});

test("a purchaser super-user opening a farmer's card by its address reads it and is told why", async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/users/${RASSVET_FARMER}`);
  await expect(page.getByText(/Пользователь из другой организации/)).toBeVisible();
  await expect(page.getByLabel('Фамилия')).toBeDisabled();
  await expect(page.getByLabel('Основная роль')).toHaveValue('Фермер');
  await expect(page.getByLabel('Роль в организации')).toHaveValue('Фермер');
  await expect(page.getByRole('button', { name: 'Обновить пользователя' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сбросить пароль' })).toHaveCount(0);
  await look(page, 'user-form-farmer-read-only-1280');
});
