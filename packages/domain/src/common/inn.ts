/** ИНН: 10 digits for a company, 12 for a person or sole trader, with the tax service's check digits. */
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const d = [...value].map(Number);
  if (d.length === 10) return checkDigit(d, W10) === d[9];
  return checkDigit(d, W11) === d[10] && checkDigit(d, W12) === d[11];
}

/** Completes a 9-digit (company) or 10-digit (person) stem with its check digits. */
export function completeInn(stem: string): string {
  const d = [...stem].map(Number);
  if (d.length === 9) return stem + checkDigit(d, W10);
  if (d.length === 10) {
    const c11 = checkDigit(d, W11);
    return stem + c11 + checkDigit([...d, c11], W12);
  }
  throw new Error('ИНН: основа должна содержать 9 или 10 цифр');
}
