import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  ftruncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { loginAs } from '../helpers';
import { DEMO_PHONES, viewShot, type RunningServer } from '../server';

let server: RunningServer;
let dir: string;
test.beforeAll(async ({ sharedServer }) => {
  server = sharedServer;
  dir = mkdtempSync(path.join(tmpdir(), 'kolos-e2e-files-'));
});
test.afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/** Seed 97-onboarding.ts: ООО «Колосья», invited, still gathering its documents. */
const KOLOSYA = '0190a019-0000-7000-8000-000000000101';

/** PDF bytes (the header is what the server's content check reads), `padding` spaces inside. */
const pdfBytes = (padding = 0) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n% Колос\n'), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')]);

/** A real PDF of about 3 MB: enough bytes for the progress to be reported on the way. */
function pdfFile(name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdfBytes(3 * 1024 * 1024));
  return file;
}

/** One byte over 1 GB without writing a gigabyte: a sparse file. */
function hugeFile(name: string): string {
  const file = path.join(dir, name);
  const fd = openSync(file, 'w');
  ftruncateSync(fd, 1024 ** 3 + 1);
  closeSync(fd);
  return file;
}

test('an admin uploads a document through the widget, downloads it, deletes it; wrong files are refused', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, server, DEMO_PHONES.farmer);
  // the developer's check page is not in a production build (ADR 0090): not found, for anyone
  await page.goto(`${server.url}/admin/files-check`);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/files-check$/);

  // the widget on a product screen: a company's documents (DocumentsList, SPEC 2.15), where an
  // admin uploads for a farmer still filling in his card (seed: «Колосья», NEED_DOCUMENTS)
  await page.context().clearCookies();
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/admin/documents?company=${KOLOSYA}`);
  const other = page.getByRole('region', { name: 'Прочие документы' });
  await other.getByRole('button', { name: /^(Загрузить|Заменить)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /Прочие документы/ });
  const save = dialog.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  const chooser = dialog.getByLabel('Выбрать файлы', { exact: true }).and(page.locator('input[type=file]'));

  // upload: progress runs to the end, the stored file is listed under its name
  const source = pdfFile('Договор поставки №7.pdf');
  await chooser.setInputFiles(source);
  const files = dialog.getByRole('list', { name: 'Файлы' });
  await expect(files.getByText(/^Загружен, 3 МБ$/)).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // download through the signed link: the browser saves it itself, byte for byte, under its name
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Скачать Договор поставки №7.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Договор поставки №7.pdf');
  expect(readFileSync((await download.path())!).equals(readFileSync(source))).toBe(true);

  // refused in the browser: over 1 GB, and a type other than pdf, jpg, png
  await chooser.setInputFiles(hugeFile('огромный.pdf'));
  await chooser.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(files.getByText('Размер загружаемых файлов не должен превышать 1 Гб')).toBeVisible();
  await expect(
    files.getByText('Недопустимый тип файла. Загрузите файл в формате pdf, jpg или png'),
  ).toBeVisible();

  // refused by the server, by content: text named .pdf
  consoleErrors.allow(/status of 400.*\/api\/docs\/file\/upload/);
  await chooser.setInputFiles({
    name: 'не-pdf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('просто текст'),
  });
  await expect(files.getByRole('listitem').filter({ hasText: 'не-pdf.pdf' })).toContainText(
    'Недопустимый тип файла. Загрузите файл в формате pdf, jpg или png',
  );
  await viewShot(page, 'files-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await viewShot(page, 'files-390');

  // delete: the stored file goes, and so does its link; nothing is left to save
  await files.getByRole('button', { name: 'Удалить Договор поставки №7.pdf' }).click();
  await expect(files.getByText('Договор поставки №7.pdf')).toHaveCount(0);
  await expect(save).toBeDisabled();

  // what the widget hands the screen is exactly the stored files: one more, saved, is the document's only file
  await chooser.setInputFiles({ name: 'Договор №8.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(files.getByText(/^Загружен, /)).toHaveCount(1);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(other.getByRole('list', { name: 'Файлы' }).getByRole('listitem')).toHaveText([
    /^Договор №8\.pdf/,
  ]);
});
