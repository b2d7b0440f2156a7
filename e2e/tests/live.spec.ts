import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

/*
 * Issue 16 points 2 and 7: open screens update themselves from the live events. Two traders of
 * «Колос-Юг» look at its running tender № 5 (the seed's, with no offer of the demo farmer yet): one
 * at the auction's page, one at Monitoring; the farmer, in his own browser on a phone, offers; both
 * traders' screens show it within 2 s, without a reload.
 */

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

/** TRADING_DEMO.auctions.kolosYugActiveOpen (apps/api/src/seed/demo-ids.ts): № 5, running. */
const AUCTION_5 = '0190a015-0000-7000-8000-000000000105';

const PHONE = { width: 390, height: 844 };

async function signedIn(browser: Browser, phone: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await loginAs(page, server, phone);
  return page;
}

test("the farmer's offer appears on the trader's auction screen and on Monitoring without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/auction/${AUCTION_5}`);
  await expect(page.getByRole('heading', { name: 'Торги № 5' })).toBeVisible();
  const rassvet = page.getByTestId('ranked-offer').filter({ hasText: 'КФХ «Рассвет»' });
  await expect(page.getByTestId('ranked-offer').first()).toBeVisible();
  await expect(rassvet).toHaveCount(0);

  const board = await signedIn(browser, DEMO_PHONES.kolosYugSuper);
  await board.goto(`${server.url}/admin/monitoring`);
  const row = board.getByTestId('monitoring-row').filter({ hasText: 'Торги № 5' });
  await expect(row).toBeVisible();
  const before = await row.getByRole('img').first().getAttribute('aria-label');
  // a change seen once is no longer fresh after 10 s: the row is quiet before the offer
  await expect(row).not.toHaveAttribute('data-fresh', /.+/, { timeout: 15_000 });

  const farmer = await signedIn(browser, DEMO_PHONES.farmer, PHONE);
  await farmer.goto(`${server.url}/admin/offer?auction=${AUCTION_5}`);
  await expect(farmer.getByRole('heading', { name: 'Предложение на торги' })).toBeVisible();
  await farmer.getByRole('button', { name: 'CPT', exact: true }).click();
  await farmer.getByRole('textbox', { name: /^Объём/ }).fill('100');
  await farmer.getByRole('textbox', { name: /^Цена/ }).fill('14100');
  await farmer.getByRole('textbox', { name: /^Влажность/ }).fill('12');
  await farmer.getByRole('button', { name: 'Отправить предложение' }).click();
  await expect(farmer.getByText('Предложение отправлено')).toBeVisible();

  // Within 2 s of the change, and no reload: the event refreshed both screens' queries.
  await expect(rassvet).toBeVisible({ timeout: 2_000 });
  await expect(row).toHaveAttribute('data-fresh', 'true', { timeout: 2_000 });
  await expect(row.getByRole('img').first()).not.toHaveAttribute('aria-label', before ?? '');
  await topShot(page, 'live-auction-offer-arrived');
  await topShot(board, 'live-monitoring-offer-arrived');
  await board.context().close();
  await farmer.context().close();
});
