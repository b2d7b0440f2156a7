import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import type { AuctionWire } from '@kolos/domain/trading';

const numbers = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** '15 750' — amounts and volumes as a Russian reader writes them; '' for nothing. */
export const formatNumber = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : numbers.format(value);

/** '15 750 ₽/т', or '—' when the price is absent (hidePrice answers carry none). */
export const formatPrice = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${formatNumber(value)} ₽/т`;

/** '1 200 т'. */
export const formatTonnes = (value: number): string => `${formatNumber(value)} т`;

/** Kopecks per tonne (SPEC 3 delivery price) as whole roubles per tonne. */
export const kopecksToRub = (kopecks: number): number => Math.round(kopecks / 100);

/** 'FCA', 'CPT' or 'FCA / CPT': the delivery types an auction allows. */
export const auctionDeliveryLabel = (auction: Pick<AuctionWire, 'deliveryTypes'>): string =>
  auction.deliveryTypes.map((t) => DELIVERY_TYPE_LABELS[t]).join(' / ');

/** '№ 12' (issue 15: an auction's or an offer's number). */
export const numberLabel = (n: number): string => `№ ${n}`;
