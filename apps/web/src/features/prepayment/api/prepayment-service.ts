import { service } from '../../../shared/api/service';

/** SPEC 8: a failure without a message becomes 'Ошибка сервиса авансирования.'. */
export const prepaymentService = service('prepayment');
