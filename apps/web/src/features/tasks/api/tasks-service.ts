import { service } from '../../../shared/api/service';

/** SPEC 8: third-party deals are the 'сделок' service: a failure without a message is 'Ошибка сервиса сделок.'. */
export const dealsService = service('deals');
