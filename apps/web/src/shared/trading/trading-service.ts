import { service } from '../api/service';

/** SPEC 8: an auctions call failing without a message says 'Ошибка сервиса торгов.'. */
export const auctionsService = service('auctions');
/** SPEC 8: an offers call failing without a message says 'Ошибка сервиса предложений.'. */
export const offersService = service('offers');

/**
 * Trading writes pass their refusals on without the transport's toast: a 409 or 403 (which the
 * transport does not show, SPEC 8) must still be said, and a 400 must not be said twice.
 */
export const QUIET = { notify: false } as const;
