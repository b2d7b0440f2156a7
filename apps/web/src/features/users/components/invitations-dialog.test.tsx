import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifySink, type NotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { InvitationsDialog } from './invitations-dialog';

const invitation = (n: number, status: string, companyName: string) => ({
  uuid: `i${n}`,
  companyUuid: `c${n}`,
  userUuid: `u${n}`,
  phone: `+7900555010${n}`,
  expireAt: '2026-12-04T10:00:00.000Z',
  sentCount: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  companyName,
  taxCode: '7707083893',
  status,
});

let sent: Sent[];
let toasts: Parameters<NotifySink>[];
beforeEach(() => {
  toasts = [];
  setNotifySink((...args) => toasts.push(args));
  sent = fakeApi((req) => {
    if (req.path === '/registration/invitations')
      return {
        body: {
          invitations: [
            invitation(1, 'NEED_DOCUMENTS', 'КФХ «Заря»'),
            invitation(2, 'APPROVED', 'ООО «Поле»'),
          ],
          total: 2,
        },
      };
    if (req.path === '/registration/invitations/i1/resend')
      return {
        body: { uuid: 'i1', companyUuid: 'c1', userUuid: 'u1', expireAt: '2026-12-05T10:00:00.000Z' },
      };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  vi.unstubAllGlobals();
});

describe("the company's invitations (issue 19 point 1: a link can be re-sent)", () => {
  it('lists them with their state; a farmer not yet approved gets a new link, an approved one none', async () => {
    const user = userEvent.setup();
    renderAt('/', <InvitationsDialog open onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Приглашения фермеров' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('КФХ «Заря»');
    expect(first!.textContent).toContain('Заполняет анкету');
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: /Отправить ссылку ещё раз/ }));
    await waitFor(() =>
      expect(sent.some((s) => s.path === '/registration/invitations/i1/resend')).toBe(true),
    );
    expect(sent.find((s) => s.path === '/registration/invitations/i1/resend')!.method).toBe('POST');
    await waitFor(() =>
      expect(toasts).toContainEqual(['Новая ссылка отправлена на номер +7 900 555-01-01', 'success']),
    );
  });
});
