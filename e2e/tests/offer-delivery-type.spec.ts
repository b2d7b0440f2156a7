import { expect, test } from '../fixtures';
import { apiHeaders, loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

/** TRADING_DEMO.auctions.kolosYugActiveOpen (apps/api/src/seed/demo-ids.ts): a running «Колос-Юг» tender. */
const AUCTION_5 = '0190a015-0000-7000-8000-000000000105';

/** A running tender like № 5 (territory, points, crop) that allows CPT only, made through the API. */
async function cptOnlyTender(): Promise<{ uuid: string; number: number }> {
  const headers = await apiHeaders(server, DEMO_PHONES.kolosYugSuper);
  const model = (await (await fetch(`${server.url}/api/auctions/get/${AUCTION_5}`, { headers })).json()) as {
    regionUuid: string;
    locationUuids: string[];
    productUuid: string;
  };
  const defaults = (await (await fetch(`${server.url}/api/auctions/default`, { headers })).json()) as {
    endAt: string;
    deliveryDateStart: string;
    deliveryDateEnd: string;
  };
  const res = await fetch(`${server.url}/api/auctions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      regionUuid: model.regionUuid,
      locationUuids: model.locationUuids,
      productUuid: model.productUuid,
      deliveryTypes: ['SELLER'],
      volume: 500,
      minLotVolume: 25,
      price: 15000,
      humidity: 14,
      deliveryDateStart: defaults.deliveryDateStart,
      deliveryDateEnd: defaults.deliveryDateEnd,
      endAt: defaults.endAt,
      comment: 'Только CPT',
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { uuid: string; number: number };
}

// Issue 28 point 19: where the tender allows one delivery type there is nothing to choose.
for (const [name, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const) {
  test(`a CPT-only tender: the farmer's offer form shows CPT as a fact and sends it (${name})`, async ({
    page,
  }) => {
    const tender = await cptOnlyTender();
    await page.setViewportSize(viewport);
    await loginAs(page, server, DEMO_PHONES.farmer);
    await page.goto(`${server.url}/admin/offer?auction=${tender.uuid}`);
    await expect(page.getByRole('heading', { name: 'Предложение на торги' })).toBeVisible();
    const delivery = page.getByLabel('Способ поставки', { exact: true });
    await expect(delivery).toContainText('CPT — единственный на этих торгах');
    await expect(delivery).toContainText('CPT: вы везёте сами до пункта приёмки');
    await expect(page.getByRole('button', { name: 'FCA', exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Объём/ }).fill('100');
    await page.getByRole('textbox', { name: /^Цена/ }).fill('14500');
    await page.getByRole('textbox', { name: /^Влажность/ }).fill('13');
    await topShot(page, `offer-cpt-only-${name}`);
    await page.getByRole('button', { name: 'Отправить предложение' }).click();
    await expect(page.getByText('Предложение отправлено')).toBeVisible();
    const myOffer = page.getByTestId('my-offer').filter({ hasText: `Торги № ${tender.number},` });
    await expect(myOffer).toContainText('Активно');
    await expect(myOffer).toContainText('CPT');
  });
}
