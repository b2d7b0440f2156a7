import { createHash } from 'node:crypto';

/** SHA-256 of the exact text offered, as UTF-8, in hex: what the signature record keeps. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
