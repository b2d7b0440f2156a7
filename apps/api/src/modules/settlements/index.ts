/*
 * The public face of the settlements area (ADR 0062): the acceptance asks it whether a truck is
 * in a live statement before a correction.
 */
export { liveSettlementOf } from './service';
