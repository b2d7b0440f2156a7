import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUISITE_MSG, type Company } from '@kolos/domain/companies';
import { setNotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Sent } from '../../../shared/test/fake-api';
import { CompanyCardForm } from './company-card-form';

const UUID = '0190a000-0000-7000-8000-00000000c001';
/** Valid requisites (checksums computed as the tax service and the Bank of Russia do). */
const INN_CORP = '7707083893';
const OGRN = '1027700132195';
const BIK = '044525225';
const ACCOUNT = '40702810938000000001';

const company = (over: Partial<Company> = {}): Company => ({
  uuid: UUID,
  name: 'ООО «Поле»',
  code: null,
  taxCode: INN_CORP,
  reasonCode: null,
  address: null,
  registrationDate: null,
  director: null,
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
  status: 'NEED_DOCUMENTS',
  userType: 'farmer',
  ...over,
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

let sent: Sent[];
let onSaved: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  setNotifySink(() => {});
  onSaved = vi.fn<() => void>();
  sent = fakeApi((req) => {
    if (req.method === 'PUT') return { body: { ...company(), ...(req.body as object) } };
    if (req.path.startsWith('/dadata/')) {
      return {
        body: {
          provider: 'platform',
          message:
            'Сервис поиска организаций не подключён: найдены только организации, уже зарегистрированные на платформе',
          suggestions: [],
        },
      };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  vi.unstubAllGlobals();
});

describe('company card form (issue 19 point 2)', () => {
  it('refuses bad requisites with the domain messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <CompanyCardForm company={company({ taxCode: '7707083890' })} locked={false} onSaved={onSaved} />,
    );
    await user.type(input('reasonCode'), '77070');
    await user.type(input('code'), '1027700132190');
    await user.type(input('bankID'), '04452');
    await user.type(input('accountNumber'), '40702810938000000002');
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText(REQUISITE_MSG.innCorp)).toBeTruthy();
    expect(screen.getByText(REQUISITE_MSG.kpp)).toBeTruthy();
    expect(screen.getByText(REQUISITE_MSG.ogrn)).toBeTruthy();
    expect(screen.getAllByText(REQUISITE_MSG.bik).length).toBeGreaterThan(0);
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks a sole trader for a 12-digit ИНН and a 15-digit ОГРНИП, and hides КПП', async () => {
    const user = userEvent.setup();
    renderAt('/', <CompanyCardForm company={company()} locked={false} onSaved={onSaved} />);
    await user.click(screen.getByLabelText('Индивидуальный предприниматель'));
    expect(input('reasonCode')).toBeNull();
    await user.type(input('code'), OGRN);
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText(REQUISITE_MSG.innIndividual)).toBeTruthy();
    expect(screen.getByText(REQUISITE_MSG.ogrnip)).toBeTruthy();
  });

  it('checks the account against the БИК key', async () => {
    const user = userEvent.setup();
    renderAt('/', <CompanyCardForm company={company()} locked={false} onSaved={onSaved} />);
    await user.type(input('bankID'), BIK);
    await user.type(input('accountNumber'), '40702810938000000002');
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByText(REQUISITE_MSG.accountKey)).toBeTruthy();
  });

  it('saves valid requisites through PUT /companies/{uuid}', async () => {
    const user = userEvent.setup();
    renderAt('/', <CompanyCardForm company={company()} locked={false} onSaved={onSaved} />);
    await user.type(input('reasonCode'), '770701001');
    await user.type(input('code'), OGRN);
    await user.type(input('director'), 'Иванов Иван Иванович');
    await user.type(input('bankID'), BIK);
    await user.type(input('accountNumber'), ACCOUNT);
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/companies/${UUID}`);
    expect(put.body).toMatchObject({
      taxCode: INN_CORP,
      reasonCode: '770701001',
      code: OGRN,
      bankID: BIK,
      accountNumber: ACCOUNT,
      registrationDate: null,
      address: null,
    });
  });

  it('says plainly when the lookup finds nothing', async () => {
    const user = userEvent.setup();
    renderAt('/', <CompanyCardForm company={company()} locked={false} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Заполнить по ИНН' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Сервис поиска организаций не подключён',
    );
    expect(sent.some((r) => r.path === `/dadata/organizations/innogrn/${INN_CORP}`)).toBe(true);
  });

  it('shows a card on moderation read-only', () => {
    renderAt('/', <CompanyCardForm company={company({ status: 'ON_MODERATE' })} locked onSaved={onSaved} />);
    expect(input('name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Сохранить и продолжить' })).toBeNull();
  });
});
