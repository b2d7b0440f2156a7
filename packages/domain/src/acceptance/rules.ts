import { LOWER_IS_WORSE, MASS_CODES, QUALITY_CODES, type QualityCode, type QualityNorms } from './quality';

/** The lab's values of one truck: the three mass factors always, the price factors when measured. */
export type QualityValues = Record<(typeof MASS_CODES)[number], number> &
  Partial<Record<QualityCode, number>>;

/** What the gate works out of one truck (issue 30 "Acceptance"); money in kopecks. */
export interface AcceptanceFigures {
  netKg: number;
  creditedKg: number;
  lossPercent: number;
  adjustments: { code: QualityCode; amountPerTon: number }[];
  /** ₽ per tonne: the deal's price, the matching adjustments, less a manual discount. */
  pricePerTon: number;
  /** Kopecks. */
  amount: number;
  /** Kopecks of НДС 10 % inside the amount, or null: the seller works without НДС. */
  vat: number | null;
  overLimit: QualityCode[];
}

export interface AcceptanceInput {
  grossKg: number;
  tareKg: number;
  quality: QualityValues;
  norms: QualityNorms;
  /** The deal's price, ₽ per tonne (the accepted offer's or the task's). */
  dealPricePerTon: number;
  /** ₽ per tonne taken off by hand for a truck over a restrictive norm (0 or absent: none). */
  manualDiscountPerTon?: number | null;
  /** The seller's card has `nds`: the amount includes НДС 10 % (grain). */
  sellerNds: boolean;
}

/** Hundredths of a value typed with at most two decimals, as an exact integer. */
const cents = (v: number): bigint => BigInt(Math.round(v * 100));

/** num / den rounded half up (towards +∞ at exactly one half), for any signs, den > 0. */
function divHalfUp(num: bigint, den: bigint): bigint {
  const n = 2n * num + den;
  const d = 2n * den;
  const q = n / d;
  // BigInt division truncates towards zero; floor it for negatives
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/**
 * The credited mass: for MOISTURE, FOREIGN, GRAIN in that order, with actual a and basis b, the
 * mass is multiplied by (100 − a) / (100 − b) when a > b, or when a < b and the factor gives a
 * bonus; otherwise unchanged. Kept as one exact fraction and rounded half up to whole kilograms
 * once, at the end (25 000 × 84/86 × 97/99 = 23 925,07… → 23 925).
 */
export function creditedMass(netKg: number, quality: QualityValues, norms: QualityNorms): number {
  let num = BigInt(netKg);
  let den = 1n;
  for (const code of MASS_CODES) {
    const factor = norms.factors.find((f) => f.code === code);
    if (!factor) continue;
    const a = cents(quality[code]);
    const b = cents(factor.basis);
    if (a > b || (a < b && factor.bonus)) {
      num *= 10_000n - a;
      den *= 10_000n - b;
    }
  }
  return Number(divHalfUp(num, den));
}

/** 100 × (1 − credited / net), to two decimals (negative when the bonus gained mass). */
export const lossPercentOf = (netKg: number, creditedKg: number): number =>
  Number(divHalfUp(10_000n * BigInt(netKg - creditedKg), BigInt(netKg))) / 100;

/** The adjustments whose [from, to) holds the factor's value; a factor not measured matches none. */
export function matchingAdjustments(
  quality: Partial<Record<QualityCode, number>>,
  norms: QualityNorms,
): { code: QualityCode; amountPerTon: number }[] {
  return norms.adjustments
    .filter((a) => {
      const v = quality[a.code];
      return v !== undefined && cents(a.from) <= cents(v) && cents(v) < cents(a.to);
    })
    .map((a) => ({ code: a.code, amountPerTon: a.amountPerTon }));
}

/**
 * The factors beyond their restrictive norm: above it for moisture and impurities, below it for
 * nature, protein and gluten (LOWER_IS_WORSE). A factor without a limit, or not measured, is never.
 */
export function overLimitOf(
  quality: Partial<Record<QualityCode, number>>,
  norms: QualityNorms,
): QualityCode[] {
  return QUALITY_CODES.filter((code) => {
    const limit = norms.factors.find((f) => f.code === code)?.limit;
    const v = quality[code];
    if (limit === null || limit === undefined || v === undefined) return false;
    return LOWER_IS_WORSE.has(code) ? cents(v) < cents(limit) : cents(v) > cents(limit);
  });
}

/** Kopecks of an amount at `kgs` kilograms and `kopecksPerTon`, rounded half up. */
export const amountOf = (kgs: number, kopecksPerTon: number): number =>
  Number(divHalfUp(BigInt(kgs) * BigInt(kopecksPerTon), 1000n));

/** НДС 10 % inside an amount: amount × 10 / 110, rounded half up to kopecks. */
export const vatOf = (amount: number): number => Number(divHalfUp(BigInt(amount) * 10n, 110n));

/** Issue 30 "Acceptance": every figure the server stores and answers for one truck. */
export function acceptanceFigures(input: AcceptanceInput): AcceptanceFigures {
  const netKg = input.grossKg - input.tareKg;
  const creditedKg = creditedMass(netKg, input.quality, input.norms);
  const adjustments = matchingAdjustments(input.quality, input.norms);
  const kopecksPerTon =
    Number(cents(input.dealPricePerTon)) +
    adjustments.reduce((sum, a) => sum + Number(cents(a.amountPerTon)), 0) -
    Number(cents(input.manualDiscountPerTon ?? 0));
  const amount = amountOf(creditedKg, kopecksPerTon);
  return {
    netKg,
    creditedKg,
    lossPercent: lossPercentOf(netKg, creditedKg),
    adjustments,
    pricePerTon: kopecksPerTon / 100,
    amount,
    vat: input.sellerNds ? vatOf(amount) : null,
    overLimit: overLimitOf(input.quality, input.norms),
  };
}
