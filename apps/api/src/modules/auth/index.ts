/*
 * The public face of the auth area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Sessions and one-time links other areas open or end.
 */
export { endRegistrationSessions, revokeUserSessions, takeOnetimeToken } from './queries';
export { issueOnetimeToken, startSession } from './service';
