const UNITS = ['байт', 'КБ', 'МБ', 'ГБ'] as const;

/** 1536 → '1,5 КБ': sizes as a Russian reader writes them. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(value) : value.toLocaleString('ru-RU', { maximumFractionDigits: 1 });
  return `${shown} ${UNITS[unit]}`;
}
