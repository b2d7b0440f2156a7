import type { Page } from '@playwright/test';
import { expect, ownServer, test } from '../fixtures';
import { apiHeaders, loginAs } from '../helpers';
import { DEMO_PHONES, shot, type RunningServer } from '../server';

// Its own server: it counts the farmer's seeded notifications, which other specs' tenders add to.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
/** The demo farmer's offer on the running sunflower tender (seed: TRADING_DEMO.offers.rassvetActive). */
const RASSVET_ACTIVE_OFFER = '0190a015-0000-7000-8000-000000000204';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
const drawer = (page: Page) => page.getByRole('dialog');

/** The farmer's unread count as the server has it, once the bell says the same. */
async function unread(page: Page): Promise<number> {
  const res = await fetch(`${server.url}/api/notifications`, {
    headers: await apiHeaders(server, DEMO_PHONES.farmer),
  });
  const { unread: count } = (await res.json()) as { unread: number };
  await expect(bell(page)).toHaveAccessibleName(
    count > 0 ? `Уведомления: непрочитанных ${count}` : 'Уведомления',
  );
  return count;
}

test('the farmer on a phone: the bell counts, the drawer lists and links, settings switch and stay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, server, DEMO_PHONES.farmer);
  // The demo seed's notifications: two matched tenders unread, an accepted offer read.
  await expect(bell(page)).toHaveAccessibleName('Уведомления: непрочитанных 2');
  await bell(page).click();
  await expect(drawer(page).getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  const rows = drawer(page).getByRole('button', { name: /Торги №/ });
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveAccessibleName(
    /^Непрочитанное: Торги № 6 \(Колос-Юг\): новые торги по вашей точке/,
  );
  await expect(rows.nth(2)).toHaveAccessibleName(
    /^Торги № 1 \(Колос-Юг\): ваше предложение № \d+ принято — 500 т по/,
  );
  await shot(page, 'notifications-drawer-phone');

  await drawer(page).getByRole('button', { name: 'Настройки уведомлений' }).click();
  const inApp = drawer(page).getByRole('switch', { name: 'В приложении (всегда)' });
  await expect(inApp).toBeChecked();
  await expect(inApp).toBeDisabled();
  await expect(drawer(page).getByRole('switch', { name: 'SMS на телефон' })).toBeChecked();
  await drawer(page).getByRole('switch', { name: 'Электронная почта' }).click();
  await expect(drawer(page).getByRole('switch', { name: 'Электронная почта' })).toBeChecked();
  await shot(page, 'notifications-settings-phone');
  await drawer(page).getByRole('switch', { name: 'SMS на телефон' }).click();
  await expect(drawer(page).getByRole('switch', { name: 'SMS на телефон' })).not.toBeChecked();

  // Saved on the server: a reload shows the same.
  await page.reload();
  await bell(page).click();
  await drawer(page).getByRole('button', { name: 'Настройки уведомлений' }).click();
  await expect(drawer(page).getByRole('switch', { name: 'SMS на телефон' })).not.toBeChecked();
  await expect(drawer(page).getByRole('switch', { name: 'Электронная почта' })).toBeChecked();
  await drawer(page).getByRole('button', { name: 'К уведомлениям' }).click();

  // A row marks itself read and opens its object: the offer form of the matched tender.
  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/offer\?auction=/);
  await expect(bell(page)).toHaveAccessibleName('Уведомления: непрочитанных 1');
  await bell(page).click();
  await drawer(page).getByRole('button', { name: 'Прочитать все' }).click();
  await expect(drawer(page).getByText('Все прочитаны')).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Закрыть' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Уведомления');
});

test('the trader at a desk: drawer and settings', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await expect(bell(page)).toHaveAccessibleName('Уведомления: непрочитанных 1');
  await bell(page).click();
  await expect(
    drawer(page).getByRole('button', { name: /Торги № 3: торги завершились и ждут итогов/ }),
  ).toBeVisible();
  await shot(page, 'notifications-drawer-desktop');
  await drawer(page).getByRole('button', { name: 'Настройки уведомлений' }).click();
  await expect(drawer(page).getByRole('switch', { name: 'Электронная почта' })).toBeChecked();
  await expect(drawer(page).getByRole('switch', { name: 'SMS на телефон' })).not.toBeChecked();
  await shot(page, 'notifications-settings-desktop');
});

// A trading write publishes the live event; its fan-out job runs the notifications consumer, and
// the farmer's open app asks for its notifications again: no reload, no minute's poll.
test('the trader counters the farmer’s offer: the farmer’s bell shows it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, server, DEMO_PHONES.farmer);
  // the first test may have read them all on this server: count from what the bell says now
  const unreadNow = await unread(page);
  const res = await fetch(`${server.url}/api/v2/counterOffer`, {
    method: 'POST',
    headers: await apiHeaders(server, DEMO_PHONES.kolosYugSuper),
    body: JSON.stringify({ offerUuid: RASSVET_ACTIVE_OFFER, price: 21000, volume: 100, comment: '' }),
  });
  expect(res.status).toBe(200);
  await expect(bell(page)).toHaveAccessibleName(`Уведомления: непрочитанных ${unreadNow + 1}`, {
    timeout: 10_000,
  });
  await bell(page).click();
  await expect(
    drawer(page)
      .getByRole('button', {
        name: /встречное предложение по вашему предложению № \d+ — 100 т по 21 000 ₽\/т/,
      })
      .first(),
  ).toBeVisible();
  await drawer(page)
    .getByRole('button', { name: /встречное предложение/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/offers$/);
});
