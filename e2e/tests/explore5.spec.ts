import { test, type Page } from '@playwright/test';
import { DEMO_PHONES, shot, startServer, type RunningServer } from '../server';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
});
test.afterAll(async () => server.stop());

async function login(page: Page, phone: string) {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Войти по паролю' }).click();
  await page.getByLabel('Номер телефона').fill(phone.slice(2));
  await page.getByLabel('Пароль', { exact: true }).fill('Kolos2026!');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL(/admin/);
}

test('explore', async ({ page }) => {
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  await login(page, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts`);
  await page.waitForTimeout(3000);
  await shot(page, 'x-contracts-list');
  await page.goto(`${server.url}/admin/contracts/create`);
  await page.waitForTimeout(2000);
  await shot(page, 'x-contract-new');
  await page.goto(`${server.url}/admin/discounts`);
  await page.waitForTimeout(2000);
  await shot(page, 'x-discounts');
});
