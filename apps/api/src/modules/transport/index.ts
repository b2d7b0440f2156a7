/*
 * The public face of Transport (ADR 0062): its table, and the function that keeps a farmer's truck
 * (the demo seed calls it; the queue's PUT slots reaches it through the TRUCK_NAMED hook); the
 * count of imports with errors the home shows.
 */
export { rememberTruck } from './cars';
export { countImportsWithErrors } from './import';
