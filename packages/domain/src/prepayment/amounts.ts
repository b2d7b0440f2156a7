/** SPEC 2.12, 9: the volume in tonnes is the requested amount divided by 10000, rounded up. */
export const ROUBLES_PER_TONNE = 10_000;

export const volumeTonnes = (requestValue: number): number => Math.ceil(requestValue / ROUBLES_PER_TONNE);

/** The largest amount the platform takes (a trillion roubles): beyond it a number is a typo. */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * What remains of a limit: the limit minus what is approved or lent and not yet repaid.
 * A re-import may not go below the committed sum (docs/prepayment.md); negative only for a limit
 * lowered before that rule.
 */
export const remainingLimit = (limit: number, committed: number): number => limit - committed;

const ROUBLES = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** 1500000 → '1 500 000' (non-breaking spaces, as Russian typography has it). */
export const formatAmount = (value: number): string => ROUBLES.format(value);

/** 1500000 → '1 500 000 ₽'. */
export const formatRoubles = (value: number): string => `${formatAmount(value)}\u00a0₽`;
