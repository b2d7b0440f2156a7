import type { Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../fixtures';
import { loginAs, signOut, topShot } from '../helpers';
import { DEMO_PHONES, shot, type RunningServer } from '../server';
import { cellTexts, choose, fillNewPoint, grid, rows, typeDate } from './contracts-helpers';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const rubles = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** True for a list of two or more values in the direction (1 ascending, −1 descending), not all equal. */
const isSorted = (values: number[], direction: 1 | -1) =>
  values.length > 1 &&
  values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0) &&
  values[0] !== values.at(-1);

async function openRowMenu(row: Locator, page: Page) {
  await row.getByRole('button', { name: 'Действия со сделкой' }).click();
  return page.getByRole('menu');
}

test('a buyer filters deals by crop and status, sorts by price and reads the tooltips', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Контракты' })
    .click();
  await expect(page.getByRole('heading', { name: 'Контракты', level: 1 })).toBeVisible();
  await expect(page.getByText(/1–15 из \d+|1–15 of \d+/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Индикативные цены' })).toBeVisible();

  await choose(page, 'Культура', 'Пшеница 3 класса');
  await choose(page, 'Статус', 'Подтверждён');
  await expect(page).toHaveURL(
    /productUuid=.*status=CONTRACT_CONFIRMED|status=CONTRACT_CONFIRMED.*productUuid=/,
  );
  await expect(rows(page).first()).toBeVisible();
  // the grid keeps the previous page on screen until the filtered one arrives
  const filtered = async () =>
    (await cellTexts(page, 'product')).every((crop) => crop.includes('Пшеница 3 класса')) &&
    (await cellTexts(page, 'status')).every((status) => status.includes('Подтверждён'));
  await expect.poll(filtered).toBe(true);

  await grid(page).getByRole('columnheader', { name: 'Цена CPT, ₽/т' }).click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(grid(page).getByRole('columnheader', { name: 'Цена CPT, ₽/т' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // the grid keeps the old page on screen until the sorted one arrives
  await expect.poll(async () => isSorted((await cellTexts(page, 'price')).map(rubles), 1)).toBe(true);

  await grid(page).getByRole('columnheader', { name: 'Цена CPT, ₽/т' }).click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect(grid(page).getByRole('columnheader', { name: 'Цена CPT, ₽/т' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(async () => isSorted((await cellTexts(page, 'price')).map(rubles), -1)).toBe(true);

  // the filters and the sort survive a reload: they live in the URL
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Культура' })).toHaveValue('Пшеница 3 класса');
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('Подтверждён');

  // SPEC 2.10 tooltips: the FCA make-up of a price, the shipping point's address, the comment
  await choose(page, 'Тип доставки', 'FCA');
  await grid(page).getByLabel('Состав цены FCA').first().hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('Цена FCA');
  await expect(tip).toContainText('Доставка');
  await expect(tip).toContainText('км');
  await expect(tip).toContainText(/Regional|E2E/);
  await shot(page, 'contracts-list-price-tooltip');
  await page.mouse.move(0, 0);
  await grid(page)
    .getByText(/^Отгрузка: /)
    .first()
    .hover();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Тихорецкий р-н' }).first()).toBeVisible();
  await shot(page, 'contracts-list-address-tooltip');
});

test('a buyer makes an FCA deal, sees the delivery price, confirms it from the row menu and cancels it', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts`);
  await page.getByRole('button', { name: 'Добавить сделку' }).click();
  await expect(page.getByRole('heading', { name: 'Новая крупная сделка' })).toBeVisible();

  // nothing typed yet: the required fields say so
  await page.getByRole('button', { name: 'Добавить сделку' }).click();
  await expect(page.getByText('Заполните поле').first()).toBeVisible();

  await choose(page, 'Территория закупки', 'Кубань');
  await choose(page, 'Пункт приёмки', 'Тихорецкий элеватор');
  await choose(page, 'Поставщик', 'КФХ «Рассвет»');
  await page.getByRole('button', { name: 'FCA', exact: true }).click();

  // a shipping point the supplier has not entered yet: the embedded editor
  await page.getByRole('button', { name: 'Добавить адрес отгрузки' }).click();
  const point = await fillNewPoint(page, 'Ток у х Новорождественский');
  await topShot(page, 'contract-form-new-shipping-point');
  await point.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Новая точка отгрузки создана!')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Адрес отгрузки' })).toHaveValue(
    'Ток у х Новорождественский',
  );

  await choose(page, 'Культура', 'Пшеница 3 класса');
  await page.getByLabel('Влажность').fill('0');
  await page.getByLabel('Общий объём').fill('930');
  await expect(page.getByText('Влажность должна быть от 1 до 99 процентов')).toBeVisible();
  await page.getByLabel('Влажность').fill('13');
  await typeDate(page, 'Первый день поставки', '01.08.2026');
  await typeDate(page, 'Последний день поставки', '31.08.2026');
  await expect(page.getByRole('textbox', { name: 'Объём в сутки' })).toHaveValue('30');
  await page.getByLabel('Цена FCA').fill('14500');

  // the delivery price comes from the tariffs for FCA with both points chosen
  const delivery = page.getByRole('textbox', { name: 'Стоимость доставки' });
  await expect(delivery).not.toHaveValue('');
  const deliveryRub = Number((await delivery.inputValue()).replace(/\s/g, '').replace(',', '.'));
  expect(deliveryRub).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: 'Цена на заводе с доставкой' })).toHaveValue(
    new Intl.NumberFormat('ru-RU').format(14500 + Math.round(deliveryRub)),
  );
  await page.getByLabel('Комментарий').fill('Отгрузка после уборки, e2e');
  await topShot(page, 'contract-form-fca');

  await page.getByRole('button', { name: 'Добавить сделку' }).click();
  await expect(page.getByText('Крупная сделка добавлена')).toBeVisible();
  // SPEC 4: a create form resets after success
  await expect(page.getByRole('combobox', { name: 'Территория закупки' })).toHaveValue('');

  await page.goto(`${server.url}/admin/contracts`);
  const row = rows(page).first();
  await expect(row).toContainText('КФХ «Рассвет»');
  await expect(row).toContainText('01.08.2026');
  await expect(row).toContainText('Отгрузка: Ток у х Новорождественский');
  await expect(row).toContainText('Новый');
  let menu = await openRowMenu(row, page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Предложить сделку', 'Отменить', 'Редактировать']);
  await menu.getByRole('menuitem', { name: 'Предложить сделку' }).click();
  await expect(row).toContainText('Подтверждён');

  menu = await openRowMenu(row, page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Отменить', 'Редактировать']);
  await menu.getByRole('menuitem', { name: 'Отменить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Отменить сделку' }).click();
  await expect(row).toContainText('Отменён');

  // the form shows the history of the deal, and locks what cannot change
  menu = await openRowMenu(row, page);
  await menu.getByRole('menuitem', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Изменение крупной сделки' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Поставщик' })).toBeDisabled();
  const history = page.getByRole('region', { name: 'История статусов' });
  await expect(history.getByText('Новый')).toBeVisible();
  await expect(history.getByText('Подтверждён')).toBeVisible();
  await expect(history.getByText('Отменён')).toBeVisible();
  await expect(history.getByText('Кузнецов А. П.').first()).toBeVisible();
  await page.getByLabel('Общий объём').fill('1240');
  await expect(page.getByRole('textbox', { name: 'Объём в сутки' })).toHaveValue('40');
  await topShot(page, 'contract-form-edit');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Изменения сохранены!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contracts$/);
  await expect(rows(page).first()).toContainText('1 240');
});

test('a CPT deal needs no shipping address; a missing deal sends back to the list', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts/create`);
  await choose(page, 'Территория закупки', 'Дон');
  await choose(page, 'Пункт приёмки', 'Сальский элеватор');
  await choose(page, 'Поставщик', 'ООО «Нива»');
  await page.getByRole('button', { name: 'CPT', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Адрес отгрузки' })).toHaveCount(0);
  await choose(page, 'Культура', 'Подсолнечник');
  await page.getByLabel('Влажность').fill('8');
  await page.getByLabel('Общий объём').fill('500');
  await typeDate(page, 'Первый день поставки', '10.09.2026');
  await typeDate(page, 'Последний день поставки', '10.09.2026');
  await expect(page.getByRole('textbox', { name: 'Объём в сутки' })).toHaveValue('500');
  // a price typed by hand: the form kit's NumberField is a text box read by parseDecimal (ADR 0065)
  await page.getByRole('textbox', { name: /^Цена(?! на заводе)/ }).fill('35500');
  await expect(page.getByRole('textbox', { name: 'Стоимость доставки' })).toHaveValue('0');
  await expect(page.getByRole('textbox', { name: 'Цена на заводе с доставкой' })).toHaveValue(
    new Intl.NumberFormat('ru-RU').format(35500),
  );
  await page.getByLabel('Не влияет на индикатив').check();
  await topShot(page, 'contract-form-cpt');
  await page.getByRole('button', { name: 'Добавить сделку' }).click();
  await expect(page.getByText('Крупная сделка добавлена')).toBeVisible();

  // The missing deal's 404 is the browser's console line.
  allowConsoleErrors(
    page.context(),
    /status of 404.*\/api\/contracts\/by-uuid\/0190a000-0000-7000-8000-00000000dead/,
  );
  await page.goto(`${server.url}/admin/contracts/0190a000-0000-7000-8000-00000000dead`);
  await expect(page.getByText('Не найдено сделки с таким uuid')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contracts$/);
});

test('the second purchaser sees none of «Колос-Юг»’s deals; the manager only reads', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.agroCenterSuper);
  await page.goto(`${server.url}/admin/contracts`);
  await expect(rows(page).first()).toBeVisible();
  const points = await cellTexts(page, 'aggregatorLocation');
  for (const p of points) expect(p).toMatch(/Курский|Елецкий/);

  await signOut(page);
  await loginAs(page, server, DEMO_PHONES.kolosYugManager);
  await page.goto(`${server.url}/admin/contracts`);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить сделку' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Действия со сделкой' })).toHaveCount(0);
});

test('a new shipping point filled in the editor is saved with the deal in one click', async ({ page }) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts/create`);
  await choose(page, 'Территория закупки', 'Кубань');
  await choose(page, 'Пункт приёмки', 'Ейский портовый элеватор');
  await choose(page, 'Поставщик', 'ООО «Нива»');
  await page.getByRole('button', { name: 'FCA', exact: true }).click();
  await choose(page, 'Культура', 'Кукуруза');
  await page.getByLabel('Влажность').fill('14');
  await page.getByLabel('Общий объём').fill('2000');
  await typeDate(page, 'Первый день поставки', '01.10.2026');
  await typeDate(page, 'Последний день поставки', '20.10.2026');
  await page.getByLabel('Цена FCA').fill('12000');
  await page.getByRole('button', { name: 'Добавить адрес отгрузки' }).click();
  await fillNewPoint(page, 'Площадка у п Гигант');
  await topShot(page, 'contract-form-new-point-with-deal');
  // one request: the point goes with the deal (newFarmerLocation), never POST /locations first
  const posts: { url: string; body: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push({ url: new URL(r.url()).pathname, body: r.postData() ?? '' });
  });
  await page.getByRole('button', { name: 'Добавить сделку' }).click();
  await expect(page.getByText('Новая точка отгрузки создана!')).toBeVisible();
  await expect(page.getByText('Крупная сделка добавлена')).toBeVisible();
  expect(posts.map((p) => p.url)).toEqual(['/api/v2/contracts']);
  expect(JSON.parse(posts[0]!.body).newFarmerLocation).toMatchObject({ name: 'Площадка у п Гигант' });
  await page.goto(`${server.url}/admin/contracts`);
  await expect(rows(page).first()).toContainText('Отгрузка: Площадка у п Гигант');
});
