import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, type JWTPayload } from 'jose';

/*
 * Test helpers of this area: a push service started by the test and a browser's side of RFC 8291.
 * Nothing of the sender is reused here — the browser's keys come from node:crypto, the payload is
 * decrypted by the steps of RFC 8188/8291 written out, the VAPID token checked by jose — so a
 * sender that encrypts or signs wrongly fails these tests.
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser's subscription keys: its P-256 pair and its 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = randomBytes(16);
  return {
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(secret) },
    /** What the browser does with a push: RFC 8291's key derivation, then RFC 8188's one record. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, secret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const plain = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record: the data, the delimiter 0x02, then zero padding.
      const end = plain.lastIndexOf(2);
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/** A VAPID key pair as the configuration takes it (base64url raw public point, raw private scalar). */
export function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { VAPID_PUBLIC_KEY: b64url(ecdh.getPublicKey()), VAPID_PRIVATE_KEY: b64url(ecdh.getPrivateKey()) };
}

/** Checks a request's `Authorization: vapid t=…, k=…` against our public key; answers the claims. */
export async function verifyVapid(headers: IncomingHttpHeaders, publicKey: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  if (match[2] !== publicKey) throw new Error('VAPID k is not our public key');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  return (await jwtVerify(match[1]!, key, { algorithms: ['ES256'] })).payload;
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on a local port: records every request and answers with the next status queued
 * for its path (201 when none is).
 */
export async function pushService() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path)?.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** A fresh endpoint of this service: one browser. */
    endpoint: () => `${origin}/push/${randomBytes(8).toString('hex')}`,
    received: (endpoint: string) => received.filter((r) => origin + r.path === endpoint),
    /** The next answers to requests for this endpoint, in order. */
    answer: (endpoint: string, ...statuses: number[]) => answers.set(new URL(endpoint).pathname, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
