import { service } from '../../../shared/api/service';

/**
 * SPEC 8 names no service of its own for premiums; SPEC 1 files area discounts with tariffs and
 * delivery price, so a failure without a message reads 'Ошибка сервиса тарифов.'.
 */
export const discountsService = service('tariffs');
