import { vatOf } from '../acceptance/rules';

/** One acceptance as a statement's line takes it; money in kopecks. */
export interface SettlementLineFigures {
  creditedKg: number;
  amount: number;
  vat: number | null;
}

export interface SettlementTotals {
  creditedKg: number;
  /** Kopecks: the sum of the lines' amounts. */
  amount: number;
  /** Kopecks of НДС 10 % inside the amount, or null: the seller works without НДС. */
  vat: number | null;
}

/**
 * The statement's totals: the sum of its lines' credited kilograms and amounts; НДС worked out
 * once of the total (amount × 10/110, half up) when the seller has НДС — not the sum of each
 * truck's rounded НДС, which may differ by a kopeck per truck from what the bank file says.
 */
export function settlementTotals(
  lines: readonly SettlementLineFigures[],
  sellerNds: boolean,
): SettlementTotals {
  const creditedKg = lines.reduce((sum, l) => sum + l.creditedKg, 0);
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  return { creditedKg, amount, vat: sellerNds ? vatOf(amount) : null };
}

/** An advance still owed: a LENT request and what of it is not yet repaid, in kopecks. */
export interface OutstandingAdvance {
  uuid: string;
  /** When it was lent (its creation: the order advances are repaid in). */
  createdAt: string | Date;
  /** Kopecks still owed. */
  outstanding: number;
}

export interface Repayment {
  requestUuid: string;
  /** Kopecks repaid from this statement. */
  amount: number;
  /** The request is repaid in full by it: it moves LENT → REPAID. */
  closes: boolean;
}

/**
 * Issue 30 "advances repaid from deliveries": the statement's amount repays the farmer's LENT
 * advances oldest first (ties by uuid), each as much as it owes, until the amount runs out.
 * `prepaymentRepaid` = min(amount, outstanding); `payable` = amount − prepaymentRepaid.
 */
export function repayAdvances(
  amount: number,
  advances: readonly OutstandingAdvance[],
): { repayments: Repayment[]; prepaymentRepaid: number; payable: number } {
  const order = [...advances]
    .filter((a) => a.outstanding > 0)
    .sort((a, b) => {
      const at = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
      return at !== 0 ? at : a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;
    });
  let left = Math.max(0, amount);
  const repayments: Repayment[] = [];
  for (const advance of order) {
    if (left === 0) break;
    const paid = Math.min(left, advance.outstanding);
    repayments.push({ requestUuid: advance.uuid, amount: paid, closes: paid === advance.outstanding });
    left -= paid;
  }
  const prepaymentRepaid = repayments.reduce((sum, r) => sum + r.amount, 0);
  return { repayments, prepaymentRepaid, payable: amount - prepaymentRepaid };
}

/** Kopecks as the bank file writes a sum: roubles with a dot and two decimals (12345678 → '123456.78'). */
export function bankSum(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Kopecks as roubles with kopecks in the Russian way, for a purpose text: 1234567 → '12 345,67'. */
export function rubles(kopecks: number): string {
  const [whole, part] = bankSum(kopecks).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${part}`;
}

/**
 * The payment's purpose: the deal and the statement, and the НДС inside the sum — the line a
 * bank requires (ст. 168 НК РФ: НДС shown apart in settlement documents) — «В т.ч. НДС 10 % — N руб.»
 * or «Без НДС».
 */
export function paymentPurpose(p: {
  statementNumber: number;
  dealLabel: string;
  date: string;
  payable: number;
  amount: number;
  vat: number | null;
}): string {
  // НДС of what is paid: the part of the statement's НДС that falls on the payable sum
  const vat = p.vat === null ? null : p.amount === 0 ? 0 : vatOf(p.payable);
  const tail = vat === null ? 'Без НДС' : `В т.ч. НДС 10% — ${rubles(vat)} руб.`;
  return `Оплата за зерно по ${p.dealLabel}, расчёт № ${p.statementNumber} от ${p.date}. ${tail}`;
}
