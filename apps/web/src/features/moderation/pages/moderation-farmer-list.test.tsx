import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '@kolos/domain/companies';
import { setNotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { ModerationFarmerList } from './moderation-farmer-list';

const company = (n: number, patch: Partial<Company> = {}): Company => ({
  uuid: `0190a019-0000-7000-8000-00000000010${n}`,
  name: `ООО «Ферма ${n}»`,
  code: null,
  taxCode: `23110077${n}0`,
  reasonCode: null,
  address: null,
  registrationDate: null,
  director: 'Иванов Иван',
  accountNumber: null,
  type: 'COMPANY_TYPE_CORP',
  nds: false,
  currency: 'RUB',
  traderType: 'TRADER_TYPE_FARMER',
  bankID: null,
  bankName: null,
  realAddress: null,
  postAddress: null,
  contactPhone: null,
  contactName: null,
  contactMiddleName: null,
  contactLastName: null,
  contactPosition: null,
  contactEmail: null,
  isEarlyCompleted: false,
  status: 'ON_MODERATE',
  userType: 'farmer',
  submittedAt: '2026-11-20T09:00:00.000Z',
  declineReason: null,
  invitedByCompanyUuid: null,
  ...patch,
});

let sent: Sent[];
beforeEach(() => {
  localStorage.setItem('kolos.timeZone', 'Europe/Moscow');
  setNotifySink(() => undefined);
  sent = fakeApi((req) =>
    req.path === '/companies'
      ? {
          body: {
            companies: [company(1), company(2, { status: 'DECLINED', declineReason: 'Нет устава' })],
            total: 40,
          },
        }
      : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setNotifySink();
});

const lastList = () => new URLSearchParams(sent.filter((r) => r.path === '/companies').at(-1)?.search);

describe('ModerationFarmerList', () => {
  it('asks for farmers in moderation order, 15 a page, and links each name to its page', async () => {
    renderAt('/moderation/farmers', <ModerationFarmerList />);
    const link = await screen.findByRole('link', { name: 'ООО «Ферма 1»' });
    expect(link.getAttribute('href')).toBe('/moderation/farmers/0190a019-0000-7000-8000-000000000101');
    const q = lastList();
    expect(q.get('order')).toBe('moderation');
    expect(q.get('userType')).toBe('USER_TYPE_FARMER');
    expect(q.get('limit')).toBe('15');
    expect(q.get('offset')).toBe('0');
    expect(screen.getAllByText('20.11.2026 12:00')).toHaveLength(2);
    expect(screen.getByText('Нет устава')).toBeTruthy();
  });

  it('keeps the status filter and the search in the URL and sends them', async () => {
    const user = userEvent.setup();
    renderAt('/moderation/farmers?page=2', <ModerationFarmerList />);
    await screen.findByRole('link', { name: 'ООО «Ферма 1»' });
    expect(lastList().get('offset')).toBe('15');

    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Отклонена' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?status=DECLINED'));
    await waitFor(() => expect(lastList().get('status')).toBe('DECLINED'));
    expect(lastList().get('offset')).toBe('0');

    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), '2311007{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?status=DECLINED&q=2311007'));
    await waitFor(() => expect(lastList().get('any')).toBe('2311007'));
  });

  it('reads the filter from the URL it was opened at', async () => {
    renderAt('/moderation/farmers?status=NEED_DOCUMENTS&q=Колос', <ModerationFarmerList />);
    await waitFor(() => expect(lastList().get('status')).toBe('NEED_DOCUMENTS'));
    expect(lastList().get('any')).toBe('Колос');
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Заполняет анкету');
  });
});
