import { createECDH } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, ownServer, test } from '../fixtures';
import { loginAs, requestCode, signOut } from '../helpers';
import { DEMO_PHONES, shot, viewShot, type RunningServer } from '../server';

/** Issue 13 points 3, 4, 5, 10, 11 and 12: the back-office shell around the pages. */

// Its own server: a key pair for push and no resend pause (the shared one keeps the pause auth.spec shows).
let server: RunningServer;
test.beforeAll(async () => {
  // These tests log the same phones in again and again and test none of the resend pause.
  // With VAPID keys, as a deployment that sends pushes (the farmer's switch is shown).
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  server = await ownServer({
    OTP_RESEND_SECONDS: '0',
    VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
  });
});
test.afterAll(async () => {
  await server.stop();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Главное меню' });

/** The code step of a login already on its way (the phone typed on the login screen). */
async function enterCode(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Номер телефона').fill(phone.replace(/^\+7/, ''));
  await requestCode(page);
  const code = await server.lastCode(phone);
  await page.getByLabel('Цифра 1 из 6').click();
  await page.keyboard.type(code);
}

test('a shared link survives login; only this site’s addresses are followed', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  const uuid = await page.evaluate(async () => {
    const token = localStorage.getItem('kolos.accessToken');
    const res = await fetch('/api/contracts?offset=0&limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { contracts: { uuid: string }[] }).contracts[0]!.uuid;
  });
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);

  // A guest opening the link is asked to log in, the address kept, and lands on it after the code.
  await page.goto(`${server.url}/admin/contracts/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fadmin%2Fcontracts%2F${uuid}$`));
  await enterCode(page, DEMO_PHONES.kolosYugSuper);
  await expect(page).toHaveURL(new RegExp(`/admin/contracts/${uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: /сделк/i })).toBeVisible();

  // Another site is never a destination: Home instead.
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${server.url}/login?next=${encodeURIComponent('//evil.example/admin')}`);
  await enterCode(page, DEMO_PHONES.agroCenterSuper);
  await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(server.url);
});

test('error pages keep the shell for a signed-in user; unusable tokens go to login with a word', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugManager);
  await page.goto(`${server.url}/admin/users`);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Контракты' })).toBeVisible();
  await page.goto(`${server.url}/admin/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Контракты' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();

  // Stored tokens the server no longer takes: the refused calls are the browser's console lines.
  consoleErrors.allow(/status of 401/);
  await page.evaluate(() => {
    localStorage.setItem('kolos.accessToken', 'not-a-token');
    localStorage.setItem('kolos.refreshToken', 'not-a-token');
  });
  await page.goto(`${server.url}/admin/contracts`);
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fcontracts$/);
  await expect(page.getByText('Сессия завершена, войдите снова')).toBeVisible();
});

test('sign-out clears the tokens, the user and the time zone (SPEC 4)', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.farmer);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kolos.timeZone'))).not.toBeNull();
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  // Nothing of the shell is left to write the zone back: its ticking clock has gone with it.
  await expect(page.getByText('Ваше время')).toHaveCount(0);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kolos.')));
  expect(kept.filter((k) => k !== 'kolos.deviceId')).toEqual([]);
});

test('the platform admin does not ask for a role group it does not have', async ({ page }) => {
  const groups: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/groups/')) groups.push(r.url());
  });
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/admin/contracts`);
  await expect(page.getByRole('heading', { name: 'Контракты', level: 1 })).toBeVisible();
  expect(groups).toEqual([]);
});

test('at 1280 px the contracts row shows its status and menu, crop names read whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts`);
  const row = page.locator('.MuiDataGrid-row').first();
  await expect(row.getByRole('button', { name: 'Действия со сделкой' })).toBeInViewport({ ratio: 1 });
  const grid = page.getByRole('grid');
  const gridBox = (await grid.boundingBox())!;
  for (const cell of [row.locator('[data-field="status"] .MuiChip-root'), row.getByRole('button')]) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // Every crop name on the page is shown whole (no line cut off).
  const cut = await page
    .locator('[data-field="product"] .contract-text')
    .evaluateAll((spans) =>
      spans.filter((s) => s.scrollHeight > s.clientHeight + 1).map((s) => s.textContent),
    );
  expect(cut).toEqual([]);
});

