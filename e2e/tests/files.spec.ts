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
import { DEMO_PHONES, shot, startServer, type RunningServer } from '../server';

let server: RunningServer;
let dir: string;
test.beforeAll(async () => {
  server = await startServer();
  dir = mkdtempSync(path.join(tmpdir(), 'kolos-e2e-files-'));
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A real PDF of about 3 MB: enough bytes for the progress to be reported on the way. */
function pdfFile(name: string): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from('%PDF-1.4\n% Колос\n'),
      Buffer.alloc(3 * 1024 * 1024, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]),
  );
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

test('a user uploads a document through the widget, downloads it, deletes it; wrong files are refused', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // a developer's page: a farmer is refused, a platform admin tries the widget (issue 28 point 21)
  await loginAs(page, server, DEMO_PHONES.farmer);
  await page.goto(`${server.url}/admin/files-check`);
  await expect(page).toHaveURL(/\/access-denied$/);
  await page.context().clearCookies();
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await loginAs(page, server, DEMO_PHONES.admin);
  await page.goto(`${server.url}/admin/files-check`);
  await expect(page.getByRole('heading', { name: 'Проверка загрузки файлов' })).toBeVisible();
  const chooser = page.getByLabel('Выбрать файлы', { exact: true }).and(page.locator('input[type=file]'));

  // upload: progress runs to the end, the stored file is listed under its name
  const source = pdfFile('Договор поставки №7.pdf');
  await chooser.setInputFiles(source);
  const files = page.getByRole('list', { name: 'Файлы' });
  await expect(files.getByText(/^Загружен, 3 МБ$/)).toBeVisible();
  await expect(page.getByText('Загружено файлов: 1')).toBeVisible();
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
  await shot(page, 'files-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'files-390');

  // delete: the stored file goes, and so does its link
  await files.getByRole('button', { name: 'Удалить Договор поставки №7.pdf' }).click();
  await expect(files.getByText('Договор поставки №7.pdf')).toHaveCount(0);
  await expect(page.getByText('Загружено файлов: 0')).toBeVisible();
});
