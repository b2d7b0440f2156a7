/*
 * The public face of the fleet (ADR 0062, ADR 0092): what keeps a truck and driver a slot names
 * (the queue reaches it through the TRUCK_NAMED hook; the demo seed calls it).
 */
export { keepNamedTruck } from './service';
