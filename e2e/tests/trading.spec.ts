import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectAccessible, loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';
import { choose, typeDate } from './contracts-helpers';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Today in Moscow (the e2e browser's zone), DD.MM.YYYY. */
function moscowToday(): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts;
}

async function farmerPage(browser: Browser, watch: (c: import('@playwright/test').BrowserContext) => void) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  watch(context);
  const page = await context.newPage();
  await loginAs(page, server, DEMO_PHONES.farmer);
  return { context, page };
}

/** The farmer's card of the auction on a phone (cards, not the grid, at 390 px). */
const auctionCard = (page: Page, number: string) =>
  page.getByTestId('auction-card').filter({ hasText: `№ ${number},` });

test('a trader runs a tender: the farmer offers, the trader counters, the farmer accepts, the trader sets results', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  // the trader: «Колос-Юг»'s super-user, at a desk
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Торги' }).click();
  await expect(page.getByRole('heading', { name: 'Торги', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  // every column whole at 1440 px: the grid does not scroll sideways (issue 29 point 8)
  const listBox = (await page.getByRole('grid').boundingBox())!;
  const statusHeader = (await page.getByRole('columnheader', { name: 'Статус' }).boundingBox())!;
  expect(statusHeader.x + statusHeader.width).toBeLessThanOrEqual(listBox.x + listBox.width);
  const chip = page.getByRole('grid').getByText('Итоги подведены').first();
  expect(await chip.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await topShot(page, 'trading-auctions-list');

  await page.getByRole('button', { name: 'Создать торги' }).click();
  await expect(page.getByRole('heading', { name: 'Новые торги' })).toBeVisible();
  // nothing chosen yet: the required fields say so
  await page.getByRole('button', { name: 'Создать торги' }).click();
  await expect(page.getByText('Заполните поле').first()).toBeVisible();

  await choose(page, 'Территория закупки', 'Кубань');
  await choose(page, 'Пункты приёмки', 'Тихорецкий элеватор');
  await page.keyboard.press('Escape');
  await choose(page, 'Культура', 'Пшеница 3 класса');
  // the delivery types are checkboxes that say what they are, both ticked (issue 29 point 2)
  await expect(page.getByRole('checkbox', { name: 'CPT (доставка покупателю)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'FCA (самовывоз)' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Объём/ }).fill('300');
  await page.getByRole('textbox', { name: /^Цена/ }).fill('15000');
  await page.getByRole('textbox', { name: /^Влажность не более/ }).fill('14');
  // a start already past: the auction starts at once (issue 15)
  await typeDate(page, 'Начало торгов', moscowToday());
  await page.getByLabel('Время начала').fill('00:00');
  await topShot(page, 'trading-auction-form');
  await page.getByRole('button', { name: 'Создать торги' }).click();
  await expect(page.getByText('Торги созданы')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Торги № \d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace(/\D/g, '');
  await expect(page.getByText('Идут', { exact: true })).toBeVisible();
  await expect(page.getByText('Предложений пока нет.')).toBeVisible();

  // the farmer, on his phone, sees it among his auctions and offers
  const farmer = await farmerPage(browser, consoleErrors.watch);
  const fp = farmer.page;
  await fp.goto(`${server.url}/admin/auctions`);
  await expect(fp.getByRole('heading', { name: 'Торги', level: 1 })).toBeVisible();
  const card = auctionCard(fp, number);
  await expect(card).toBeVisible();
  await topShot(fp, 'trading-farmer-auctions-390');
  // a thumb's target on a phone, the whole label on a desk (issue 29 point 3)
  const offerButton = card.getByRole('button', { name: 'Сделать предложение' });
  expect((await offerButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await fp.setViewportSize(DESKTOP);
  const gridButton = fp
    .getByRole('row', { name: new RegExp(`№ ${number}\\b`) })
    .getByRole('button', { name: 'Сделать предложение' });
  await expect(gridButton).toBeVisible();
  expect(await gridButton.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  const gridBox = (await fp.getByRole('grid').boundingBox())!;
  const buttonBox = (await gridButton.boundingBox())!;
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
  await topShot(fp, 'trading-farmer-auctions-desktop');
  await fp.setViewportSize(PHONE);
  await offerButton.click();
  await expect(fp.getByRole('heading', { name: 'Предложение на торги' })).toBeVisible();
  await fp.getByRole('button', { name: 'FCA', exact: true }).click();
  await choose(fp, 'Точка отгрузки', 'Ток КФХ «Рассвет»');
  await fp.getByRole('textbox', { name: /^Объём/ }).fill('200');
  await fp.getByRole('textbox', { name: /^Цена на складе/ }).fill('14000');
  await fp.getByRole('textbox', { name: /^Влажность/ }).fill('13');
  const priceBox = fp.getByLabel('Расчёт цены');
  await expect(priceBox).toContainText('Цена на пункте приёмки');
  // the haul is quoted by the server before he sends (POST /v2/offers/quote): the delivery to
  // the purchaser's point and the landed price he competes on
  await expect(priceBox).toContainText(/\+ [\d\s]+ ₽\/т/);
  await expect(priceBox).not.toContainText('рассчитается при отправке');
  await topShot(fp, 'trading-farmer-offer-form-390');
  await fp.setViewportSize(DESKTOP);
  await topShot(fp, 'trading-farmer-offer-form-desktop');
  await fp.setViewportSize(PHONE);
  await fp.getByRole('button', { name: 'Отправить предложение' }).click();
  await expect(fp.getByText('Предложение отправлено')).toBeVisible();
  await expect(fp.getByRole('heading', { name: 'Мои предложения' })).toBeVisible();
  const myOffer = fp.getByTestId('my-offer').filter({ hasText: `Торги № ${number},` });
  await expect(myOffer).toContainText('Активно');
  await expect(myOffer).toContainText(/на пункте приёмки с доставкой [\d\s]+ ₽\/т/);
  // his offer again: now the form shows the price at the acceptance point he competes on
  await myOffer.getByRole('button', { name: 'Изменить' }).click();
  await expect(priceBox).toContainText(/\+ [\d\s]+ ₽\/т/);
  await expect(priceBox).toContainText('Цена торгов в пересчёте на ваш склад');
  await topShot(fp, 'trading-farmer-offer-edit-390');
  await fp.getByRole('button', { name: 'Отмена' }).click();

  // the trader sees it ranked by landed price and counters
  await page.reload();
  const ranked = page.getByTestId('ranked-offer').filter({ hasText: 'КФХ «Рассвет»' });
  await expect(ranked).toBeVisible();
  await ranked.getByLabel(/Состав цены на пункте приёмки/).hover();
  await expect(page.getByRole('tooltip')).toContainText('Доставка');
  await expect(page.getByRole('tooltip')).toContainText('км');
  await topShot(page, 'trading-auction-ranked-offers');
  await page.mouse.move(0, 0);
  await ranked.getByRole('button', { name: 'Встречное' }).click();
  const counter = page.getByRole('dialog');
  await counter.getByRole('textbox', { name: /^Цена/ }).fill('13800');
  await counter.getByRole('textbox', { name: /^Объём/ }).fill('150');
  await counter.getByLabel('Комментарий').fill('Возьмём 150 т по 13 800');
  await counter.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Встречное предложение отправлено')).toBeVisible();
  await expect(ranked).toContainText('Встречное предложение');

  // the farmer accepts the counter-offer
  await fp.reload();
  await expect(myOffer.getByLabel('Встречное предложение')).toContainText('150 т');
  await topShot(fp, 'trading-farmer-offers-counter-390');
  // accepting asks first, with the money at stake; the card then says what follows, no reload
  // (issue 29 point 5)
  await myOffer.getByRole('button', { name: 'Принять' }).click();
  const agree = fp.getByRole('dialog', { name: 'Принять встречное предложение?' });
  await expect(agree).toContainText(/150\sт × 13\s800 ₽\/т/);
  await expect(agree).toContainText(/Сумма: 2\s070\s000 ₽/);
  await topShot(fp, 'trading-farmer-counter-confirm-390');
  await agree.getByRole('button', { name: 'Принять условия' }).click();
  await expect(myOffer).toContainText(/Вы приняли встречное предложение: 150\sт по 13\s800 ₽\/т/);
  await expect(myOffer).toContainText('150 т');
  await fp.setViewportSize(DESKTOP);
  await topShot(fp, 'trading-farmer-offers-desktop');
  await fp.setViewportSize(PHONE);

  // the trader accepts it in the results
  await page.reload();
  await expect(ranked).toContainText('Активно');
  // one click to the summary (issue 29 point 4)
  await topShot(page, 'trading-auction-accept-controls');
  await ranked.getByRole('button', { name: 'Принять весь объём' }).click();
  const results = page.getByRole('dialog');
  await expect(results).toContainText(/Покрыто\s*150\sт из 300\sт/);
  await expect(results).toContainText('Средняя цена на пункте приёмки');
  await topShot(page, 'trading-results-dialog');
  await results.getByRole('button', { name: 'Подтвердить итоги' }).click();
  // the auction's status chip; the success toast says the same words for a while
  await expect(page.getByRole('main').getByText('Итоги подведены', { exact: true })).toBeVisible();
  await expect(page.getByText(/Итоги подведены: принято 150\sт из 300\sт/)).toBeVisible();
  await topShot(page, 'trading-auction-completed');

  // the farmer sees his offer accepted
  await fp.reload();
  await fp.getByRole('button', { name: /^Все/ }).click();
  await expect(myOffer).toContainText('Принято 150');
  await topShot(fp, 'trading-farmer-offers-390');
  await farmer.context.close();

  // a running FCA-only tender (the demo's № 4) gets CPT added; FCA stays (issue 29 point 2)
  await page.goto(`${server.url}/admin/auctions`);
  await page
    .getByRole('row', { name: /Подсолнечник/ })
    .getByText('Подсолнечник')
    .click();
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('checkbox', { name: 'FCA (самовывоз)' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'CPT (доставка покупателю)' }).check();
  await topShot(page, 'trading-auction-widen-delivery');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Изменения сохранены!')).toBeVisible();
  await expect(page.getByText('FCA / CPT').first()).toBeVisible();
});

test('«Цены»: the farmer opens his price board on a phone and taps through to the offer form, priced alike (issue 29 point 21)', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { context, page: fp } = await farmerPage(browser, consoleErrors.watch);
  await fp.getByRole('button', { name: 'Открыть меню' }).click();
  await fp.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Цены' }).click();
  await expect(fp.getByRole('heading', { name: 'Цены', level: 1 })).toBeVisible();
  // the demo's № 5 (wheat 3 at Сальск, FCA or CPT), the one he has not offered on
  const wheat = fp.getByRole('region', { name: 'Пшеница 3 класса' });
  const card = wheat.getByTestId('price-card').filter({ hasText: '№ 5, Колос-Юг' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('на вашем складе, за вычетом доставки');
  await expect(card).toContainText(/км от «/);
  await expectAccessible(fp);
  await topShot(fp, 'prices-board-390');
  const net = (await card.locator('p').first().innerText()).trim();
  expect(net).toMatch(/^[\d\s]+ ₽\/т$/);
  const point = /км от «(.+)»$/m.exec(await card.innerText())![1]!;
  // the crop filter narrows the board to one crop, in the URL
  await choose(fp, 'Культура', 'Пшеница 3 класса');
  await expect(fp).toHaveURL(/productUuid=/);
  await expect(fp.getByRole('heading', { level: 2 })).toHaveText(['Пшеница 3 класса']);
  const offer = card.getByRole('link', { name: /^Сделать предложение/ });
  expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await offer.click();
  // one tap: the offer form of that tender, from the shipping point the board priced it from
  await expect(fp.getByRole('heading', { name: 'Предложение на торги' })).toBeVisible();
  await expect(fp.getByRole('combobox', { name: /^Точка отгрузки/ })).toHaveValue(point);
  await fp.getByRole('button', { name: 'FCA', exact: true }).click();
  await fp.getByRole('textbox', { name: /^Цена на складе/ }).fill('14000');
  // the board's price at his farm is the form's «Цена торгов в пересчёте на ваш склад»
  const priceBox = fp.getByLabel('Расчёт цены');
  await expect(priceBox).toContainText(`Цена торгов в пересчёте на ваш склад${net}`);
  await expectAccessible(fp);
  await topShot(fp, 'prices-offer-form-390');
  await fp.setViewportSize(DESKTOP);
  await fp.goto(`${server.url}/admin/prices`);
  await expect(fp.getByTestId('price-card').first()).toBeVisible();
  await topShot(fp, 'prices-board-desktop');
  await context.close();
});
