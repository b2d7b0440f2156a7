import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIP_DOCS_MSG, type SlotDocsStatusReply } from '@kolos/domain/trip-documents';
import { setTokens } from '../auth/token-store';
import { setNotifySink } from '../notify/notifier';
import { fakeApi, renderAt, type Sent } from '../test/fake-api';
import { TripDocumentUploader } from './trip-document-uploader';

/** Stands in for XMLHttpRequest (the upload widget's transport): the test gives progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    { onprogress: null };
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
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

const SLOT = '0190a000-0000-7000-8000-000000000111';
const FILE = '0190a000-0000-7000-8000-00000000aaaa';
const REPLY: SlotDocsStatusReply = {
  slotUuid: SLOT,
  slotId: 11,
  status: 'SLOT_DOCS_ON_MODERATE',
  required: ['WAYBILL', 'SDIZ'],
  missing: [],
  missingNames: [],
  declineReason: null,
  purpose: 'FEED',
  documents: [],
};

let sent: Sent[];
let toasts: string[];
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  toasts = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => (req.path === '/dmoderation/document/slot' ? { body: REPLY } : undefined));
});
afterEach(() => {
  cleanup();
  setNotifySink();
  vi.unstubAllGlobals();
});

const posts = () => sent.filter((r) => r.path === '/dmoderation/document/slot').map((r) => r.body);

describe('the farmer’s trip document upload (issue 20 point 5)', { timeout: 30_000 }, () => {
  it('a waybill: the file uploads with progress, then its id is linked to the slot', async () => {
    const user = userEvent.setup();
    renderAt(
      '/admin/slots',
      <TripDocumentUploader slotUuid={SLOT} code="WAYBILL" required document={undefined} purpose={null} />,
    );
    expect(screen.getByText('Обязательный')).toBeTruthy();
    const input = screen.getByLabelText('Выбрать файлы', { selector: 'input' }) as HTMLInputElement;
    // pdf, jpg, png by MIME type: a phone offers its camera
    expect(input.accept).toBe('application/pdf,image/jpeg,image/png');
    // the camera for the pages (issue 29 point 18): photos only, several, the back camera
    const camera = screen.getByLabelText('Сфотографировать', { selector: 'input' }) as HTMLInputElement;
    expect([camera.accept, camera.multiple, camera.getAttribute('capture')]).toEqual([
      'image/jpeg,image/png',
      true,
      'environment',
    ]);
    const send = screen.getByRole('button', { name: 'Отправить на проверку: Транспортная накладная (ТТН)' });
    await user.click(send);
    expect(await screen.findByText(TRIP_DOCS_MSG.filesRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4'], 'ттн.pdf', { type: 'application/pdf' }));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/docs/file/upload');
    xhr.progress(256, 1024);
    expect(await screen.findByText('Отправляется 25 %')).toBeTruthy();
    xhr.respond(200, { uuid: FILE, url: '/x', name: 'ттн.pdf', size: 8, type: 'application/pdf' });
    await screen.findByRole('button', { name: 'Скачать ттн.pdf' });
    await user.click(send);
    await waitFor(() => expect(posts()).toEqual([{ slotUuid: SLOT, code: 'WAYBILL', fileUuids: [FILE] }]));
    await waitFor(() => expect(toasts).toEqual(['Транспортная накладная (ТТН): отправлено на проверку']));
    // linked: the browser no longer keeps it, the widget is empty again
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Скачать ттн.pdf' })).toBeNull());
  });

  it('a СДИЗ: the number by the domain’s rule and the purpose go with it, a scan is optional', async () => {
    const user = userEvent.setup();
    renderAt(
      '/admin/slots',
      <TripDocumentUploader slotUuid={SLOT} code="SDIZ" required document={undefined} purpose={null} />,
    );
    const number = screen.getByRole('textbox', { name: /Номер СДИЗ/ });
    const send = screen.getByRole('button', { name: 'Отправить на проверку: СДИЗ (ФГИС «Зерно»)' });
    await user.click(send);
    expect(await screen.findByText(TRIP_DOCS_MSG.sdizRequired)).toBeTruthy();
    await user.type(number, '12-АБ');
    expect(await screen.findByText(TRIP_DOCS_MSG.sdizBadNumber)).toBeTruthy();
    await user.click(send);
    expect(posts()).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '2026-0000012345-01');
    await user.click(screen.getByRole('radio', { name: 'Кормовые цели' }));
    await user.click(send);
    await waitFor(() =>
      expect(posts()).toEqual([
        { slotUuid: SLOT, code: 'SDIZ', fileUuids: [], sdizNumber: '2026-0000012345-01', purpose: 'FEED' },
      ]),
    );
  });
});
