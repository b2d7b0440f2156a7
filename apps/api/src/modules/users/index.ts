/*
 * The public face of the users area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * The users scope and search that roles and companies reuse.
 */
export { isUniqueViolation } from './errors';
export { inScope, managedUsers, searchTerms, type UserScope } from './queries';
export { assertMayTouch, isAdmin, manageScope } from './scope';
