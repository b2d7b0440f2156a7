import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MSG } from '@kolos/domain/files';
import { setTokens } from '../auth/token-store';
import { FileUpload } from './file-upload';
import { UPLOAD_PATH } from './upload-file';
import { UPLOAD_TEXT } from './upload-queue';

/** Stands in for the browser's XMLHttpRequest: the test decides progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  responseText = '';
  aborted = false;
  body: FormData | null = null;
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const pdf = (name = 'акт.pdf', size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const answer = (name: string) => ({
  uuid: '0190a000-0000-7000-8000-00000000aaaa',
  url: '/api/docs/file/0190a000-0000-7000-8000-00000000aaaa/download?expires=1&signature=x',
  name,
  size: 2048,
  type: 'application/pdf',
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The page's one queue lives on between tests: each test lists its own scope.
let scopes = 0;
const target = () => ({ scope: `test-${++scopes}`, path: UPLOAD_PATH });

const chooser = () => screen.getByLabelText('Выбрать файлы', { selector: 'input' });

describe('FileUpload (SPEC 2.15 document upload widget)', () => {
  it('uploads a chosen file with the bearer token, shows progress, then the stored file', async () => {
    const onChange = vi.fn();
    render(<FileUpload target={target()} onChange={onChange} />);
    await userEvent.upload(chooser(), pdf());
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/docs/file/upload');
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(xhr.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((xhr.body!.get('file') as File).name).toBe('акт.pdf');
    xhr.progress(512, 1024);
    expect(await screen.findByText('Отправляется 50 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Отправка акт.pdf' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    xhr.respond(200, answer('акт.pdf'));
    expect(await screen.findByText('Загружен, 2 КБ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать акт.pdf' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([answer('акт.pdf')]);
  });

  it.each([
    ['a file over 1 GB', pdf('big.pdf', 1024 ** 3 + 1), FILE_MSG.tooLarge],
    [
      'a type other than pdf, jpg, png',
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      FILE_MSG.badType,
    ],
  ])('refuses %s before sending, with the message', async (_what, file, message) => {
    render(<FileUpload target={target()} />);
    await userEvent.upload(chooser(), file, { applyAccept: false });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('accepts exactly 1 GB', async () => {
    render(<FileUpload target={target()} />);
    await userEvent.upload(chooser(), pdf('edge.pdf', 1024 ** 3));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('cancels an upload under way', async () => {
    render(<FileUpload target={target()} />);
    await userEvent.upload(chooser(), pdf('slow.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Отменить отправку slow.pdf' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(screen.queryByText('slow.pdf')).toBeNull();
  });

  it("shows the server's refusal; after a network failure says it will retry, and offers to send now", async () => {
    render(<FileUpload target={target()} />);
    await userEvent.upload(chooser(), [pdf('a.pdf'), pdf('b.pdf')]);
    FakeXhr.sent[0]!.respond(413, { message: FILE_MSG.tooLarge });
    FakeXhr.sent[1]!.onerror?.();
    expect(await screen.findByText(FILE_MSG.tooLarge)).toBeTruthy();
    expect(await screen.findByText(UPLOAD_TEXT.failed)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить сейчас b.pdf' }));
    expect(FakeXhr.sent).toHaveLength(3);
    // the same file under the same key: the server answers the first request's file if it had it
    expect(FakeXhr.sent[2]!.headers['Idempotency-Key']).toBe(FakeXhr.sent[1]!.headers['Idempotency-Key']);
    expect(screen.queryByRole('button', { name: 'Отправить сейчас a.pdf' })).toBeNull();
  });

  it('takes files dropped on it and says "Добавить файлы" once there are some', async () => {
    render(<FileUpload target={target()} />);
    expect(screen.getByRole('button', { name: 'Выбрать файлы' })).toBeTruthy();
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [pdf('dropped.pdf')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByText('dropped.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить файлы' })).toBeTruthy();
  });
});
