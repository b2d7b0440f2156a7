import { service } from '../../../shared/api/service';

/** SPEC 8: a failure without a message becomes 'Ошибка сервиса контрактов.'. */
export const contractsService = service('contracts');
/** The supplier list is a companies call (SPEC 7 Companies). */
export const companiesService = service('companies');
