const TONNES = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** Tonnes as Russians write them: '1 234,5'. */
export const formatTonnes = (value: number): string => TONNES.format(value);
