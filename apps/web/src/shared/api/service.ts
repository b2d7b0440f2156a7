import { MSG } from '@kolos/domain';
import { ApiError } from './api-error';

/** SPEC 8 'Service wrappers': the message each service gives when the transport error has none. */
export const SERVICE_ERRORS = {
  companies: 'Ошибка сервиса компаний.',
  deals: 'Ошибка сервиса сделок.',
  offers: 'Ошибка сервиса предложений.',
  auctions: 'Ошибка сервиса торгов.',
  roles: 'Ошибка сервиса ролей.',
  cars: 'Ошибка сервиса машин.',
  contracts: 'Ошибка сервиса контрактов.',
  documents: 'Ошибка сервиса документов.',
  locations: 'Ошибка сервиса локаций.',
  moderation: 'Ошибка сервиса модерации.',
  prepayment: 'Ошибка сервиса авансирования.',
  products: 'Ошибка сервиса продуктов.',
  slots: 'Ошибка сервиса слотов.',
  settlements: 'Ошибка сервиса расчётов.',
  tariffs: 'Ошибка сервиса тарифов.',
  users: 'Ошибка сервиса пользователей.',
  auth: MSG.authError,
} as const;

export type ServiceName = keyof typeof SERVICE_ERRORS;

/**
 * Wraps calls of one service: `const users = service('users'); users(() => http.get('/v2/users'))`.
 * A failure is passed on when it carries a message; otherwise it becomes the service's message
 * (an ApiError keeps its status, code and detail).
 */
export function service(name: ServiceName) {
  const fallback = SERVICE_ERRORS[name];
  return async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Error && error.message) throw error;
      if (error instanceof ApiError) {
        throw new ApiError({
          status: error.status,
          message: fallback,
          code: error.code,
          detail: error.detail,
        });
      }
      throw new Error(fallback, { cause: error });
    }
  };
}
