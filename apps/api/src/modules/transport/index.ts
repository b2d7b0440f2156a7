/*
 * The public face of Transport (ADR 0062): its table, and the function that keeps a farmer's truck
 * (the fleet keeps a slot's truck with it: the queue's TRUCK_NAMED hook and the demo seed); the
 * count of imports with errors the home shows.
 */
export { rememberTruck } from './cars';
export { countImportsWithErrors } from './import';
