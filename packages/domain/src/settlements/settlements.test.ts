import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../status-machine';
import {
  bankSum,
  paymentPurpose,
  repayAdvances,
  rubles,
  SETTLEMENT_STATUS_MACHINE,
  settlementTotals,
} from './index';

describe('the statement’s status machine (issue 30)', () => {
  it('draft → confirmed → paid; canceled from draft or confirmed; paid and canceled final', () => {
    expect(allowedMoves(SETTLEMENT_STATUS_MACHINE).sort()).toEqual(
      [
        ['SETTLEMENT_DRAFT', 'SETTLEMENT_CONFIRMED'],
        ['SETTLEMENT_DRAFT', 'SETTLEMENT_CANCELED'],
        ['SETTLEMENT_CONFIRMED', 'SETTLEMENT_PAID'],
        ['SETTLEMENT_CONFIRMED', 'SETTLEMENT_CANCELED'],
      ].sort(),
    );
    expect(SETTLEMENT_STATUS_MACHINE.refusal('SETTLEMENT_PAID', 'SETTLEMENT_CANCELED')).toBe(
      'Расчёт в статусе «Оплачен» нельзя перевести в статус «Отменён»',
    );
  });
});

describe('settlementTotals: the lines summed, НДС once of the total', () => {
  it.each([
    // [lines, nds, creditedKg, amount, vat]
    [[], true, 0, 0, 0],
    [[{ creditedKg: 23_925, amount: 35_409_000, vat: 3_219_000 }], true, 23_925, 35_409_000, 3_219_000],
    // НДС of the total, not the sum of each truck's rounded НДС
    [
      [
        { creditedKg: 1, amount: 1_155, vat: 105 },
        { creditedKg: 1, amount: 1_155, vat: 105 },
        { creditedKg: 2, amount: 5, vat: 0 },
      ],
      true,
      4,
      2_315,
      210,
    ],
    [[{ creditedKg: 10_000, amount: 15_000_000, vat: null }], false, 10_000, 15_000_000, null],
  ] as const)('%j (НДС %s) → %i kg, %i kop., НДС %s', (lines, nds, kg, amount, vat) => {
    expect(settlementTotals(lines, nds)).toEqual({ creditedKg: kg, amount, vat });
  });
});

describe('repayAdvances: LENT advances repaid oldest first from the amount', () => {
  const a = (uuid: string, createdAt: string, outstanding: number) => ({ uuid, createdAt, outstanding });
  it.each([
    {
      name: 'nothing owed: everything payable',
      amount: 1_000,
      advances: [],
      repayments: [],
      repaid: 0,
      payable: 1_000,
    },
    {
      name: 'the oldest first, whatever the order given',
      amount: 1_000,
      advances: [a('b', '2026-11-02', 700), a('a', '2026-11-01', 500)],
      repayments: [
        { requestUuid: 'a', amount: 500, closes: true },
        { requestUuid: 'b', amount: 500, closes: false },
      ],
      repaid: 1_000,
      payable: 0,
    },
    {
      name: 'more than owed: the rest is payable',
      amount: 1_000,
      advances: [a('a', '2026-11-01', 300), a('b', '2026-11-02', 200)],
      repayments: [
        { requestUuid: 'a', amount: 300, closes: true },
        { requestUuid: 'b', amount: 200, closes: true },
      ],
      repaid: 500,
      payable: 500,
    },
    {
      name: 'a partly covered advance keeps the rest owed',
      amount: 250,
      advances: [a('a', '2026-11-01', 400)],
      repayments: [{ requestUuid: 'a', amount: 250, closes: false }],
      repaid: 250,
      payable: 0,
    },
    {
      name: 'same day: by uuid; one already repaid (0 owed) is skipped',
      amount: 600,
      advances: [a('z', '2026-11-01', 400), a('y', '2026-11-01', 0), a('x', '2026-11-01', 400)],
      repayments: [
        { requestUuid: 'x', amount: 400, closes: true },
        { requestUuid: 'z', amount: 200, closes: false },
      ],
      repaid: 600,
      payable: 0,
    },
  ])('$name', ({ amount, advances, repayments, repaid, payable }) => {
    const result = repayAdvances(amount, advances);
    expect(result.repayments).toEqual(repayments);
    expect(result.prepaymentRepaid).toBe(repaid);
    expect(result.payable).toBe(payable);
    expect(result.prepaymentRepaid + result.payable).toBe(amount);
  });
});

describe('the bank file’s sums and the purpose', () => {
  it.each([
    [12_345_678, '123456.78'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
  ])('%i kopecks → Сумма=%s', (kopecks, text) => expect(bankSum(kopecks)).toBe(text));

  it('names the deal, the statement and the НДС of what is paid (or «Без НДС»)', () => {
    expect(rubles(1_234_567)).toBe('12\u00a0345,67');
    expect(
      paymentPurpose({
        statementNumber: 7,
        dealLabel: 'сделке № 12',
        date: '07.12.2026',
        payable: 1_100_000,
        amount: 1_100_000,
        vat: 100_000,
      }),
    ).toBe('Оплата за зерно по сделке № 12, расчёт № 7 от 07.12.2026. В т.ч. НДС 10% — 1\u00a0000,00 руб.');
    expect(
      paymentPurpose({
        statementNumber: 7,
        dealLabel: 'договору',
        date: '07.12.2026',
        payable: 500,
        amount: 500,
        vat: null,
      }),
    ).toBe('Оплата за зерно по договору, расчёт № 7 от 07.12.2026. Без НДС');
  });
});
