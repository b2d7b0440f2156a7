import { deliveryTypeLabel } from '../contracts/format';

/** One changed field of an offer as offer_history stores it. */
export interface OfferFieldChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/** Fields whose values are prices: left out of the history a hidePrice reader gets. */
export const PRICE_CHANGE_FIELDS: readonly string[] = ['price'];

const num = (v: string | number | null) => (v === null ? '—' : Number(v).toLocaleString('ru-RU'));
const plain = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

const WORDS: Record<string, (c: OfferFieldChange) => string> = {
  volume: (c) => `Объём: ${num(c.from)} → ${num(c.to)} т`,
  price: (c) => `Цена: ${num(c.from)} → ${num(c.to)} ₽/т`,
  humidity: (c) => `Влажность: ${num(c.from)} → ${num(c.to)}%`,
  deliveryDateStart: (c) => `Начало поставки: ${plain(c.from)} → ${plain(c.to)}`,
  deliveryDateEnd: (c) => `Окончание поставки: ${plain(c.from)} → ${plain(c.to)}`,
  farmerLocationUuid: (c) => `Точка отгрузки: ${plain(c.from)} → ${plain(c.to)}`,
  deliveryType: (c) =>
    `Способ поставки: ${c.from ? deliveryTypeLabel(String(c.from)) : '—'} → ${c.to ? deliveryTypeLabel(String(c.to)) : '—'}`,
  comment: (c) => `Комментарий: «${plain(c.from)}» → «${plain(c.to)}»`,
  acceptedVolume: (c) => `Принятый объём: ${num(c.from)} → ${num(c.to)} т`,
  auctionNumber: (c) => `Перенесено с торгов № ${plain(c.from)} на торги № ${plain(c.to)}`,
};

/** The history's changes in people's words; without price lines for a reader under hidePrice. */
export function describeChanges(changes: readonly OfferFieldChange[], hidePrice: boolean): string[] {
  return changes
    .filter((c) => !(hidePrice && PRICE_CHANGE_FIELDS.includes(c.field)))
    .map((c) =>
      (WORDS[c.field] ?? ((x: OfferFieldChange) => `${x.field}: ${plain(x.from)} → ${plain(x.to)}`))(c),
    );
}
