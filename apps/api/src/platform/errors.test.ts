import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@kolos/domain';
import { as, createTestApp, DEMO, login, type TestApp } from '../../test/harness';
import { registerErrorHandling } from './errors';

let t: TestApp;
let su: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  su = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
});
afterAll(() => t.close());

const CYRILLIC = /[А-Яа-яЁё]/;

describe('bad input answers a Russian 4xx, never a 500 (issue 12, points 5 and 6)', () => {
  it('refuses a NUL character in a query, a body and a path with 400', async () => {
    const query = await su({ url: '/api/regions?any=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: NUL_MESSAGE,
      detail: [{ field: 'any', message: NUL_MESSAGE }],
    });
    const bodyNul = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '+79000000002', password: 'a\u0000b' },
    });
    expect(bodyNul.statusCode).toBe(400);
    expect(bodyNul.json().message).toBe(NUL_MESSAGE);
  });

  it('refuses NUL even where no schema declares the string (the net after validation)', async () => {
    const undeclared = await su({ url: '/api/cultures?undeclared=%00' });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json()).toEqual({ message: NUL_MESSAGE, code: 'VALIDATION' });
  });

  it('passes a framework 4xx through with its status and a Russian text', async () => {
    const css = '/api/docs/static/swagger-ui.css';
    const range = await t.app.inject({ url: css, headers: { range: 'bytes=999999999-' } });
    expect(range.statusCode).toBe(416);
    expect(range.json()).toEqual({
      message: 'Запрошенная часть файла недоступна',
      code: 'RANGE_NOT_SATISFIABLE',
    });
    for (const url of ['/api/docs/static/..%5c..%5cpackage.json', '/api/docs/static/../../package.json']) {
      const traversal = await t.app.inject({ url });
      expect([403, 404], url).toContain(traversal.statusCode);
      expect(traversal.json().message).toMatch(CYRILLIC);
    }
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<x/>',
      headers: { 'content-type': 'text/xml' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({
      message: 'Неподдерживаемый тип содержимого',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('keeps an overload’s 503 (a plugin’s error) with a Russian text instead of a 500', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    bare.get('/busy', () => {
      throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
    });
    const res = await bare.inject({ url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Сервер перегружен, попробуйте позже', code: 503 });
    await bare.close();
  });

  it('answers a bad percent-encoding 400 and an over-long path parameter 414 in Russian', async () => {
    const bad = await t.app.inject({ url: '/api/regions/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Произошла ошибка пользовательского ввода');
    const long = await su({ method: 'DELETE', url: `/api/discounts/fca/area/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Слишком длинный адрес запроса', code: 'URI_TOO_LONG' });
  });

  it('says the validator’s refusals in Russian, field paths apart', async () => {
    const order = await su({ url: '/api/regions?sortDirection=UP' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      message: 'Допустимые значения: ASC, DESC',
      detail: [{ field: 'sortDirection', message: 'Допустимые значения: ASC, DESC' }],
    });
    const id = await su({ url: '/api/regions/nope' });
    expect(id.json()).toMatchObject({ message: 'Неверный идентификатор', detail: [{ field: 'id' }] });
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.statusCode).toBe(400);
    expect(nullBody.json().message).toBe('Ожидается набор полей');
    const paging = await su({ url: '/api/regions?offset=-1&limit=abc' });
    expect(paging.json().detail).toEqual([
      { field: 'offset', message: 'Значение должно быть не меньше 0' },
      { field: 'limit', message: 'Ожидается число' },
    ]);
  });

  it('answers headers too large (Node’s parser, before Fastify) 431 with a Russian JSON body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const json = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { message: string; code: string };
    expect(json).toEqual({ message: 'Слишком большие заголовки запроса', code: 'HEADERS_TOO_LARGE' });
  });
});
