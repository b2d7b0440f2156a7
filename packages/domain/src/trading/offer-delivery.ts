import type { DeliveryType } from '../contracts/schemas';
import { TRADING_MSG } from './messages';

/**
 * Issue 28 point 19: the delivery type an offer is made with. A tender that allows one type gives
 * it to an offer that names none; the choice is the farmer's only where the tender allows both.
 * The server applies it to every offer write and quote, the forms to what they send.
 */
export function offerDeliveryType(
  allowed: readonly DeliveryType[],
  requested: DeliveryType | null | undefined,
): { deliveryType: DeliveryType } | { message: string } {
  if (requested) {
    return allowed.includes(requested)
      ? { deliveryType: requested }
      : { message: TRADING_MSG.deliveryTypeNotAllowed };
  }
  const [only, ...others] = allowed;
  if (only && others.length === 0) return { deliveryType: only };
  return { message: TRADING_MSG.deliveryTypeChoose };
}
