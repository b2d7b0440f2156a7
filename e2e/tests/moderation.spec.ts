import { deflateSync, crc32 } from 'node:zlib';
import { expect, ownServer, test } from '../fixtures';
import { apiHeaders, loginAs, topShot } from '../helpers';
import { DEMO_PHONES, viewShot, type RunningServer } from '../server';

/** Seed 97-onboarding.ts: «Южная нива» waits for moderation with four documents. */
const ON_MODERATE = { uuid: '0190a019-0000-7000-8000-000000000102', name: 'ООО «Южная нива»' };
const REASON = 'Устав без подписи руководителя: загрузите подписанный скан';

/** A one-page PDF with its cross-reference table at the right offsets. */
function pdf(): Buffer {
  const stream = 'BT /F1 24 Tf 72 720 Td (Charter of Yuzhnaya Niva) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 320×160 PNG in two colours: a scan stand-in that shows in the preview. */
function png(): Buffer {
  const [w, h] = [320, 160];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const at = y * (w * 3 + 1) + 1 + x * 3;
      const inner = x > 20 && x < w - 20 && y > 20 && y < h - 20;
      raw.set(inner ? [230, 240, 220] : [46, 125, 50], at);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Its own server: the waiting queue must hold the seed's companies only (onboarding adds one).
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
  // The admin adds a scan and a PDF of his own, as a farmer would have.
  const authorization = (await apiHeaders(server, DEMO_PHONES.admin)).authorization ?? '';
  for (const [code, name, bytes, type] of [
    ['OTHER', 'скан-устава.png', png(), 'image/png'],
    ['POWER_OF_ATTORNEY', 'доверенность.pdf', pdf(), 'application/pdf'],
  ] as const) {
    const form = new FormData();
    form.append('companyUuid', ON_MODERATE.uuid);
    form.append('code', code);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${server.url}/api/dmoderation/document/upload`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
test.afterAll(async () => {
  await server.stop();
});

test('the moderator finds the waiting company first, sees its documents in place and declines it with a reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/moderation/farmers`);
  await expect(page.getByRole('heading', { name: 'Модерация организаций' })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText(ON_MODERATE.name);
  await expect(first).toContainText('На модерации');
  await expect(page.getByRole('row', { name: /ООО «Степь»/ })).toContainText('Отклонена');
  await expect(page.getByRole('row', { name: /ООО «Колосья»/ })).toContainText('Заполняет анкету');
  await topShot(page, 'moderation-list-1280');

  // The status filter lives in the URL.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Отклонена' }).click();
  await expect(page).toHaveURL(/status=DECLINED/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('ООО «Степь»');
  await page.goBack();
  await expect(page.getByRole('row').nth(1)).toContainText(ON_MODERATE.name);

  await page.getByRole('link', { name: ON_MODERATE.name }).click();
  await expect(page.getByRole('heading', { name: ON_MODERATE.name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'скан-устава.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'доверенность.pdf, страница 1' })).toBeVisible();
  // The seed's documents are previewed too, each with its download.
  await expect(page.getByRole('img', { name: 'charter.pdf, страница 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скачать charter.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'История статусов' })).toContainText(
    'Заполняет анкету → На модерации',
  );
  await topShot(page, 'moderation-company-1280');

  await page.getByRole('button', { name: 'Отклонить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить анкету?' });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
  await dialog.getByLabel('Причина отклонения').fill(REASON);
  await viewShot(page, 'moderation-decline-dialog-1280');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Анкета отклонена. Причина: ${REASON}`)).toBeVisible();
  const history = page.getByRole('region', { name: 'История статусов' });
  await expect(history).toContainText('На модерации → Отклонена');
  await expect(history).toContainText(`Причина: ${REASON}`);
  await expect(page.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отклонить' })).toHaveCount(0);

  // The moderator fixes the card's data.
  await page.getByRole('link', { name: 'Изменить анкету' }).click();
  await expect(page.getByRole('heading', { name: `Анкета: ${ON_MODERATE.name}` })).toBeVisible();
  await page.getByLabel('Фактический адрес').fill('Краснодарский край, г Тихорецк, ул. Элеваторная, 1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Анкета сохранена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Анкета' })).toContainText('ул. Элеваторная, 1');
});

test("the purchaser's staff see the documents of the farmer they invited", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, server, DEMO_PHONES.kolosYugSuper);
  await page.goto(`${server.url}/admin/documents`);
  await expect(page.getByRole('heading', { name: 'Документы организации' })).toBeVisible();
  await page.getByLabel('Организация').click();
  await page.getByRole('option', { name: /ООО «Южная нива»/ }).click();
  await expect(page).toHaveURL(/company=0190a019-0000-7000-8000-000000000102/);
  const charter = page.getByRole('region', { name: 'Устав' });
  await expect(charter).toContainText('Загружен');
  await expect(charter.getByRole('button', { name: 'Скачать charter.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Прочие документы' })).toContainText('скан-устава.png');
  // Staff read their farmers' documents; they do not change them.
  await expect(page.getByRole('button', { name: 'Заменить' })).toHaveCount(0);
  await topShot(page, 'documents-list-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(charter).toBeVisible();
  await topShot(page, 'documents-list-390');
});

test('an admin replaces a document through the upload widget; the old file stays in its history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, DEMO_PHONES.admin);
  // «Степь» (declined) is the seed's third onboarding company.
  await page.goto(`${server.url}/admin/documents?company=0190a019-0000-7000-8000-000000000103`);
  const charter = page.getByRole('region', { name: 'Устав' });
  await expect(charter).toContainText('charter.pdf');
  await charter.getByRole('button', { name: 'Заменить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Новые файлы заменят текущие');
  await dialog.getByLabel('Выбрать файлы').setInputFiles({
    name: 'устав-2026.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await expect(dialog.getByText(/Загружен, 599 байт/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  await viewShot(page, 'documents-upload-390');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Документ заменён')).toBeVisible();
  await expect(charter).toContainText('устав-2026.pdf');
  await expect(charter).toContainText('Прежние файлы: 1');
});

test("an admin opens a purchaser's card from the companies list and lands on it (issue 28 point 18)", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/moderation/farmers`);
  await page.getByRole('button', { name: 'Создать компанию закупщика' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая компания закупщика' });
  await dialog.getByRole('textbox', { name: /^Наименование( \*)?$/ }).fill('ООО «Элеватор-Север»');
  // «Южная нива»'s ИНН: the server's refusal lands under the field
  const inn = dialog.getByRole('textbox', { name: /^ИНН( \*)?$/ });
  await inn.fill('2311007725');
  consoleErrors.allow(/status of 409/);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Организация с таким ИНН уже зарегистрирована')).toBeVisible();
  await expect(inn).toHaveAttribute('aria-invalid', 'true');
  await expect(inn).toBeFocused();
  await viewShot(page, 'company-create-1366');
  await inn.fill('7701005553');
  await dialog.getByRole('button', { name: 'Создать' }).click();

  await expect(page.getByRole('heading', { name: 'ООО «Элеватор-Север»' })).toBeVisible();
  await expect(page).toHaveURL(/\/moderation\/farmers\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Одобрена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Анкета' })).toContainText('7701005553');
  // purchasers are not moderated: no decision, documents or agreement on their card
  await expect(page.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Документы' })).toHaveCount(0);
  await topShot(page, 'company-created-1366');

  await page.getByRole('link', { name: 'К списку организаций' }).click();
  await page.getByRole('combobox', { name: 'Организации' }).click();
  await page.getByRole('option', { name: 'Закупщики' }).click();
  await expect(page).toHaveURL(/userType=USER_TYPE_PURCHASER/);
  await expect(page.getByRole('row', { name: /ООО «Элеватор-Север»/ })).toContainText('Одобрена');
});
