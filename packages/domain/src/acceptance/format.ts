/*
 * Figures of the gate in the Russian format (spaces between thousands, a comma before kopecks),
 * one formatter for the gate screen, the farmer's slot and the notices.
 */
const KG = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const MONEY = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const VALUE = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** 23925 → '23 925 кг'. */
export const formatKg = (kg: number): string => `${KG.format(kg)}\u00a0кг`;

/** Kopecks → roubles: 35409000 → '354 090,00 ₽'. */
export const formatKopecks = (kopecks: number): string => `${MONEY.format(kopecks / 100)}\u00a0₽`;

/** Roubles per tonne: 14800.5 → '14 800,50 ₽/т'. */
export const formatPerTon = (roubles: number): string => `${MONEY.format(roubles)}\u00a0₽/т`;

/** A lab value or a percentage: 14.5 → '14,5'. */
export const formatQuality = (value: number): string => VALUE.format(value);
