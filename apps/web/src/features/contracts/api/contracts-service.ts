import { service } from '../../../shared/api/service';

/** SPEC 8: a failure without a message becomes 'Ошибка сервиса контрактов.'. */
export const contractsService = service('contracts');
/** Places and prices come from the locations and tariffs services. */
export const locationsService = service('locations');
export const tariffsService = service('tariffs');
export const companiesService = service('companies');
