import type { TariffBand, TariffChange, TariffType } from './schemas';

/** The screen's names of the two tariffs (SPEC 3 shows 'Regional'/'E2E' only in a price tooltip). */
export const TARIFF_TYPE_NAMES: Record<TariffType, string> = {
  REGIONAL: 'Региональный (внутри субъекта РФ)',
  E2E: 'Сквозной (в другой субъект РФ)',
};

const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kopecks as roubles with two decimals, Russian style: 45000 → '450,00'. */
export const kopecksToRubles = (kopecks: number): string =>
  rubles.format(kopecks / 100).replace(/\u00a0/g, ' ');

/** One band in words: '0–30 км: 450,00 ₽/т', 'от 100 км: 600,00 ₽/т + 4,50 ₽/т·км'. */
export function describeTariffBand(b: TariffBand): string {
  const range = b.toKm === null ? `от ${b.fromKm} км` : `${b.fromKm}–${b.toKm} км`;
  const perKm = b.pricePerTonKm > 0 ? ` + ${kopecksToRubles(b.pricePerTonKm)} ₽/т·км` : '';
  return `${range}: ${kopecksToRubles(b.pricePerTon)} ₽/т${perKm}`;
}

/**
 * A tariff change of the audit log in words (issue 28 point 11): which tariff, and the bands that
 * were and are — only those that differ, so a one-price change reads as one line.
 */
export function describeTariffChange(c: TariffChange): { title: string; removed: string[]; added: string[] } {
  const before = (c.from ?? []).map(describeTariffBand);
  const after = c.to.map(describeTariffBand);
  return {
    title: c.from === null ? `${TARIFF_TYPE_NAMES[c.type]}: задан` : `${TARIFF_TYPE_NAMES[c.type]}: изменён`,
    removed: before.filter((line) => !after.includes(line)),
    added: after.filter((line) => !before.includes(line)),
  };
}
