import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiHeaders, loginAs } from '../helpers';
import { DEMO_PHONES, shot, type RunningServer } from '../server';

/*
 * Issue 29 points 13 and 20: the home says what needs doing, live; the Monitoring screen shows the
 * yard. The farmer's home, open on his phone, gets a counter-offer card the moment the trader
 * makes one — no reload — and one tap opens his offers with the counter-offer to answer.
 */

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The demo farmer's offer on the running sunflower tender (seed: TRADING_DEMO.offers.rassvetActive). */
const RASSVET_ACTIVE_OFFER = '0190a015-0000-7000-8000-000000000204';

/** Down to a phone's width: the layout follows (no sideways scroll) before anything is looked at. */
async function toPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

test('the farmer’s home shows a counter-offer the moment the trader makes it; one tap opens it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, server, DEMO_PHONES.farmer);
  await expect(page.getByRole('heading', { name: 'Что нужно сделать' })).toBeVisible();
  const card = page.getByTestId('todo-COUNTER_OFFERS');
  await expect(card).toHaveCount(0);
  await shot(page, 'home-farmer-phone-before');

  const res = await fetch(`${server.url}/api/v2/counterOffer`, {
    method: 'POST',
    headers: await apiHeaders(server, DEMO_PHONES.kolosYugSuper),
    body: JSON.stringify({ offerUuid: RASSVET_ACTIVE_OFFER, price: 21000, volume: 100, comment: '' }),
  });
  expect(res.status).toBe(200);
  // the live event refreshes the count: no reload, no poll
  await expect(card).toHaveAccessibleName('Встречные предложения ждут ответа: 1', { timeout: 5_000 });
  const box = await card.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await shot(page, 'home-farmer-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'home-farmer-desktop');

  await card.click();
  await expect(page).toHaveURL(/\/admin\/offers$/);
  await expect(page.getByLabel('Встречное предложение').first()).toBeVisible();
});

test('the trader’s home and the Monitoring yard', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await expect(page.getByRole('heading', { name: 'Что нужно сделать' })).toBeVisible();
  // the seed's tender № 3 ended and waits for its results
  await expect(page.getByTestId('todo-TENDERS_TO_CLOSE')).toBeVisible();
  await shot(page, 'home-staff-desktop');
  await toPhone(page);
  await shot(page, 'home-staff-phone');

  await page.setViewportSize(DESKTOP);
  await page.getByTestId('todo-TENDERS_TO_CLOSE').click();
  await expect(page).toHaveURL(/\/admin\/auctions\?statuses=AUCTION_FINISHED$/);
  await page.goto(`${server.url}/admin/monitoring`);
  await expect(page.getByRole('heading', { name: 'Площадка сегодня' })).toBeVisible();
  await shot(page, 'monitoring-yard-desktop');
  await toPhone(page);
  await shot(page, 'monitoring-yard-phone');
});
