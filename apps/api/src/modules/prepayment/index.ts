/*
 * The public face of the prepayment area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Issue 30: advances repaid from a confirmed settlement and reversed by its cancel.
 */
export { repayFromSettlement, repaymentsOf, reverseRepayments } from './repayments';
