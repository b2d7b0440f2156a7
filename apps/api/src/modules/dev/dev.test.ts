import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let open: TestApp;
beforeAll(async () => {
  // Behind a proxy: the client address comes from X-Forwarded-For, which the outbox must ignore.
  [t, open] = await Promise.all([
    createTestApp({ TRUST_PROXY: true }),
    createTestApp({ DEV_OUTBOX_PUBLIC: true }),
  ]);
});
afterAll(() => Promise.all([t.close(), open.close()]));

const outbox = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

describe('GET /api/dev/outbox (issue 12 point 10)', () => {
  it('answers the server’s own machine', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(t, address)).statusCode, address).toBe(200);
    }
  });

  it('refuses any other address with a Russian 403, whatever X-Forwarded-For claims', async () => {
    for (const [address, headers] of [
      ['203.0.113.5', {}],
      ['10.0.0.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['::ffff:192.168.1.20', {}],
      ['fe80::1', {}],
    ] as const) {
      const res = await outbox(t, address, headers);
      expect(res.statusCode, address).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Список отправленных кодов доступен только на компьютере, где запущен сервер',
      });
    }
  });

  it('answers anyone with DEV_OUTBOX_PUBLIC=true', async () => {
    expect((await outbox(open, '203.0.113.5')).statusCode).toBe(200);
  });

  it('the public configuration tells the login screen where the codes are', async () => {
    const ask = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/config/public' });
    expect((await ask(t)).json().demoOutbox).toBe('loopback');
    expect((await ask(open)).json().demoOutbox).toBe('public');
  });
});
