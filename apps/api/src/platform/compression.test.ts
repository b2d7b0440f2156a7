import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** ADR 0069: answers over 8 KB go gzip-compressed to a client that accepts it (every browser). */
describe('compressed answers', () => {
  it('a big answer goes gzip to a client that accepts it, and is the same JSON unpacked', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(8192);
    const packed = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small answer goes as it is: packing a few hundred bytes costs more than it saves', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
