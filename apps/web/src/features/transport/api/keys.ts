import { TRANSPORT_ROOT } from '../../../shared/live';
import { service } from '../../../shared/api/service';

/** SPEC 8: a transport call failing without a message says 'Ошибка сервиса машин.'. */
export const cars = service('cars');

/** What one page of the distributions list is asked for. */
export interface DistributionsRequest {
  location: string;
  /** Unix seconds. */
  start: number;
  end: number;
  timeZone: string;
  offset: number;
}

/** Query keys of the Transport screen; live slot events refresh `all` (shared/live). */
export const transportKeys = {
  all: TRANSPORT_ROOT,
  pages: () => [...TRANSPORT_ROOT, 'page'] as const,
  page: (request: DistributionsRequest) => [...transportKeys.pages(), request] as const,
};
