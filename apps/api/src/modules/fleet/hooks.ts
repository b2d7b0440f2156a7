import { answer } from '../../platform/hooks';
import { newId } from '../../platform/ids';
import { TRUCK_NAMED } from '../queue';
import { rememberTruck } from '../transport';
import { rememberDriver } from './queries';

/**
 * What a slot names is saved for next time (ADR 0072, ADR 0092): the truck by the transport's
 * `rememberTruck`, its driver in the fleet — so a truck or driver typed in the slot's dialog is
 * offered from the fleet afterwards.
 */
export const hooks = [
  answer(TRUCK_NAMED, async (trx, truck, by) => {
    await rememberTruck(trx, truck, by);
    await rememberDriver(trx, truck.ownerCompanyUuid, newId(), truck.driver, by);
  }),
];
