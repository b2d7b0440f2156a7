const numbers = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** '15 750' — amounts and volumes as a Russian reader writes them. */
export const formatNumber = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : numbers.format(value);
