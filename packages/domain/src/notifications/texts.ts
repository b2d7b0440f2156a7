import type { NotifiedEvent } from './rules';

/*
 * The Russian texts of notifications (docs/notifications.md): each names its object with its
 * number; prices only for a reader who may see them.
 */

/** What the API read about the event's objects when it wrote the notifications. */
export interface NoticeFacts {
  type: NotifiedEvent;
  auctionNumber: number;
  /** The purchaser: auction numbers run per purchaser, so a farmer is told whose it is. */
  ownerName: string;
  crop: string;
  region: string;
  auctionVolume: number;
  auctionPrice: number;
  endAt: Date;
  /** Only for an auction that has not started yet: offers are taken from then. */
  startsAt?: Date;
  offersCount: number;
  offeredVolume: number;
  /** Offer events. */
  offerNumber?: number;
  farmerName?: string;
  /** The offer's terms (the accepted volume for an accepted offer; the counter's for a counter). */
  volume?: number;
  price?: number;
  /** The landed price, what a trader compares offers by. */
  landedPrice?: number;
}

const nf = new Intl.NumberFormat('ru-RU');
const num = (n: number) => nf.format(n).replace(/\u00a0/g, ' ');
const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '25.11 14:00 МСК': messages leave the app, so they carry the zone the spec's clock defaults to. */
export const moscowTime = (at: Date) => `${moscow.format(at).replace(',', '')} МСК`;

/** 1 предложение, 2 предложения, 5 предложений. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const OFFERS = ['предложение', 'предложения', 'предложений'] as const;

/** '200 т по 14 800 ₽/т', or '200 т' for a reader without prices. */
const terms = (volume: number | undefined, price: number | undefined, showPrice: boolean) =>
  `${num(volume ?? 0)} т${showPrice && price !== undefined ? ` по ${num(price)} ₽/т` : ''}`;

/** The text of one notification, for a reader who may (or may not) see prices. */
export function noticeText(f: NoticeFacts, showPrice: boolean): string {
  const forFarmer = `Торги № ${f.auctionNumber} (${f.ownerName})`;
  const forStaff = `Торги № ${f.auctionNumber}`;
  const offer = `№ ${f.offerNumber ?? ''}`;
  const landed =
    showPrice && f.landedPrice !== undefined ? ` по ${num(f.landedPrice)} ₽/т на пункте приёмки` : '';
  switch (f.type) {
    case 'auction.created':
      return `${forFarmer}: новые торги по вашей точке — ${f.crop}, ${f.region}, ${terms(f.auctionVolume, f.auctionPrice, showPrice)}, предложения ${f.startsAt ? `с ${moscowTime(f.startsAt)} ` : ''}до ${moscowTime(f.endAt)}`;
    case 'auction.extended':
      return `${forFarmer}: срок торгов продлён до ${moscowTime(f.endAt)}`;
    case 'auction.canceled':
      return `${forFarmer}: торги отменены, ваше предложение ${offer} закрыто`;
    case 'offer.countered':
      return `${forFarmer}: встречное предложение по вашему предложению ${offer} — ${terms(f.volume, f.price, showPrice)}. Примите или отклоните его`;
    case 'offer.accepted':
      return `${forFarmer}: ваше предложение ${offer} принято — ${terms(f.volume, f.price, showPrice)}`;
    case 'offer.declined':
      return `${forFarmer}: ваше предложение ${offer} отклонено`;
    case 'auction.finished':
      return f.offersCount === 0
        ? `${forStaff}: торги завершились без предложений`
        : `${forStaff}: торги завершились и ждут итогов — ${f.offersCount} ${plural(f.offersCount, OFFERS)} на ${num(f.offeredVolume)} т`;
    case 'offer.placed':
      return `${forStaff}: новое предложение ${offer} от ${f.farmerName} — ${num(f.volume ?? 0)} т${landed}`;
    case 'offer.changed':
      return `${forStaff}: предложение ${offer} от ${f.farmerName} изменено — ${num(f.volume ?? 0)} т${landed}`;
    case 'offer.withdrawn':
      return `${forStaff}: предложение ${offer} от ${f.farmerName} отозвано`;
    case 'offer.counter-accepted':
      return `${forStaff}: ${f.farmerName} — встречное предложение по предложению ${offer} принято: ${terms(f.volume, f.price, showPrice)}`;
    case 'offer.counter-declined':
      return `${forStaff}: ${f.farmerName} — встречное предложение по предложению ${offer} отклонено`;
  }
}

/** The e-mail's subject: the object with its number. */
export const noticeSubject = (f: Pick<NoticeFacts, 'auctionNumber' | 'ownerName'>) =>
  `Колос: торги № ${f.auctionNumber} (${f.ownerName})`;

/** The digest's text: how many matched auctions the window had. */
export const digestText = (auctions: number) => `Новые торги по вашим точкам: ${auctions}`;
export const DIGEST_SUBJECT = 'Колос: новые торги по вашим точкам';

/** An SMS or e-mail body: the text and the link to its object. */
export const withLink = (text: string, publicUrl: string, link: string) =>
  `${text}. ${publicUrl.replace(/\/$/, '')}${link}`;
