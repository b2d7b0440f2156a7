import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnd } from '../auth/session-events';
import { getTokens, setTokens } from '../auth/token-store';
import { setNotifySink } from '../notify/notifier';
import { ApiError } from './api-error';
import { http } from './http';
import { service } from './service';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

let toasts: string[];
let sessionEnds: string[];
let stopListening: () => void;
let fetchMock: ReturnType<typeof vi.fn>;

function serve(handler: Handler) {
  fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toasts = [];
  sessionEnds = [];
  setNotifySink((message) => toasts.push(message));
  stopListening = onSessionEnd((reason) => sessionEnds.push(reason));
});

afterEach(() => {
  stopListening();
  setNotifySink();
  vi.unstubAllGlobals();
});

describe('http client: 401 and the shared refresh (SPEC 7 intro)', () => {
  it('three concurrent 401s cause exactly one refresh and three successful replays', async () => {
    setTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    let refreshBody: unknown;
    serve(async (url, init) => {
      if (url === '/api/user/login/refresh') {
        refreshBody = JSON.parse(String(init.body));
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      }
      if (authOf(init) === 'Bearer old-access') return json(401, { message: 'Срок действия сессии истёк' });
      return json(200, { path: url });
    });

    const answers = await Promise.all([http.get('/a'), http.get('/b'), http.post('/c', { x: 1 })]);

    expect(answers).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    const calls = fetchMock.mock.calls as [string, RequestInit][];
    expect(calls.filter(([url]) => url === '/api/user/login/refresh')).toHaveLength(1);
    expect(refreshBody).toEqual({ access_token: 'old-access', refresh_token: 'old-refresh' });
    expect(calls.filter(([, init]) => authOf(init) === 'Bearer new-access')).toHaveLength(3);
    expect(getTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(toasts).toEqual([]);
  });

  it('a failed refresh shows the SPEC 8 message, clears the tokens and signs out', async () => {
    setTokens({ accessToken: 'old-access', refreshToken: 'stolen' });
    serve((url) =>
      url === '/api/user/login/refresh'
        ? json(401, { message: 'Сессия недействительна, войдите снова' })
        : json(401, { message: 'Срок действия сессии истёк' }),
    );

    const failures = await Promise.allSettled([http.get('/a'), http.get('/b')]);

    expect(failures.every((f) => f.status === 'rejected' && (f.reason as ApiError).status === 401)).toBe(
      true,
    );
    expect(toasts).toEqual(['Произошла ошибка получения токена обновления (refresh 401)']);
    expect(getTokens()).toBeNull();
    expect(sessionEnds).toEqual(['refresh-failed']);
  });

  it('a 401 that arrives after the session ended ends it once: one notice, the address kept', async () => {
    setTokens({ accessToken: 'old-access', refreshToken: 'revoked' });
    serve(async (url) => {
      if (url === '/api/user/login/refresh') return json(401, { message: 'Сессия недействительна' });
      // This request's answer comes after the other one's failed refresh has ended the session.
      if (url === '/api/late') await new Promise((r) => setTimeout(r, 50));
      return json(401, { message: 'Срок действия сессии истёк' });
    });

    await Promise.allSettled([http.get('/early'), http.get('/late')]);

    expect(toasts).toEqual(['Произошла ошибка получения токена обновления (refresh 401)']);
    expect(sessionEnds).toEqual(['refresh-failed']);
  });

  it('with no tokens stored, a 401 signs out too', async () => {
    serve(() => json(401, { message: 'Требуется вход в систему' }));
    await expect(http.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['Произошла ошибка получения токена обновления (refresh 401)']);
    expect(sessionEnds).toEqual(['refresh-failed']);
  });

  it('skips that when the message is ACCESS_TOKEN_NOT_FOUND_IN_COOKIE and no tokens exist', async () => {
    serve(() => json(401, { message: 'ACCESS_TOKEN_NOT_FOUND_IN_COOKIE' }));
    await expect(http.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([]);
    expect(sessionEnds).toEqual([]);
  });

  it('does not refresh for the auth calls themselves', async () => {
    serve(() => json(401, { message: 'Неверный номер телефона или пароль' }));
    await expect(http.post('/auth/login', { phone: '+79000000001', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Неверный номер телефона или пароль',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionEnds).toEqual([]);
  });
});

describe('http client: error toasts (SPEC 8)', () => {
  beforeEach(() => setTokens({ accessToken: 'access', refreshToken: 'refresh' }));

  it('400 without a message shows the input error text', async () => {
    serve(() => json(400, {}));
    await expect(http.post('/x', {})).rejects.toMatchObject({ status: 400, message: '' });
    expect(toasts).toEqual(['Произошла ошибка пользовательского ввода']);
  });

  it('400 with a message shows the server message', async () => {
    serve(() => json(400, { message: 'Введите номер телефона в формате +7 ### ###-##-##' }));
    await expect(http.post('/x', {})).rejects.toThrow('Введите номер телефона в формате +7 ### ###-##-##');
    expect(toasts).toEqual(['Введите номер телефона в формате +7 ### ###-##-##']);
  });

  it('500 without a message shows the server error text', async () => {
    serve(() => new Response('Internal Server Error', { status: 500 }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(toasts).toEqual(['Произошла ошибка сервера']);
  });

  it('code 35742 shows the slots message whatever the status', async () => {
    serve(() => json(409, { message: 'conflict', code: 35742, detail: 12 }));
    await expect(http.post('/slots', {})).rejects.toMatchObject({ status: 409, code: 35742, detail: 12 });
    expect(toasts).toEqual(['Недостаточно слотов. Доступно к согласованию 12 т.']);
  });

  it('code 35742 without detail says 0 t.', async () => {
    serve(() => json(500, { code: 35742 }));
    await expect(http.post('/slots', {})).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['Недостаточно слотов. Доступно к согласованию 0 т.']);
  });

  it("code 35742 is the error's message too, for a screen that shows the error itself", async () => {
    serve(() => json(409, { message: 'conflict', code: 35742, detail: 7.5, nearestFreeDates: [] }));
    await expect(http.post('/allocate-slots', {}, { notify: false })).rejects.toMatchObject({
      status: 409,
      code: 35742,
      message: 'Недостаточно слотов. Доступно к согласованию 7.5 т.',
    });
    await expect(service('slots')(() => http.put('/slots', {}, { notify: false }))).rejects.toThrow(
      'Недостаточно слотов. Доступно к согласованию 7.5 т.',
    );
    expect(toasts).toEqual([]);
  });

  it('other statuses show nothing', async () => {
    serve(() => json(404, { message: 'Не найдено' }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 404, message: 'Не найдено' });
    serve(() => json(403, { message: 'Недостаточно прав для выполнения действия' }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(toasts).toEqual([]);
  });

  it('notify: false leaves the error to the caller', async () => {
    serve(() => json(400, { message: 'Неверный код подтверждения' }));
    await expect(http.post('/x', {}, { notify: false })).rejects.toThrow('Неверный код подтверждения');
    expect(toasts).toEqual([]);
  });
});

describe('http client: requests', () => {
  it('repeats array params, drops empty ones, sends JSON, credentials and the bearer token', async () => {
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    serve(() => json(200, { ok: true }));
    await http.get('/contracts', { query: { status: ['A', 'B'], page: 2, q: '', region: undefined } });
    await http.post('/roles', { name: 'Логист' });

    const [[getUrl, getInit], [postUrl, postInit]] = fetchMock.mock.calls as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(getUrl).toBe('/api/contracts?status=A&status=B&page=2');
    expect(getInit.credentials).toBe('include');
    expect(authOf(getInit)).toBe('Bearer access');
    expect(postUrl).toBe('/api/roles');
    expect(postInit.body).toBe('{"name":"Логист"}');
    expect((postInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('an empty answer resolves to undefined', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(http.delete('/roles/1')).resolves.toBeUndefined();
  });
});
