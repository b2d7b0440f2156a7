/*
 * The public face of Transport (ADR 0062): its table, and the function that keeps a farmer's truck
 * (the demo seed calls it; the queue's PUT slots reaches it through the fleet's answer to TRUCK_NAMED).
 */
export { rememberTruck } from './cars';
