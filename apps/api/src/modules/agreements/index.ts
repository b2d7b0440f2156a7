/*
 * The public face of the agreements area (ADR 0062): other modules, the seed and tests import
 * from here only. Its tables; the moderation check; the hash of a text as the signature keeps it.
 * The count of new versions to sign the home shows.
 */
export { sha256Hex } from './hash';
export { countPendingVersions } from './versions-queries';
