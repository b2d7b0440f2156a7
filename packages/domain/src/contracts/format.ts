import type { ContractUserWire } from './schemas';

/** SPEC 3: BUYER is shown as FCA, SELLER as CPT. */
export const DELIVERY_TYPE_LABELS = { BUYER: 'FCA', SELLER: 'CPT' } as const;

export function deliveryTypeLabel(type: string): string {
  return (DELIVERY_TYPE_LABELS as Record<string, string>)[type] ?? type;
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

/**
 * The price at the plant in whole roubles per tonne (GUIDE 3: prices are whole roubles): the FCA
 * price plus the delivery price, rounded half up to the rouble.
 */
export const priceAtPlant = (fcaPrice: number, deliveryPriceKopecks: number): number =>
  fcaPrice + Math.round(deliveryPriceKopecks / 100);
