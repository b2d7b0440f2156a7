import { z } from 'zod';
import { text } from '../common/text';
import { dateOut } from '../common/wire-dates';
import { SLOT_LACKS } from './lacks';

export const DEAL_KINDS = ['OFFER', 'CONTRACT', 'TASK'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];

export const DEALS_MSG = {
  farmersOnly: '«Мои сделки» — страница фермера: поставки его компании',
  empty: 'Принятых сделок пока нет',
} as const;

export const DEAL_KIND_LABELS: Record<DealKind, string> = {
  OFFER: 'Предложение',
  CONTRACT: 'Договор',
  TASK: 'Сделка вне платформы',
};

/** The deal's next waiting slot: when, where, and what it still lacks. */
const dealNextSlot = z.object({
  uuid: text(),
  startAt: dateOut('wireInstant'),
  endAt: dateOut('wireInstant'),
  locationName: text(),
  address: text(),
  lacks: z.array(z.enum(SLOT_LACKS)),
});
export type DealNextSlot = z.infer<typeof dealNextSlot>;

/** One deal of «Мои сделки» (issue 29 point 14; the names on the wire are the issue's). */
export const dealWire = z.object({
  uuid: text(),
  kind: z.enum(DEAL_KINDS),
  /** The number people say: the offer's or the third-party deal's; a contract has none. */
  number: z.number().nullable(),
  productTitle: text(),
  contractedVolume: z.number(),
  bookedVolume: z.number(),
  deliveredVolume: z.number(),
  remainingVolume: z.number(),
  nextSlot: dealNextSlot.nullable(),
});
export type DealWire = z.infer<typeof dealWire>;

export const dealsReply = z.object({ deals: z.array(dealWire) });
export type DealsReply = z.infer<typeof dealsReply>;
