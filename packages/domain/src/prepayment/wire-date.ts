/**
 * SPEC 3 Prepayment request: created and updatedAt travel as UTC in 'DD.MM.YYYY HH:mm' and are
 * shown in the user's zone. These two functions are the whole wire format.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatUtcDateTime(date: Date): string {
  return (
    `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  );
}

const WIRE = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** The instant a wire value names, or null when it is not 'DD.MM.YYYY HH:mm'. */
export function parseUtcDateTime(value: string): Date | null {
  const m = WIRE.exec(value);
  if (!m) return null;
  const [, d, mo, y, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCDate() === d && date.getUTCMonth() === mo - 1 ? date : null;
}
