import type { ContractUserWire } from './schemas';

/** SPEC 3: BUYER is shown as FCA, SELLER as CPT. */
export const DELIVERY_TYPE_LABELS = { BUYER: 'FCA', SELLER: 'CPT' } as const;

export function deliveryTypeLabel(type: string): string {
  return (DELIVERY_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** SPEC 3: tariffType REGIONAL, or any other value shown as E2E (SPEC 2.10 'Regional' or 'E2E'). */
export function tariffLabel(tariffType: string | null | undefined): string {
  return tariffType === 'REGIONAL' ? 'Regional' : 'E2E';
}

export const UNKNOWN_MANAGER = 'ФИО менеджера не известно';

/** SPEC 2.10 author column: last name plus initials, or 'ФИО менеджера не известно'. */
export function authorName(user: ContractUserWire | null | undefined): string {
  const lastName = user?.lastName?.trim();
  if (!user || !lastName) return UNKNOWN_MANAGER;
  const initials = [user.name, user.surname]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .map((part) => `${part[0]!.toUpperCase()}.`);
  return [lastName, ...initials].join(' ');
}

/** SPEC 3 Delivery price result: kopecks on the wire, divided by 100 for display. */
export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;

/**
 * The price at the plant in whole roubles per tonne (GUIDE 3: prices are whole roubles): the FCA
 * price plus the delivery price, rounded half up to the rouble.
 */
export const priceAtPlant = (fcaPrice: number, deliveryPriceKopecks: number): number =>
  fcaPrice + Math.round(deliveryPriceKopecks / 100);

const rub = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** 12 500 ₽/т style amounts (the rouble per tonne of SPEC 1). */
export const formatNumber = (value: number): string => rub.format(value);
