import { expect, test } from '../fixtures';
import { loginAs, topShot } from '../helpers';
import { DEMO_PHONES, type RunningServer } from '../server';
import { cellTexts, choose, grid, rows } from './contracts-helpers';

let server: RunningServer;
test.beforeAll(({ sharedServer }) => {
  server = sharedServer;
});

const tonnes = (text: string) => Number(/объём ([\d\s ]+) т/.exec(text)?.[1]?.replace(/\D/g, '') ?? NaN);

test('a buyer reads the tonnes of the filtered list, opens a deal by its row, and is told what to do when nothing matches', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/contracts`);
  const totals = page.getByText(/^Найдено сделок:/);
  await expect(totals).toBeVisible();
  const before = tonnes(await totals.innerText());
  expect(before).toBeGreaterThan(0);

  await choose(page, 'Культура', 'Пшеница 3 класса');
  await expect.poll(async () => tonnes(await totals.innerText())).toBeLessThan(before);

  // the rows follow the totals: read the first one only once every row is of the chosen crop
  await expect
    .poll(async () => {
      const crops = await cellTexts(page, 'product');
      return crops.length > 0 && crops.every((t) => t.includes('Пшеница 3 класса'));
    })
    .toBe(true);
  const supplier = (await cellTexts(page, 'farmerCompanyName'))[0]!;
  await rows(page).first().locator('[data-field="farmerCompanyName"]').click();
  await expect(page).toHaveURL(/\/admin\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByText(supplier).first()).toBeVisible();

  // the row menu acts on the row, it does not open it
  await page.goBack();
  await rows(page).first().getByRole('button', { name: 'Действия со сделкой' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contracts\?/);
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}/admin/contracts?userUuid=0190a000-0000-7000-8000-00000000ffff`);
  await expect(page.getByText('Ничего не найдено — измените или сбросьте фильтры')).toBeVisible();
  await topShot(page, 'contracts-list-empty');
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contracts$/);
});

test('the platform admin sees whose deal each row is and narrows the list to one purchaser', async ({
  page,
}) => {
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/admin/contracts?size=100`);
  await expect(grid(page).getByRole('columnheader', { name: 'Покупатель' })).toBeVisible();
  await expect
    .poll(async () => new Set(await cellTexts(page, 'aggregatorCompany')))
    .toEqual(new Set(['Колос-Юг', 'Агро-Центр']));
  await expect(page.getByRole('columnheader', { name: 'Покупатель' }).first()).toBeVisible();

  await choose(page, 'Покупатель', 'Агро-Центр');
  await expect(page).toHaveURL(/aggregatorCompanyUuid=/);
  await expect
    .poll(async () => new Set(await cellTexts(page, 'aggregatorCompany')))
    .toEqual(new Set(['Агро-Центр']));
  await topShot(page, 'contracts-list-admin');
});
