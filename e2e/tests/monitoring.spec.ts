import type { Page } from '@playwright/test';
import { expect, ownServer, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

// Its own server: it counts the seed's tenders, which trading specs add to.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = { width: 390, height: 844 };
/** The seed's «Наблюдатель» of «Колос-Юг»: Monitoring without prices and actions (README). */
const OBSERVER = '+79003000005';

async function openMonitoring(page: Page) {
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Мониторинг' })
    .click();
  await expect(page.getByRole('heading', { name: 'Мониторинг', level: 1 })).toBeVisible();
  // the seed's running «Колос-Юг» tenders: sunflower at Армавир among them
  await expect(page.getByTestId('monitoring-row').filter({ hasText: 'Подсолнечник' })).toBeVisible();
}

test('a trader watches his tenders on Monitoring: rows from the seed with prices, sort, filter, deals', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await openMonitoring(page);
  const rows = page.getByTestId('monitoring-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  // awaiting results (tender № 3, finished yesterday) and running ones with a countdown
  await expect(rows.filter({ hasText: 'Ждут итогов' })).toHaveCount(1);
  await expect(rows.first().getByText(/до конца/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Лучшая цена' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Подсолнечник' })).toContainText('₽/т');
  await expect(page.getByRole('heading', { name: /Сделки за 7 дней/ })).toBeVisible();
  await topShot(page, 'monitoring-full');
  // the row menu opens the tender
  await rows
    .filter({ hasText: 'Подсолнечник' })
    .getByRole('button', { name: /^Действия/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Открыть торги' })).toBeVisible();
  await page.keyboard.press('Escape');

  // least covered first: the corn tender has no offers at all
  await page.getByRole('button', { name: 'По покрытию объёма' }).click();
  await expect(page).toHaveURL(/sort=coverage/);
  await expect(rows.first()).toContainText('Кукуруза');
  // the crop filter keeps only that crop
  await page.getByLabel('Культура').click();
  await page.getByRole('option', { name: 'Подсолнечник' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Подсолнечник');
  await page.getByRole('button', { name: 'Сбросить' }).click();

  await page.setViewportSize(PHONE);
  await expect(rows.first()).toBeVisible();
  await topShot(page, 'monitoring-full-phone');
});

test('a user with Monitoring without prices and actions sees the rows, no price and no row menu', async ({
  page,
}) => {
  await loginAs(page, server, OBSERVER);
  await openMonitoring(page);
  const board = page.getByRole('main');
  await expect(board).not.toContainText('₽');
  await expect(page.getByRole('columnheader', { name: 'Лучшая цена' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Действия/ })).toHaveCount(0);
  await topShot(page, 'monitoring-hide-price');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('monitoring-row').first()).toBeVisible();
  await expect(board).not.toContainText('₽');
  await topShot(page, 'monitoring-hide-price-phone');
});
