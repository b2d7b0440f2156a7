/*
 * The public face of the push area (ADR 0062): the areas that write notices queue their pushes
 * in the same transaction.
 */
export { queuePush } from './service';
