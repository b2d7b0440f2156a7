import { randomInt } from 'node:crypto';
import { expect, test } from '../fixtures';
import { apiHeaders, loginAs, settle, topShot } from '../helpers';
import { DEMO_PHONES, viewShot, type RunningServer } from '../server';

/*
 * Issue 29 points 15 and 16 on a phone: the demo farmer books a truck of his deal at a free time of
 * the elevator, saves a truck and a driver in «Автопарк», and puts them on two slots at once.
 */

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** КФХ «Рассвет»'s accepted offer at Тихорецкий элеватор (TRADING_DEMO.offers.rassvetAccepted). */
const RASSVET_DEAL = '0190a015-0000-7000-8000-000000000201';

interface Slot {
  uuid: string;
  offerUuid: string | null;
  status: string;
  car: { number: string } | null;
}

test('the farmer books a free time, saves a truck and a driver, and assigns them to two slots', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headers = await apiHeaders(server, DEMO_PHONES.farmer);
  const upcoming = async () =>
    ((await (await fetch(`${server.url}/api/slots/upcoming`, { headers })).json()) as { items: Slot[] })
      .items;
  const offers = (await (
    await fetch(`${server.url}/api/user/personal/offers?limit=100`, { headers })
  ).json()) as {
    offers: { uuid: string; number: number }[];
  };
  const deal = offers.offers.find((o) => o.uuid === RASSVET_DEAL)!;
  const before = await upcoming();

  await page.setViewportSize(PHONE);
  await loginAs(page, server, DEMO_PHONES.farmer);
  await page.goto(`${server.url}/admin/slots`);
  await expect(page.getByRole('heading', { name: 'Мои слоты' })).toBeVisible();

  // Book: his deal, then the first free time the elevator has for it.
  await page.getByRole('button', { name: 'Записаться на время' }).click();
  const booking = page.getByRole('dialog');
  await booking.getByRole('combobox', { name: 'Сделка' }).click();
  await page.getByRole('option', { name: new RegExp(`^№ ${deal.number} `) }).click();
  const firstTime = booking.getByRole('button', { name: /^Записаться на / }).first();
  await expect(firstTime).toBeVisible();
  await viewShot(page, 'farmer-book-390');
  await firstTime.click();
  await expect(page.getByText('Слот забронирован')).toBeVisible();
  await expect(booking).toBeHidden();
  await expect.poll(async () => (await upcoming()).length).toBe(before.length + 1);
  await settle(page);
  await topShot(page, 'farmer-slots-390');

  // The fleet: a truck typed on a Latin keyboard and a driver.
  const plate = `А${randomInt(100, 999)}ВС`;
  await page.goto(`${server.url}/admin/fleet`);
  await expect(page.getByRole('heading', { name: 'Автопарк' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить машину' }).click();
  const carDialog = page.getByRole('dialog', { name: 'Новая машина' });
  await carDialog
    .getByRole('textbox', { name: /Номер тягача/ })
    .fill(`${plate.replace('А', 'a').replace('ВС', 'bc')} 161`);
  await carDialog.getByRole('textbox', { name: /Номер прицепа/ }).fill('ЕК 4512 61');
  await carDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`${plate}161`.replace(/^(.{6})/, '$1 '))).toBeVisible();
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const driverDialog = page.getByRole('dialog', { name: 'Новый водитель' });
  await driverDialog.getByRole('textbox', { name: /ФИО водителя/ }).fill('Гончаров Илья');
  await driverDialog
    .getByRole('textbox', { name: /Телефон водителя/ })
    .fill(`918${randomInt(1_000_000, 9_999_999)}`);
  await driverDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Гончаров Илья')).toBeVisible();
  await settle(page);
  await topShot(page, 'fleet-390');

  // Two waiting slots ticked, one truck and driver onto both.
  await page.goto(`${server.url}/admin/slots`);
  const boxes = page.getByRole('checkbox', { name: /^Выбрать: Слот/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('Выбрано слотов: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Назначить машину', exact: true }).click();
  const assign = page.getByRole('dialog', { name: 'Машина и водитель · слотов: 2' });
  await assign.getByRole('combobox', { name: 'Машина' }).click();
  await page.getByRole('option', { name: new RegExp(`^${plate}`) }).click();
  await assign.getByRole('combobox', { name: 'Водитель' }).click();
  await page.getByRole('option', { name: /^Гончаров Илья/ }).click();
  await viewShot(page, 'farmer-assign-390');
  await assign.getByRole('button', { name: 'Назначить' }).click();
  await expect(page.getByText('Машина и водитель назначены на слотов: 2')).toBeVisible();
  await expect
    .poll(async () => (await upcoming()).filter((s) => s.car?.number === `${plate} 161`).length)
    .toBe(2);

  await page.setViewportSize(DESKTOP);
  await settle(page);
  await topShot(page, 'farmer-slots-1440');
  await page.goto(`${server.url}/admin/fleet`);
  await settle(page);
  await topShot(page, 'fleet-1440');
});
