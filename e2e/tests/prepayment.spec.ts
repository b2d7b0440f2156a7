import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, ownServer, test } from '../fixtures';
import { DEMO_PHONES, shot, type RunningServer } from '../server';
import { apiHeaders, loginAs } from '../helpers';

// Its own server: it counts the seed's prepayment requests by status, which other specs move.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const HEADER = 'ИНН;Наименование;Лимит, ₽;Страховая компания;Продукт';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines, ''].join('\r\n'));

/** Screenshots wait for MUI's fades and slides to end. */
async function settledShot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await shot(page, name);
}

/** Through the screens; a login soon after the last one of the phone waits out the resend pause. */
async function logIn(page: Page, phone: string) {
  await loginAs(page, server, phone);
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
}

/** The demo farmer asks for an advance through the API, as the farmer's own app would. */
async function farmerAsks(requestValue: number): Promise<number> {
  const res = await fetch(`${server.url}/api/prepayments/requests`, {
    method: 'POST',
    headers: await apiHeaders(server, DEMO_PHONES.farmer),
    body: JSON.stringify({ requestValue, productAlias: 'AgroAvans', agreementContractNumber: 'П-2026/777' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { requestId: number }).requestId;
}

async function openPrepayment(page: Page) {
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Авансирование' })
    .click();
  await expect(page).toHaveURL(/\/admin\/prepayment/);
  await expect(page.getByRole('grid')).toBeVisible();
}

async function importFile(page: Page, name: string, content: Buffer) {
  await page.getByTestId('limits-file').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  const dialog = page.getByRole('dialog', { name: 'Отчёт о загрузке лимитов' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function showOnly(page: Page, requestId: number) {
  const field = page.getByLabel('Номер заявки');
  await field.fill(String(requestId));
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`requestId=${requestId}`));
  await expect(page.getByRole('row')).toHaveCount(2);
}

async function move(page: Page, requestId: number, action: string, status: string) {
  await page.getByRole('button', { name: `Действия с заявкой № ${requestId}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const confirm = page.getByRole('dialog', { name: `Заявка № ${requestId}` });
  await expect(confirm).toContainText(`→ «${action}»`);
  await confirm.getByRole('button', { name: action }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').nth(1).getByText(status, { exact: true })).toBeVisible();
}

test('staff see the requests, filter them, and the filter lives in the URL', async ({ page }) => {
  await logIn(page, DEMO_PHONES.kolosYugSuper);
  await openPrepayment(page);
  for (const title of ['#', 'Дата', 'Организация', 'ИНН', 'Запрошено, ₽', 'Лимит, ₽', 'Объём, т', 'Залог']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // 2 345 678 ₽ → 235 t, '-' for no insurer (СПК «Заря» has one; ООО «Нива» has none)
  const zarya = page.getByRole('row').filter({ hasText: 'СПК «Заря»' }).first();
  await expect(zarya).toContainText('2 345 678');
  await expect(zarya).toContainText('235');
  await expect(page.getByText(/^1–\d+ из \d+$/)).toBeVisible();
  await shot(page, 'prepayment-list');

  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'В работе' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Залог' }).click();
  await page.getByRole('option', { name: 'Нет' }).click();
  await expect(page).toHaveURL(/statuses=IN_PROGRESS/);
  await expect(page).toHaveURL(/pledge=no/);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('ООО «Нива»');
  await expect(rows.nth(1)).toContainText('В работе');
  await shot(page, 'prepayment-filter');

  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Статус' })).toContainText('В работе');

  // 'Любой' clears the status filter (SPEC 5)
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Любой' }).click();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/statuses=/);
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).not.toHaveURL(/pledge=/);
});

test('limits import: the three report outcomes, the error file, and the export', async ({ page }) => {
  await logIn(page, DEMO_PHONES.kolosYugSuper);
  await openPrepayment(page);

  const partial = await importFile(
    page,
    'лимиты-банка.csv',
    csv(
      '2321004561;КФХ «Рассвет»;6 000 000;СОГАЗ;AgroAvans',
      '7707083894;Ошибка в ИНН;1000000;-;AgroAvans',
      '6149007890;ООО «Нива»;3000000;-;AgroAvans',
    ),
  );
  await expect(partial).toContainText('Лимиты загружены с ошибками!');
  await expect(partial).toContainText('Загружено 2 из 3 лимитов');
  await settledShot(page, 'limits-report-partial');
  const downloading = page.waitForEvent('download');
  await partial.getByRole('button', { name: 'Скачать файл ошибок' }).click();
  const errors = await readFile((await (await downloading).path())!, 'utf8');
  expect(errors.startsWith('\uFEFF')).toBe(true);
  expect(errors).toContain(
    // the lone '-' is text starting with '-': neutralised like any formula start (ADR 0041)
    "7707083894;Ошибка в ИНН;1000000;'-;AgroAvans;3;Неверный ИНН: не сходится контрольное число",
  );
  await partial.getByRole('button', { name: 'Закрыть' }).click();

  const success = await importFile(page, 'все-хорошие.csv', csv('2604001120;ИП Петров;1500000;-;AgroAvans'));
  await expect(success).toContainText('Лимиты успешно загружены!');
  await settledShot(page, 'limits-report-success');
  await success.getByRole('button', { name: 'Закрыть' }).click();

  const failure = await importFile(
    page,
    'все-плохие.csv',
    csv('7707083893;ПАО Сбербанк;5000000;-;AgroAvans', '2604001120;ИП Петров;0;-;AgroAvans'),
  );
  await expect(failure).toContainText('Лимиты не загружены');
  await expect(failure).toContainText('Загружено 0 из 2 лимитов');
  await expect(failure.getByRole('button', { name: 'Скачать файл ошибок' })).toBeVisible();
  await settledShot(page, 'limits-report-failure');
  await failure.getByRole('button', { name: 'Закрыть' }).click();

  // not a .csv: SPEC 5 warning, nothing sent
  await page
    .getByTestId('limits-file')
    .setInputFiles({ name: 'limits.xlsx', mimeType: 'text/csv', buffer: csv() });
  await expect(
    page.getByText("Некорректное расширение загружаемого файла. Загрузите файл с расширением '.csv'"),
  ).toBeVisible();

  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  const exported = await readFile((await (await exporting).path())!, 'utf8');
  expect(exported).toContain(`\uFEFF${HEADER}\r\n`);
  expect(exported).toContain('2321004561;КФХ «Рассвет»;6000000;СОГАЗ;AgroAvans');
});

test('a request goes from CREATED to REPAID; another is rejected for the limit', async ({ page }) => {
  const first = await farmerAsks(300_000);
  const second = await farmerAsks(200_000);
  await logIn(page, DEMO_PHONES.kolosYugSuper);
  await openPrepayment(page);

  await showOnly(page, first);
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('КФХ «Рассвет»');
  await expect(row).toContainText('300 000');
  await expect(row).toContainText('П-2026/777');
  await expect(row.getByText('Новая', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Действия с заявкой № ${first}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Принято в работу',
    'Согласовано',
    'Отклонено, не согласован лимит',
    'Отклонено, не согласован ДС/заявка',
  ]);
  await settledShot(page, 'prepayment-row-menu');
  await page.getByRole('menuitem', { name: 'Согласовано' }).click();
  await expect(page.getByRole('dialog', { name: `Заявка № ${first}` })).toContainText('Сумма: 300 000 ₽');
  await settledShot(page, 'prepayment-confirm');
  await page.getByRole('button', { name: 'Отмена' }).click();

  await move(page, first, 'Принято в работу', 'В работе');
  await move(page, first, 'Согласовано', 'Согласовано');
  await move(page, first, 'Оплачено', 'Оплачено');
  await move(page, first, 'Погашена', 'Погашена');
  await expect(page.getByRole('button', { name: `Действия с заявкой № ${first}` })).toHaveCount(0);

  await showOnly(page, second);
  await move(page, second, 'Отклонено, не согласован лимит', 'Отклонено');
  await page.getByRole('row').nth(1).getByText('Отклонено', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Причина: Лимит');
  await settledShot(page, 'prepayment-rejected');
});

test('the purchasing manager has no Prepayment section', async ({ page }) => {
  await logIn(page, DEMO_PHONES.kolosYugManager);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Авансирование' })).toHaveCount(0);
  await page.goto(`${server.url}/admin/prepayment`);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
});
