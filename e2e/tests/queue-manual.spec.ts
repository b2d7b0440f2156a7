import { allowConsoleErrors, expect, test } from '../fixtures';
import { apiHeaders, expectAccessible, loginAs, topShot } from '../helpers';
import { DEMO_PHONES, shot, type RunningServer } from '../server';

/*
 * Issue 28 points 9 and 10 on the Slots screen: a trader reads the free places and tonnes of the
 * territory's points for the next 14 days, then books by hand for a deal of the point — urgent
 * trucks, a slot at a chosen time — and is refused with SPEC 8's 35742 text when the point is short.
 */

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Тихорецкий элеватор (PLACES_DEMO.elevators.tikhoretsk): the seed's week of slots is there. */
const TIKHORETSK = '0190a000-0000-7000-8000-000000000501';
const KUBAN = '0190a000-0000-7000-8000-000000000701';

/** The point's day (UTC+3) `days` from now, so the test holds at 00:30 and at 23:30 Moscow time. */
const moscowDay = (days = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Two days ahead, or three when that is a Sunday (the demo elevators work Monday to Saturday). */
const workDay = () => (new Date(`${moscowDay(2)}T00:00:00Z`).getUTCDay() === 0 ? moscowDay(3) : moscowDay(2));

type Booked = { offerUuid: string | null; status: string };

test('free capacity for 14 days, then urgent trucks, a slot by hand and a 35742 refusal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the refusal asked for below is a 409 by design
  allowConsoleErrors(page.context(), /status of 409 \(Conflict\)/);
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  const headers = await apiHeaders(server, DEMO_PHONES.kolosYugSuper);
  const deals = (await (await fetch(`${server.url}/api/slot-deals/${TIKHORETSK}`, { headers })).json()) as {
    items: { offerUuid: string; number: number }[];
  };
  expect(deals.items.length, 'the seed has accepted deals at Тихорецкий').toBeGreaterThan(0);
  const deal = deals.items[0]!;
  const slotsOfDeal = async () =>
    (
      (await (await fetch(`${server.url}/api/slots-by-offer/${deal.offerUuid}`, { headers })).json()) as {
        items: Booked[];
      }
    ).items.filter((s) => s.status !== 'SLOT_CANCELED').length;
  const before = await slotsOfDeal();

  // Free places and tonnes: each point of the territory, 14 days from the point's today.
  await page.goto(
    `${server.url}/admin/slots?regionUuid=${KUBAN}&locationUuid=${TIKHORETSK}&date=${workDay()}`,
  );
  await page.getByRole('button', { name: 'Свободные места на 14 дней' }).click();
  const table = page.getByRole('table', { name: 'Свободные места по дням' });
  const row = table.getByRole('row').filter({ hasText: 'Тихорецкий элеватор' });
  await expect(row.getByRole('cell')).toHaveCount(14);
  await expect(table.getByRole('columnheader').nth(1)).toContainText(
    moscowDay().slice(5).split('-').reverse().join('.'),
  );
  await expect(row).toContainText(/\d+ маш\.|нет мест|выходной/);
  await topShot(page, 'queue-free-capacity');
  await expectAccessible(page);

  // Urgent trucks: the first free slot times from now.
  const panel = page.getByRole('region', { name: 'Запись вручную' });
  await panel.getByRole('combobox', { name: 'Сделка' }).click();
  await page.getByRole('option', { name: new RegExp(`^№ ${deal.number} · `) }).click();
  await panel.getByRole('button', { name: 'Срочно на сегодня' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Машин/ }).fill('2');
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(page.getByText('Забронировано слотов: 2, 50 т')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await slotsOfDeal()).toBe(before + 2);

  // More than the point takes in the deal's window: 35742, shown in the dialog, nothing booked.
  await panel.getByRole('button', { name: 'Дополнительные машины' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Объём/ }).fill('100000');
  await dialog.getByRole('button', { name: 'Забронировать' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Недостаточно слотов\. Доступно к согласованию \d+ т\.$/,
  );
  await topShot(page, 'queue-manual-35742');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  expect(await slotsOfDeal()).toBe(before + 2);

  // On a phone: a slot by hand at a chosen time of the day the queue shows.
  await page.setViewportSize(PHONE);
  await topShot(page, 'queue-manual-390');
  await expectAccessible(page);
  // the 14 days scroll inside their table, the page never sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.getByRole('button', { name: 'Добавить слот' }).click();
  dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: /свободно мест/ })
    .first()
    .click();
  await shot(page, 'queue-add-slot-390');
  await dialog.getByRole('button', { name: 'Добавить слот' }).click();
  await expect(page.getByText('Забронировано слотов: 1, 25 т')).toBeVisible();
  expect(await slotsOfDeal()).toBe(before + 3);
});
