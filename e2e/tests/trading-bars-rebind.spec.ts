import type { Page } from '@playwright/test';
import { TRADING_DEMO } from '../../apps/api/src/seed/demo-ids';
import { expect, test } from '../fixtures';
import { apiHeaders, loginAs, settle, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

/* Issue 28 points 12 and 13: the tender's barred farmers with a way back, and moving an offer. */

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface OfferRow {
  uuid: string;
  status: string;
  volume: number;
  farmerCompany: { name: string };
}

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: await apiHeaders(server, DEMO_PHONES.kolosYugSuper),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const offersOf = async (auctionUuid: string) =>
  (await api<{ offers: OfferRow[] }>('GET', `/offers/filterByAuction/${auctionUuid}?limit=50`)).offers;

test('the trader bars a farmer from a tender, sees him listed, and lifts the bar with a reason kept in the history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tender = TRADING_DEMO.auctions.kolosYugActiveOpen;
  const victim = (await offersOf(tender)).find((o) => o.status === 'OFFER_ACTIVE')!;
  const name = victim.farmerCompany.name;
  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/auction/${tender}`);
  await expect(page.getByRole('heading', { name: /^Торги № \d+$/ })).toBeVisible();
  // No bar ever: no section.
  await expect(page.getByRole('heading', { name: 'Кому закрыт доступ' })).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Закрыть доступ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть доступ' }).click();
  await expect(page.getByText('Доступ к торгам закрыт')).toBeVisible();

  const section = page.getByRole('region', { name: 'Кому закрыт доступ' });
  const barred = section.getByRole('list', { name: 'Хозяйства без доступа' });
  await expect(barred.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(section.getByText(`Доступ закрыт: ${name}`)).toBeVisible();
  // His row says so, instead of offering a second bar.
  await expect(row.getByText('доступ закрыт')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Закрыть доступ' })).toHaveCount(0);
  await settle(page);
  await section.scrollIntoViewIfNeeded();
  await topShot(page, 'trading-barred-desktop');

  await barred
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Вернуть доступ' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Вернуть доступ к торгам?' });
  // A lift needs its reason.
  await dialog.getByRole('button', { name: 'Вернуть доступ' }).click();
  await expect(dialog.getByText('Укажите причину, по которой возвращаете доступ')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Хозяйство подтвердило качество зерна');
  await page.setViewportSize(PHONE);
  await settle(page);
  await topShot(page, 'trading-lift-bar-phone');
  await dialog.getByRole('button', { name: 'Вернуть доступ' }).click();
  await expect(page.getByText('Доступ к торгам возвращён')).toBeVisible();
  await expect(section.getByText('Сейчас доступ к торгам закрыт никому.')).toBeVisible();
  await expect(section.getByText(`Доступ возвращён: ${name}`)).toBeVisible();
  await expect(section.getByText('Причина: Хозяйство подтвердило качество зерна')).toBeVisible();
  await settle(page);
  await section.scrollIntoViewIfNeeded();
  await topShot(page, 'trading-barred-history-phone');
});

/** A copy of the tender's terms as a new running tender of the same purchaser (a replacement). */
async function replacement(sourceUuid: string, patch: Record<string, unknown> = {}) {
  const a = await api<Record<string, unknown>>('GET', `/auctions/get/${sourceUuid}`);
  const endAt = new Date(Date.now() + 2 * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return api<{ uuid: string; number: number }>('POST', '/auctions', {
    regionUuid: a.regionUuid,
    locationUuids: a.locationUuids,
    productUuid: a.productUuid,
    deliveryTypes: a.deliveryTypes,
    volume: a.volume,
    minLotVolume: a.minLotVolume,
    price: a.price,
    humidity: a.humidity,
    deliveryDateStart: a.deliveryDateStart,
    deliveryDateEnd: a.deliveryDateEnd,
    endAt: `${pad(endAt.getUTCDate())}.${pad(endAt.getUTCMonth() + 1)}.${endAt.getUTCFullYear()} ${pad(endAt.getUTCHours())}:00`,
    comment: 'Замена торгов',
    ...patch,
  });
}

async function openOffer(page: Page, uuid: string) {
  await page.goto(`${server.url}/admin/offer/${uuid}`);
  await expect(page.getByRole('heading', { name: /^Предложение № \d+$/ })).toBeVisible();
}

test('the trader moves an offer to a replacing tender, offered only the tenders the rule allows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tender = TRADING_DEMO.auctions.kolosYugActiveOpen;
  const offer = (await offersOf(tender)).find((o) => o.status === 'OFFER_ACTIVE')!;
  const fits = await replacement(tender);
  const small = await replacement(tender, { volume: offer.volume - 1, minLotVolume: 1 });

  await page.setViewportSize(DESKTOP);
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await openOffer(page, offer.uuid);
  await page.getByRole('button', { name: 'Перенести на другие торги' }).click();
  const dialog = page.getByRole('dialog', { name: 'Перенести предложение на другие торги' });
  const fitting = dialog.getByRole('radio', { name: new RegExp(`Торги № ${fits.number} `) });
  const refused = dialog.getByRole('radio', { name: new RegExp(`Торги № ${small.number} `) });
  await expect(fitting).toBeEnabled();
  await expect(refused).toBeDisabled();
  await expect(
    dialog.getByText(`Нельзя: Объём не может превышать объём торгов ${offer.volume - 1} т`),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Перенести' })).toBeDisabled();
  await settle(page);
  await topShot(page, 'trading-rebind-desktop');
  await page.setViewportSize(PHONE);
  await settle(page);
  await topShot(page, 'trading-rebind-phone');

  await fitting.check();
  await dialog.getByRole('button', { name: 'Перенести' }).click();
  await expect(page.getByText('Предложение перенесено')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Торги № ${fits.number}` })).toBeVisible();
  const moved = await offersOf(fits.uuid);
  expect(moved.map((o) => o.uuid)).toContain(offer.uuid);
});
