import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../shared/test/fake-api';
import type { SettlementWire } from '@kolos/domain/settlements';
import { StatementDialog } from './statement-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT: SettlementWire = {
  uuid: 's1',
  number: 12,
  dealUuid: 'd1',
  dealKind: 'OFFER',
  dealNumber: 209,
  productTitle: 'Пшеница 3 класса',
  ownerCompanyUuid: 'o1',
  ownerCompanyName: 'ООО «Колос-Юг»',
  farmerCompanyUuid: 'f1',
  farmerInn: '2312000000',
  farmerCompanyName: 'КФХ «Рассвет»',
  createdAt: '2026-12-07T10:00:00.000Z',
  paymentNumber: null,
  paymentDate: null,
  history: [],
  repayments: [],
  updatedAt: '2026-12-07T10:00:00.000Z',
  lines: [
    {
      slotUuid: 'a',
      acceptanceUuid: 'aa',
      carNumber: 'Е555КХ 123',
      acceptedAt: '2026-12-07T08:00:00.000Z',
      ticketNumber: 'В-17',
      netKg: 25_000,
      creditedKg: 23_925,
      pricePerTon: 14_800,
      amount: 35_409_000,
    },
  ],
  creditedKg: 23_925,
  amount: 35_409_000,
  vat: 3_219_000,
  prepaymentRepaid: 10_000_000,
  payable: 25_409_000,
  status: 'SETTLEMENT_DRAFT',
};

/** '354 090,00 ₽' whatever space Intl puts between the thousands. */
const text = (s: string) => new RegExp(s.replace(/ /g, '\\s'));

function open(statement: SettlementWire, mayChange = true) {
  const sent = fakeApi((req) =>
    req.method === 'GET'
      ? { body: statement }
      : { body: { ...statement, status: (req.body as { status: string }).status } },
  );
  renderAt(
    '/admin/settlements',
    <StatementDialog uuid={statement.uuid} mayChange={mayChange} onClose={vi.fn()} />,
  );
  return sent;
}

describe('StatementDialog', { timeout: 30_000 }, () => {
  it('shows the trucks and the five totals in the Russian format', async () => {
    open(DRAFT);
    const list = await screen.findByLabelText('Итоги расчёта');
    expect(list.textContent).toMatch(text('Зачётный вес23 925 кг'));
    expect(list.textContent).toMatch(text('Сумма354 090,00 ₽'));
    expect(list.textContent).toMatch(text('В т. ч. НДС32 190,00 ₽'));
    expect(list.textContent).toMatch(text('Погашено аванса100 000,00 ₽'));
    expect(list.textContent).toMatch(text('К оплате254 090,00 ₽'));
    const lines = screen.getByRole('table', { name: 'Машины в расчёте' });
    expect(within(lines).getByText('В-17')).toBeTruthy();
    expect(within(lines).getByText(text('14 800,00 ₽/т'))).toBeTruthy();
    expect(screen.getByText(/Предложение № 209, Пшеница 3 класса/)).toBeTruthy();
  });

  it('confirms a draft after the question', async () => {
    const user = userEvent.setup();
    const sent = open(DRAFT);
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    const question = screen.getByRole('dialog', { name: 'Подтвердить расчёт № 12?' });
    await user.click(within(question).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/settlements/s1/status',
          body: { status: 'SETTLEMENT_CONFIRMED' },
        }),
      ),
    );
  });

  it('cancels only with a reason', async () => {
    const user = userEvent.setup();
    const sent = open(DRAFT);
    await user.click(await screen.findByRole('button', { name: 'Отменить расчёт' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить расчёт' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить расчёт' }));
    expect(within(dialog).getByText('Укажите причину отмены')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Причина отмены/ }), 'Ошибка в талоне');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить расчёт' }));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ body: { status: 'SETTLEMENT_CANCELED', reason: 'Ошибка в талоне' } }),
      ),
    );
  });

  it('marks a confirmed statement paid with the order number and its Russian date', async () => {
    const user = userEvent.setup();
    const sent = open({ ...DRAFT, status: 'SETTLEMENT_CONFIRMED' });
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Отметить оплату' }));
    const dialog = screen.getByRole('dialog', { name: 'Отметить оплату' });
    await user.click(within(dialog).getByRole('button', { name: 'Отметить оплату' }));
    expect(within(dialog).getByText('Укажите номер платёжного поручения')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Номер платёжного поручения/ }), '481');
    await user.click(within(dialog).getByRole('button', { name: 'Отметить оплату' }));
    await waitFor(() => {
      const put = sent.find((r) => r.method === 'PUT');
      expect(put?.body).toMatchObject({ status: 'SETTLEMENT_PAID', paymentNumber: '481' });
      expect((put?.body as { paymentDate: string }).paymentDate).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    });
  });

  it('offers no change to a user without the right, nor to a paid statement', async () => {
    open({ ...DRAFT, status: 'SETTLEMENT_PAID', paymentNumber: '481', paymentDate: '2026-12-08' });
    expect(await screen.findByText('Оплачен платёжным поручением № 481 от 08.12.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить расчёт' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отметить оплату' })).toBeNull();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    cleanup();
    open(DRAFT, false);
    expect(await screen.findByLabelText('Итоги расчёта')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить расчёт' })).toBeNull();
  });
});
