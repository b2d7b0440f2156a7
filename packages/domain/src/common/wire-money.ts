/**
 * The units money travels in (GUIDE 3, docs/api.md «Money»): prices in whole roubles per tonne,
 * delivery prices and tariffs in kopecks. The OpenAPI document writes the unit into every money
 * field's description from this table, so a client never guesses roubles from kopecks.
 */
export const MONEY_UNITS = {
  rublesPerTonne: 'Рубли за тонну (₽/т), целое число',
  rubles: 'Рубли (₽), целое число',
  kopecksPerTonne: 'Копейки за тонну, целое число',
  kopecks: 'Копейки, целое число',
  kopecksPerTonneKm: 'Копейки за тонну·км, целое число',
} as const;
export type MoneyUnit = keyof typeof MONEY_UNITS;

/** Each money field of the wire by its name; a route whose field means another unit says so (config.money). */
export const MONEY_FIELDS: Readonly<Record<string, MoneyUnit>> = {
  price: 'rublesPerTonne',
  initialPrice: 'rublesPerTonne',
  landedPrice: 'rublesPerTonne',
  averageLandedPrice: 'rublesPerTonne',
  averagePrice: 'rublesPerTonne',
  bestPrice: 'rublesPerTonne',
  netPrice: 'rublesPerTonne',
  premium: 'rublesPerTonne',
  amount: 'rublesPerTonne',
  deliveryPrice: 'kopecksPerTonne',
  pricePerTon: 'kopecksPerTonne',
  pricePerTonKm: 'kopecksPerTonneKm',
  requestValue: 'rubles',
};
