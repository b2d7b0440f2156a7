import { readFile } from 'node:fs/promises';
import { expect, ownServer, test } from '../fixtures';
import { apiHeaders, expectAccessible, loginAs, topShot } from '../helpers';
import { DEMO_PHONES, viewShot, type RunningServer } from '../server';
import { acceptTruck, arrivedTruck, RASSVET_ACCEPTED } from './gate-helpers';

/*
 * Issue 30: from a truck accepted at the gate to the money — staff make a statement of the deal's
 * accepted trucks in «Расчёты», confirm it, take the bank registry (1С «Клиент-банк»), mark it
 * paid; the farmer reads it on his phone in «Мои сделки».
 */

// Its own server: it gives a demo role a right, fills demo bank cards and repays a demo advance.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = { width: 390, height: 844 };
/** «Колос-Юг», the demo purchaser. */
const KOLOS_YUG = '0190a000-0000-7000-8000-000000000101';

/** A truck of the test's own, booked far from the seed's week, arrived and accepted through the API. */
async function acceptedTruck(headers: Record<string, string>): Promise<void> {
  const { uuid } = await arrivedTruck(server, headers, {
    fromDay: 80,
    hourUtc: '07:00',
    car: 'Е555КХ 123',
    driver: 'Коваленко Дмитрий',
    driverPhone: '+79181234504',
  });
  await acceptTruck(server, headers, uuid, 'Р-30');
}

/**
 * «Расчёты с поставщиками» ticked on the super-user's role, as his company's administrator would in
 * the role editor: no seeded role holds the new right.
 */
async function grantSettlements(headers: Record<string, string>): Promise<void> {
  const token = headers.authorization!.slice('Bearer '.length);
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const group = (await (await fetch(`${server.url}/api/groups/${sub}`, { headers })).json()) as {
    groups: { roleUuid: string }[];
  };
  const roleUuid = group.groups[0]!.roleUuid;
  const role = (await (await fetch(`${server.url}/api/roles/${roleUuid}`, { headers })).json()) as {
    name: string;
    policies: object[];
  };
  const put = await fetch(`${server.url}/api/roles`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      uuid: roleUuid,
      name: role.name,
      policies: [...role.policies, { resource: { routeName: 'Settlements', params: [] }, accessRights: '*' }],
    }),
  });
  expect(put.status, 'the role gains «Расчёты с поставщиками»').toBe(200);
}

/**
 * The seed lends КФХ «Рассвет» 1 500 000 ₽, more than a truck brings: a statement would go wholly
 * to the advance and leave the bank nothing to pay (the registry refuses that, rightly). Here the
 * farmer has paid the advance back by other means, as the bank marks it.
 */
async function advancesRepaid(headers: Record<string, string>): Promise<void> {
  const lent = (await (
    await fetch(`${server.url}/api/prepayments/requests?statuses=LENT&limit=100&offset=0`, { headers })
  ).json()) as { list: { uuid: string; limit: { companyName: string } }[] };
  for (const request of lent.list.filter((r) => r.limit.companyName.includes('Рассвет'))) {
    const res = await fetch(`${server.url}/api/prepayments/requests`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ uuid: request.uuid, status: 'REPAID' }),
    });
    expect(res.status, 'the advance marked repaid').toBe(200);
  }
}

/** Краснодарское отделение Сбербанка: a БИК and its correspondent account. */
const BIK = '040349602';
const CORR = '30101810100000000602';
/** A settlement account that passes the bank's control key with BIK (the key is its 9th digit). */
function accountFor(tail: string): string {
  for (let key = 0; key < 10; key++) {
    const account = `40702810${key}${tail}`;
    const sum = [...`${BIK.slice(-3)}${account}`].reduce((s, d, i) => s + Number(d) * [7, 1, 3][i % 3]!, 0);
    if (sum % 10 === 0) return account;
  }
  throw new Error('no key');
}

/**
 * The bank details the file of payments needs, on the payer's card and the payee's, as the platform
 * admin fills them in moderation: the seed's cards have none.
 */
