import { expect, ownServer, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

/*
 * Issue 28 point 11: a purchase territory shows the delivery tariffs of its subject of the
 * federation; the platform admin changes the regional one and reads who changed what; the
 * purchaser's staff read the new price and may not change it.
 */

// Its own server: it sets a demo territory's tariffs, which other specs' prices and trips read.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Seed: «Колос-Юг»'s territory «Кубань» in Краснодарский край. */
const KUBAN = '0190a000-0000-7000-8000-000000000701';

test('tariffs of a purchase territory: read, set by the admin, history', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/admin/region/${KUBAN}`);
  const tariffs = page.getByRole('region', { name: 'Тарифы на перевозку' });
  const regional = tariffs.getByRole('region', { name: 'Региональный (внутри субъекта РФ)' });
  await expect(regional.getByRole('listitem').first()).toContainText(/^0–\d+ км: [\d ]+,\d\d ₽\/т$/);
  await expect(tariffs.getByRole('region', { name: 'Сквозной (в другой субъект РФ)' })).toContainText('₽/т');
  await expect(tariffs.getByRole('list', { name: 'История тарифов' })).toHaveCount(0);
  await expect(tariffs).toContainText('Тарифы субъекта на платформе ещё не меняли.');

  // The admin raises the first band's price; a gap typed into the bands is refused first.
  await regional.getByRole('button', { name: 'Изменить' }).click();
  const form = tariffs.getByRole('form', { name: 'Изменение тарифа: Региональный (внутри субъекта РФ)' });
  const first = form.getByRole('group', { name: 'Диапазон 1' });
  const before = await first.getByLabel('₽/т', { exact: true }).inputValue();
  await first.getByLabel('до, км').fill('');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Диапазон 1: Без верхней границы может быть только последний диапазон',
  );
  await page.reload();
  await regional.getByRole('button', { name: 'Изменить' }).click();
  await first.getByLabel('₽/т', { exact: true }).fill('512,50');
  await page.setViewportSize(PHONE);
  await topShot(page, 'tariffs-editor-390');
  await page.setViewportSize(DESKTOP);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Тариф сохранён')).toBeVisible();
  await expect(regional.getByRole('listitem').first()).toContainText('512,50 ₽/т');

  const history = tariffs.getByRole('list', { name: 'История тарифов' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Региональный (внутри субъекта РФ): изменён');
  await expect(history).toContainText(`Было: 0–`);
  await expect(history).toContainText(`${before.replace(/\s/g, ' ')} ₽/т`);
  await expect(history).toContainText('512,50 ₽/т');
  await tariffs.scrollIntoViewIfNeeded();
  await topShot(page, 'tariffs-admin-1280');

  // The purchaser's staff read the new price; no editing, no log (the server refuses both: API tests).
  const staffContext = await browser.newContext({ viewport: PHONE });
  const staff = await staffContext.newPage();
  await loginAs(staff, server, DEMO_PHONES.kolosYugSuper);
  await staff.goto(`${server.url}/admin/region/${KUBAN}`);
  const seen = staff.getByRole('region', { name: 'Тарифы на перевозку' });
  await expect(seen.getByRole('region', { name: 'Региональный (внутри субъекта РФ)' })).toContainText(
    '512,50 ₽/т',
  );
  await expect(seen.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(seen.getByText('История изменений')).toHaveCount(0);
  await seen.scrollIntoViewIfNeeded();
  await topShot(staff, 'tariffs-purchaser-390');
  await staffContext.close();
});
