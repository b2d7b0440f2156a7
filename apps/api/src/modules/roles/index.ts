/*
 * The public face of the roles area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Giving a user his role and a company its group.
 */
export { assignRole } from './assign';
export { ensureGroup } from './queries';
