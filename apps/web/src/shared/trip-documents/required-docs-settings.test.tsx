import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifySink, type NotifySink } from '../notify/notifier';
import { fakeApi, renderAt, type Sent } from '../test/fake-api';
import { RequiredDocsSettings } from './required-docs-settings';

const POINT = '0190a000-0000-7000-8000-000000000501';
let sent: Sent[];
let toasts: Parameters<NotifySink>[];
beforeEach(() => {
  toasts = [];
  setNotifySink((...args) => toasts.push(args));
  sent = fakeApi((req) =>
    req.path === `/settings/location/${POINT}/trip-documents`
      ? {
          body: {
            locationUuid: POINT,
            required:
              req.method === 'PUT' ? (req.body as { required: string[] }).required : ['WAYBILL', 'SDIZ'],
            custom: req.method === 'PUT',
          },
        }
      : undefined,
  );
});
afterEach(() => {
  cleanup();
  setNotifySink();
  vi.unstubAllGlobals();
});

describe("a point's required trip documents (issue 20 point 1)", () => {
  it('shows the default, and saves what is ticked in the catalogue order', async () => {
    const user = userEvent.setup();
    renderAt('/', <RequiredDocsSettings locationUuid={POINT} />);
    expect(await screen.findByText(/Сейчас — по умолчанию: ТТН и номер СДИЗ/)).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false, true]);

    await user.click(boxes[1]!);
    await user.click(boxes[3]!);
    await user.click(screen.getByRole('button', { name: 'Сохранить документы' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')!.body).toEqual({ required: ['WAYBILL', 'TEST_REPORT'] });
    await waitFor(() => expect(toasts).toContainEqual(['Документы для разгрузки сохранены', 'success']));
  });
});
