import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_MSG } from '@kolos/domain/companies';
import { setNotifySink } from '../../../shared/notify/notifier';
import { fakeApi, renderAt, type Answer, type Sent } from '../../../shared/test/fake-api';
import { CreateCompanyDialog } from './create-company-dialog';

/** A valid company ИНН (check digit 3). */
const INN = '7701005553';

function Path() {
  return <div data-testid="path">{useLocation().pathname}</div>;
}

/** The server's answer: the stored card as SPEC 3 Company. */
const company = (uuid: string, card: object) => ({
  ...Object.fromEntries(
    ['code', 'reasonCode', 'address', 'registrationDate', 'director', 'accountNumber', 'bankID']
      .concat(['bankName', 'realAddress', 'postAddress', 'contactPhone', 'contactName'])
      .concat(['contactMiddleName', 'contactLastName', 'contactPosition', 'contactEmail'])
      .map((k) => [k, null]),
  ),
  ...card,
  uuid,
  currency: 'RUB',
  traderType: 'TRADER_TYPE_TRADER',
  isEarlyCompleted: false,
  status: 'APPROVED',
  userType: 'purchaser',
});

let sent: Sent[];
const serve = (answer: Answer) => (sent = fakeApi(answer));
beforeEach(() => setNotifySink(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setNotifySink();
});

async function fillAndSave() {
  const user = userEvent.setup({ delay: null });
  renderAt(
    '/moderation/farmers',
    <>
      <CreateCompanyDialog open onClose={() => undefined} />
      <Path />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Новая компания закупщика' });
  await user.type(within(dialog).getByLabelText(/^Наименование( \*)?$/), 'ООО «Элеватор-Север»');
  await user.type(within(dialog).getByLabelText(/^ИНН( \*)?$/), INN);
  await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
  return dialog;
}

const creates = () => sent.filter((r) => r.method === 'POST' && r.path.startsWith('/companies/'));

// the card form is large: typing into it in jsdom takes seconds on a busy machine
describe('CreateCompanyDialog', { timeout: 20_000 }, () => {
  it('posts the card under a new uuid and opens the new card', async () => {
    serve((req) =>
      req.method === 'POST' ? { body: company(req.path.split('/')[2]!, req.body as object) } : undefined,
    );
    await fillAndSave();
    await waitFor(() => expect(creates()).toHaveLength(1));
    const uuid = creates()[0]!.path.split('/')[2];
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(creates()[0]!.body).toMatchObject({ name: 'ООО «Элеватор-Север»', taxCode: INN });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/moderation/farmers/${uuid}`));
  });

  it("shows the server's 400 under the field it names, and stays", async () => {
    serve((req) =>
      req.method === 'POST'
        ? {
            status: 400,
            body: { message: 'Проверьте поля', detail: [{ field: 'director', message: 'Слишком длинно' }] },
          }
        : undefined,
    );
    const dialog = await fillAndSave();
    const director = within(dialog).getByLabelText(/^Руководитель/);
    await waitFor(() => expect(director.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Слишком длинно')).toBeTruthy();
    expect(document.activeElement).toBe(director);
    expect(screen.getByTestId('path').textContent).toBe('/moderation/farmers');
  });

  it('an ИНН already on the platform: the 409 under ИНН', async () => {
    serve((req) =>
      req.method === 'POST' ? { status: 409, body: { message: COMPANY_MSG.taxCodeTaken } } : undefined,
    );
    const dialog = await fillAndSave();
    expect(await within(dialog).findByText(COMPANY_MSG.taxCodeTaken)).toBeTruthy();
    const inn = within(dialog).getByLabelText(/^ИНН( \*)?$/);
    expect(inn.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(inn);
  });
});
