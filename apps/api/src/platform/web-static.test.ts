import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

const HTML = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('Колос '.repeat(100))});`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A build as apps/web/vite.config.ts writes it: each text file with its .br and .gz.
  dist = mkdtempSync(path.join(tmpdir(), 'kolos-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', HTML],
    ['assets/app-1.js', SCRIPT],
    ['sw.js', `self.addEventListener('fetch', () => ${JSON.stringify('Колос '.repeat(100))});`],
    ['manifest.webmanifest', JSON.stringify({ name: 'Колос', start_url: '/' })],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  }
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed script to a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it('sends gzip to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('answers a screen address with index.html, compressed and never cached', async () => {
    const res = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/nope', '/%61pi/nope', '/ap%69/nope', '//api//nope'])(
    'answers an unknown API address %s with the JSON 404, not the web app',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    },
  );

  it('serves the service worker as a script that is looked at again on every visit (ADR 0097)', async () => {
    const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    // A cached worker would keep an old release's shell for up to a day (browsers cap it at 24 h).
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest under its own type', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'Колос' });
  });
});
