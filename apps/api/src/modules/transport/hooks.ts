import { answer } from '../../platform/hooks';
import { TRUCK_NAMED } from '../queue';
import { rememberTruck } from './cars';

/** What the transport answers for the queue below it (ADR 0072). */
export const hooks = [answer(TRUCK_NAMED, rememberTruck)];
