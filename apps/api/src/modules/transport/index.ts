/*
 * The public face of Transport (ADR 0062): its table, and the one function the queue's PUT slots
 * calls to keep a farmer's truck (the import calls it too).
 */
export type { CarsTable } from './tables';
export { rememberTruck, type SlotTruck } from './cars';
