import { formatUtcDateTime } from '../prepayment/wire-date';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Issue 15: the minimum lot of a new auction, in tonnes. */
export const DEFAULT_MIN_LOT_VOLUME = 25;
/** Issue 15: an offer placed or improved this close to the end moves the end this much later. */
export const DEFAULT_AUCTION_EXTEND_MINUTES = 5;
/** Issue 15: the auctions list's page size. */
export const AUCTIONS_PAGE_SIZE = 15;

const pad = (n: number) => String(n).padStart(2, '0');
const ruDay = (date: Date) =>
  `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

/**
 * Issue 15 GET /auctions/default: starts at the next full hour, ends 24 h later, delivery from
 * tomorrow for 30 days (tomorrow and the 29 days after it), minimum lot 25 t. Days are counted
 * in `timeZone`'s calendar given as its offset from UTC in minutes (Moscow: 180).
 */
export function auctionDefaults(now: Date, utcOffsetMinutes = 180) {
  const start = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const end = new Date(start.getTime() + DAY_MS);
  const localToday = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  const tomorrow = new Date(
    Date.UTC(localToday.getUTCFullYear(), localToday.getUTCMonth(), localToday.getUTCDate() + 1),
  );
  const lastDay = new Date(tomorrow.getTime() + 29 * DAY_MS);
  return {
    startAt: formatUtcDateTime(start),
    endAt: formatUtcDateTime(end),
    deliveryDateStart: ruDay(tomorrow),
    deliveryDateEnd: ruDay(lastDay),
    minLotVolume: DEFAULT_MIN_LOT_VOLUME,
  };
}
