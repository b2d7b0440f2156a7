import { readFile } from 'node:fs/promises';
import { expect, ownServer, test } from '../fixtures';
import { apiHeaders, loginAs } from '../helpers';
import { DEMO_PHONES, viewShot, type RunningServer } from '../server';
import { acceptTruck, arrivedTruck, isoDay, TIKHORETSK } from './gate-helpers';

/*
 * Issue 30, the per-truck slice: the farmer watches «Мои сделки» on his phone while the gate
 * accepts his truck — the truck's credited weight and amount appear live; staff see it in
 * «Приёмка за день» and download its receipt (квитанция о приёмке, PDF).
 */

// Its own server: it accepts a demo truck, which the sharing specs' counts of today's trucks see.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = { width: 390, height: 844 };
const KUBAN = '0190a000-0000-7000-8000-000000000701';

test('a truck accepted at the gate: the farmer sees its credited weight live, staff download its receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = await apiHeaders(server, DEMO_PHONES.kolosYugSuper);
  const slot = await arrivedTruck(server, headers, {
    fromDay: 45,
    hourUtc: '08:00',
    car: 'Е555КХ 123',
    driver: 'Сёмин Пётр',
    driverPhone: '+79181234505',
  });
  const { day } = slot;

  // The farmer has «Мои сделки» open on his phone before the truck is weighed.
  const farmerContext = await browser.newContext({ viewport: PHONE });
  const fp = await farmerContext.newPage();
  await loginAs(fp, server, DEMO_PHONES.farmer);
  await fp.goto(`${server.url}/admin/deals`);
  await expect(fp.getByRole('heading', { name: 'Мои сделки' })).toBeVisible();

  await acceptTruck(server, headers, slot.uuid, 'Т-30');

  // live: the slot's event refreshes the deal's trucks, no reload
  const truck = fp.getByRole('listitem', { name: /^Машина Е555КХ 123,/ });
  await expect(truck).toContainText(/Зачтено23\s925\sкг/, { timeout: 20_000 });
  await expect(truck).toContainText(/Нетто25\s000\sкг/);
  await expect(truck).toContainText('Убыль4,3 %');
  await truck.scrollIntoViewIfNeeded();
  await viewShot(fp, 'acceptance-deal-trucks-390');
  const farmerDownload = fp.waitForEvent('download');
  await truck.getByRole('button', { name: 'Квитанция (PDF)' }).click();
  expect((await farmerDownload).suggestedFilename()).toMatch(/^Квитанция о приёмке № Т-30, редакция 1\.pdf$/);
  await farmerContext.close();

  // Staff: the day's acceptances at the point, and the receipt from the slot card.
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/slots?regionUuid=${KUBAN}&locationUuid=${TIKHORETSK}&date=${day}`);
  await page.getByRole('button', { name: 'Приёмка за день' }).click();
  const table = page.getByRole('table', { name: 'Приёмка за день' });
  // the list's days are the acceptance's own (today), not the slot's: the slot's day shows none
  await expect(page.getByText('За этот день машин ещё не принимали.')).toBeVisible();
  await page.goto(
    `${server.url}/admin/slots?regionUuid=${KUBAN}&locationUuid=${TIKHORETSK}&date=${isoDay(Date.now() + 3 * 3_600_000)}`,
  );
  await page.getByRole('button', { name: 'Приёмка за день' }).click();
  await expect(table.getByRole('row', { name: /Е555КХ 123/ })).toContainText(/23\s925\sкг/);
  await table.scrollIntoViewIfNeeded();
  await viewShot(page, 'acceptance-day-list-1440');
  await page.setViewportSize(PHONE);
  await table.scrollIntoViewIfNeeded();
  await viewShot(page, 'acceptance-day-list-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${server.url}/admin/slots?regionUuid=${KUBAN}&locationUuid=${TIKHORETSK}&date=${day}`);
  await page.getByRole('button', { name: new RegExp(`^Слот № ${slot.id}: КФХ «Рассвет»`) }).click();
  const card = page.getByRole('dialog', { name: 'Карточка слота' });
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Квитанция (PDF)' }).click();
  await viewShot(page, 'acceptance-slot-card-receipt-1440');
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('net 25000 credited 23925');
});