test('on a phone the header keeps to one row, titles whole, the menu is a drawer, points as cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, DEMO_PHONES.farmer);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
  // Home names itself: on a phone the header does not repeat it (issue 29 point 12).
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте/ })).toBeVisible();
  await expect(header.getByText('Главная')).toBeHidden();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await menu(page).getByRole('link', { name: 'Точки отгрузки' }).click();
  await expect(page).toHaveURL(/\/admin\/shipping-points$/);
  await expect(menu(page)).toBeHidden();
  // A page without its own heading: the header's title is its h1, whole, beside the clock.
  const leave = (await header.getByRole('button', { name: 'Выйти' }).boundingBox())!;
  const heading = header.getByRole('heading', { level: 1, name: 'Точки отгрузки' });
  const title = (await heading.boundingBox())!;
  expect(await heading.evaluate((t) => t.scrollHeight <= t.clientHeight + 1)).toBe(true);
  expect(title.x + title.width).toBeLessThanOrEqual(leave.x);
  expect(leave.x + leave.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Issue 29 point 12: the points read as cards, not a grid scrolled sideways.
  await expect(page.getByRole('list', { name: 'Точки' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await shot(page, 'shell-phone-shipping-points');
  await page.goto(`${server.url}/admin/slots`);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои слоты' })).toBeVisible();
  await shot(page, 'shell-phone-slots');
  await page.goto(`${server.url}/admin/shipping-point/create`);
  await expect(page.getByRole('button', { name: 'Приблизить' })).toBeVisible();
  await shot(page, 'shell-phone-point-form');
});

test('the keyboard: a skip link first, a ring on the focused control, dialogs start in their field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, server, DEMO_PHONES.farmer);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await viewShot(page, 'shell-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(ring).toBe('solid 3px');
  await viewShot(page, 'shell-focus-ring');
  // 'Выйти' asks first; its dialog holds no field, so the keyboard starts on its answer.
  await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
  const ask = page.getByRole('dialog', { name: 'Выйти из системы?' });
  await expect(ask.getByRole('button', { name: 'Выйти' })).toBeFocused();
  await shot(page, 'shell-sign-out-asks');
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
});

test.describe('the installable app (issue 29 point 19)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest, a worker that is never cached, the shell offline with «Нет связи»', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const manifest = await page.request.get(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: 'Колос', lang: 'ru', display: 'standalone' });
    const worker = await page.request.get(`${server.url}/sw.js`);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, server, DEMO_PHONES.farmer);
    // The worker installs (the shell cached) and takes the page; a reload loads Home through it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
    // The farmer's channels offer the phone's lock screen (the server has VAPID keys). The
    // headless browser has no notifications (its permission is 'denied'): the switch says so.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Уведомления/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Настройки уведомлений' }).click();
    const push = page.getByRole('dialog').getByRole('switch', { name: 'Уведомления на телефон' });
    await expect(push).not.toBeChecked();
    await expect(page.getByRole('dialog')).toContainText('Уведомления запрещены в настройках браузера');
    await shot(page, 'shell-phone-push-switch');
    await page.keyboard.press('Escape');

    // No network: the page comes from the worker's cache and says so; the session is kept (not
    // sent to Login), and the page loads when the network is back. The API is never cached.
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('status').filter({ hasText: 'Нет связи' });
    await expect(offline).toBeVisible();
    await shot(page, 'shell-phone-offline');
    await page.waitForTimeout(3_000); // the session's retries come and go: nothing ends it
    await expect(page).toHaveURL(/\/admin\/home$/);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
    await expect(offline).toBeHidden();
  });
});
