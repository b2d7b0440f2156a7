import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettlementWire } from '@kolos/domain/settlements';
import { fakeApi, renderAt } from '../../../shared/test/fake-api';
import { MyStatements } from './my-statements';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAID: SettlementWire = {
  uuid: 's7',
  number: 7,
  dealUuid: 'd1',
  dealKind: 'CONTRACT',
  dealNumber: 15,
  productTitle: 'Ячмень',
  ownerCompanyUuid: 'o1',
  ownerCompanyName: 'ООО «Колос-Юг»',
  farmerCompanyUuid: 'f1',
  farmerInn: '2312000000',
  farmerCompanyName: 'КФХ «Рассвет»',
  createdAt: '2026-12-07T10:00:00.000Z',
  lines: [
    {
      slotUuid: 'a',
      acceptanceUuid: 'aa',
      carNumber: 'Е555КХ 123',
      acceptedAt: '2026-12-07T08:00:00.000Z',
      ticketNumber: null,
      netKg: 20_000,
      creditedKg: 19_800,
      pricePerTon: 12_000,
      amount: 23_760_000,
    },
  ],
  creditedKg: 19_800,
  amount: 23_760_000,
  vat: null,
  prepaymentRepaid: 5_000_000,
  payable: 18_760_000,
  status: 'SETTLEMENT_PAID',
  paymentNumber: '77',
  paymentDate: '2026-12-08',
  history: [],
  repayments: [{ requestUuid: 'r1', requestId: 31, amount: 5_000_000, closes: true }],
  updatedAt: '2026-12-07T10:00:00.000Z',
};

describe("the farmer's statements in «Мои сделки»", { timeout: 30_000 }, () => {
  it('lists his statements with what he is paid and opens one read-only', async () => {
    const user = userEvent.setup();
    const sent = fakeApi((req) =>
      req.path === '/user/personal/settlements'
        ? { body: { settlements: [{ ...PAID, trucks: 1 }], totalCount: 1 } }
        : { body: PAID },
    );
    renderAt('/admin/deals?tab=statements', <MyStatements />);
    const card = await screen.findByRole('button', { name: /^Расчёт № 7, к оплате 187\s600,00\s₽$/ });
    expect(card.textContent).toMatch(/Договор № 15, Ячмень/);
    expect(card.textContent).toMatch(/Погашено аванса50\s000,00\s₽/);
    await user.click(card);
    expect(screen.getByTestId('where').textContent).toBe('?tab=statements&statement=s7');
    const view = await screen.findByRole('dialog', { name: 'Расчёт № 7' });
    expect(await within(view).findByText('Оплачено: платёжное поручение № 77 от 08.12.2026')).toBeTruthy();
    expect(within(view).getByText(/Из суммы погашен ваш аванс: 50\s000,00\s₽/)).toBeTruthy();
    expect(within(view).getByText(/заявка № 31: 50\s000,00\s₽, аванс погашен полностью/)).toBeTruthy();
    expect(within(view).getByLabelText('Итоги расчёта').textContent).toMatch(/В т\. ч\. НДСБез НДС/);
    // read-only: its PDF and closing it are all it offers
    expect(
      within(view)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Скачать PDF', 'Закрыть']);
    expect(sent.every((r) => r.method === 'GET')).toBe(true);
  });

  it('says when there is nothing yet', async () => {
    fakeApi(() => ({ body: { settlements: [], totalCount: 0 } }));
    renderAt('/admin/deals?tab=statements', <MyStatements />);
    expect(await screen.findByText(/Расчётов пока нет/)).toBeTruthy();
  });
});
