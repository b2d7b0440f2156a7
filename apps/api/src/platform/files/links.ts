import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed download links (ADR 0061): `?expires=<unix seconds>&signature=<hmac>`.
 * The key is derived from JWT_SECRET, so no new secret is configured, and a link signs one file
 * until one moment: the browser follows it itself (streams to disk, no Blob through fetch).
 */
export interface FileLinks {
  sign(fileUuid: string, now?: Date): { expires: number; signature: string };
  verify(fileUuid: string, expires: number, signature: string, now?: Date): boolean;
}

export function createFileLinks(jwtSecret: string, ttlSeconds: number): FileLinks {
  const key = createHmac('sha256', jwtSecret).update('kolos:file-download-links:v1').digest();
  const mac = (fileUuid: string, expires: number) =>
    createHmac('sha256', key).update(`${fileUuid}.${expires}`).digest('base64url');
  return {
    sign(fileUuid, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return { expires, signature: mac(fileUuid, expires) };
    },
    verify(fileUuid, expires, signature, now = new Date()) {
      if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(mac(fileUuid, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
