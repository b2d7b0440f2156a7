import { answer } from '../../platform/hooks';
import { TRUCK_NAMED } from '../queue';
import { keepNamedTruck } from './service';

/**
 * What a slot names is saved for next time (ADR 0072, ADR 0092): the truck by the transport's
 * `rememberTruck`, its driver in the fleet — so a truck or driver typed in the slot's dialog is
 * offered from the fleet afterwards.
 */
export const hooks = [answer(TRUCK_NAMED, keepNamedTruck)];
