/*
 * The public face of the prepayment area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables (the seed writes them).
 */
export {};
