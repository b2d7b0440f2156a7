import { MSG } from '@kolos/domain';
import { notify } from '../notify/notifier';
import { isNotEnoughSlots, notEnoughSlotsMessage, type ApiError } from './api-error';

export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету.';

/** The toast SPEC 8 asks for a failed call, or null when the transport shows nothing. */
export function transportMessage(error: ApiError): string | null {
  // whatever the status; apiErrorFrom has already put this text in the message
  if (isNotEnoughSlots(error.code)) return notEnoughSlotsMessage(error.detail);
  if (error.status === 400) return error.message || MSG.badInput;
  if (error.status === 500) return error.message || MSG.serverError;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return null;
}

export function reportTransportError(error: ApiError): void {
  const message = transportMessage(error);
  if (message) notify.error(message);
}
