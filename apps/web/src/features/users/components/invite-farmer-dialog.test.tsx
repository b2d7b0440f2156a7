import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_MSG } from '@kolos/domain/registration';
import { setNotifySink, type NotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { InviteFarmerDialog } from './invite-farmer-dialog';

let sent: Sent[];
let toasts: Parameters<NotifySink>[];
beforeEach(() => {
  toasts = [];
  setNotifySink((...args) => toasts.push(args));
  sent = fakeApi((req) =>
    req.path === '/registration/invitations'
      ? {
          body: {
            uuid: 'i1',
            companyUuid: 'c1',
            userUuid: 'u1',
            expireAt: '2026-09-08T10:00:00.000Z',
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

describe('invite a farmer (issue 19 point 1)', () => {
  it('checks the ИНН, sends phone and ИНН, and says the SMS went out', async () => {
    const user = userEvent.setup();
    renderAt('/', <InviteFarmerDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Телефон фермера/), '9005550101');
    await user.type(screen.getByLabelText(/ИНН организации/), '123');
    await user.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    expect(await screen.findByText(REGISTRATION_MSG.badTaxCode)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/ИНН организации/));
    await user.type(screen.getByLabelText(/ИНН организации/), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ phone: '+79005550101', taxCode: '7707083893' });
    expect(await screen.findByText(/SMS со ссылкой для регистрации ушло на номер/)).toBeTruthy();
    expect(toasts).toContainEqual(['Приглашение отправлено', 'success']);
  });
});
