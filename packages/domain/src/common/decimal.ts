/**
 * The one rule for a number typed by hand (every NumberField): a comma or a dot before the
 * fraction — Russian keyboards type '13,5', pasted figures often '13.5' — an optional sign, and
 * surrounding spaces. Anything else (letters, two separators, '1e3', 'Infinity', '0x1F') is no
 * number: null, so the form says 'Заполните поле' instead of keeping a value nobody typed.
 * '12,' and ',5' count (the user is mid-way through '12,5' or typed a leading fraction).
 */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export function parseDecimal(typed: string): number | null {
  const text = typed.trim();
  if (!DECIMAL.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
