/*
 * The public face of the audit area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Nothing of it is used elsewhere yet.
 */
export {};
