import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors and headers', () => {
  it('malformed JSON is a 400 with a Russian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Тело запроса не является корректным JSON',
      code: 'MALFORMED_JSON',
    });
  });

  it('wrong types are a 400 naming the field, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: 42, password: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().detail[0].field).toBe('phone');
  });

  it('an unknown /api path is a 404 in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Такого адреса API не существует', code: 'ROUTE_NOT_FOUND' });
  });

  it('every answer carries the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI description of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/user/phone/check');
  });

  it('the outbox lists messages newest first', async () => {
    await t.app.inject({ method: 'POST', url: '/api/user/phone/check', payload: { phone: '+79000000003' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=%2B79000000003' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ channel: 'sms', to: '+79000000003' });
    expect(res.json()[0].code).toMatch(/^\d{6}$/);
  });
});

describe('configuration', () => {
  it('production refuses the default JWT secret and the outbox provider', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/outbox/);
  });
});