async function bankDetails(companyUuids: string[]): Promise<void> {
  const headers = await apiHeaders(server, DEMO_PHONES.admin);
  for (const [i, uuid] of companyUuids.entries()) {
    const card = (await (
      await fetch(`${server.url}/api/companies/get/${uuid}`, { headers })
    ).json()) as Record<string, unknown>;
    const res = await fetch(`${server.url}/api/companies/${uuid}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ...card,
        reasonCode: card.reasonCode ?? '230101001',
        bankID: BIK,
        bankName: 'Краснодарское отделение № 8619 ПАО Сбербанк',
        corrAccount: CORR,
        accountNumber: accountFor(`0000012345${i}`),
      }),
    });
    expect(res.status, `bank details of ${String(card.name)}: ${await res.text()}`).toBe(200);
  }
}

test('issue 30: a statement from an accepted truck, confirmed, in the bank registry, paid; the farmer sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = await apiHeaders(server, DEMO_PHONES.kolosYugSuper);
  await grantSettlements(headers);
  await advancesRepaid(headers);
  await acceptedTruck(headers);
  const waiting = (await (
    await fetch(`${server.url}/api/settlements/deals?limit=1000`, { headers })
  ).json()) as {
    deals: { dealUuid: string; dealNumber: number | null; farmerCompanyUuid: string }[];
  };
  const deal = waiting.deals.find((d) => d.dealUuid === RASSVET_ACCEPTED);
  expect(deal, 'the accepted offer waits for a statement').toBeDefined();
  await bankDetails([KOLOS_YUG, deal!.farmerCompanyUuid]);

  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.getByRole('navigation').getByRole('link', { name: 'Расчёты' }).click();
  await expect(page.getByRole('heading', { name: 'Расчёты', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Сделки к расчёту' }).click();
  const deals = page.getByRole('table', { name: 'Сделки с неоплаченными приёмками' });
  const row = deals.getByRole('row').filter({ hasText: `Предложение № ${deal!.dealNumber}` });
  await expect(row).toContainText('КФХ «Рассвет»');
  await expectAccessible(page, 'Расчёты, к расчёту');
  await topShot(page, 'settlements-deals-1366');
  await row.getByRole('button', { name: /^Сформировать расчёт/ }).click();

  // the new draft opens: its truck, its totals; confirmed after the question
  const statement = page.getByRole('dialog', { name: /^Расчёт № \d+$/ });
  await expect(statement.getByRole('table', { name: 'Машины в расчёте' })).toContainText('Р-30');
  // our truck, and the seed's latest one on the same deal
  await expect(statement.getByRole('row').filter({ hasText: 'Р-30' })).toContainText(/23\s925\sкг/);
  await expect(statement.getByLabel('Итоги расчёта')).toContainText(/К оплате[\d\s]+,\d\d\s₽/);
  await expect(statement).toContainText('Черновик');
  await expectAccessible(page, 'Расчёт, черновик');
  await viewShot(page, 'settlements-statement-1366');
  const title = (await statement.getByRole('heading').first().textContent())!;
  await statement.getByRole('button', { name: 'Подтвердить' }).click();
  await page
    .getByRole('dialog', { name: /^Подтвердить расчёт/ })
    .getByRole('button', { name: 'Подтвердить' })
    .click();
  await expect(statement).toContainText('Подтверждён');
  await statement.getByRole('button', { name: 'Закрыть' }).click();

  // the confirmed statement ticked in the list gives the bank's file
  await page.getByRole('tab', { name: 'Расчёты', exact: true }).click();
  // the seed has statements of its own: ours by its number
  const number = title.replace('Расчёт № ', '');
  // a row is named by its cells: the tick, the number, the day…
  const line = page.getByRole('row', { name: new RegExp(`(строку|строки) ${number} \\d\\d\\.`) });
  await expect(line).toContainText('Подтверждён');
  await line.getByRole('checkbox').check();
  await topShot(page, 'settlements-list-1366');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Реестр для банка (1)' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 20).toString('latin1')).toBe('1CClientBankExchange');

  // paid by a payment order of a day typed the Russian way
  await line.click();
  const opened = page.getByRole('dialog', { name: title });
  await opened.getByRole('button', { name: 'Отметить оплату' }).click();
  const paid = page.getByRole('dialog', { name: 'Отметить оплату' });
  await paid.getByLabel(/^Номер платёжного поручения/).fill('481');
  await paid.getByRole('button', { name: 'Отметить оплату' }).click();
  await expect(opened).toContainText(/Оплачен платёжным поручением № 481 от \d\d\.\d\d\.\d{4}/);

  // the farmer sees it on his phone, read-only
  const farmerContext = await browser.newContext({ viewport: PHONE });
  const fp = await farmerContext.newPage();
  await loginAs(fp, server, DEMO_PHONES.farmer);
  await fp.goto(`${server.url}/admin/deals`);
  await fp.getByRole('tab', { name: 'Расчёты' }).click();
  const card = fp.getByRole('button', { name: new RegExp(`^${title}, к оплате`) });
  await expect(card).toBeVisible();
  await topShot(fp, 'settlements-farmer-390');
  await card.click();
  const view = fp.getByRole('dialog', { name: title });
  await expect(view).toContainText('Оплачено: платёжное поручение № 481');
  await expect(view.getByLabel('Итоги расчёта')).toContainText('К оплате');
  await expect(view.getByRole('button', { name: 'Отметить оплату' })).toHaveCount(0);
  await expectAccessible(fp, 'Мои сделки, расчёт');
  await viewShot(fp, 'settlements-farmer-statement-390');
  await farmerContext.close();
});
