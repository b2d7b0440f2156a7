import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { REGISTRATION_ROUTES } from '@kolos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { issueOnetimeToken } from '../../modules/auth';
import { registerErrorHandling } from '../errors';
import type { DeclaredRoute } from './context';
import { authOf, registerGuard } from './guard';
import { createTokenSigner } from './tokens';

let t: TestApp;
let port: number;
let farmer: string;
let registering: string;

beforeAll(async () => {
  // Without the web build: its history fallback answers index.html (200) for every path the router
  // does not know — no handler runs there, but a near miss would no longer read as the miss it is.
  t = await createTestApp({ WEB_DIST: path.join(tmpdir(), 'kolos-guard-no-web') });
  port = await listen(t.app);
  farmer = (await login(t.app, DEMO.phones.farmer)).access_token;
  const link = await issueOnetimeToken(t.app.deps, DEMO.users.farmer, 'registration', 3600);
  const res = await t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${link}` });
  registering = res.json<{ accessToken: string }>().accessToken;
});
afterAll(() => t.close());

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A request over the wire with the path exactly as written (inject would normalise it). */
function send(method: string, path: string, token?: string, to = port): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (!['GET', 'HEAD', 'DELETE'].includes(method)) headers['content-type'] = 'application/json';
    const req = http.request({ host: '127.0.0.1', port: to, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : '{}');
  });
}

/** A concrete path for a route pattern: any value fits the guard, which runs before validation. */
const concrete = (url: string) =>
  url
    .replace(/:phone/g, '79000000009')
    .replace(/:[A-Za-z]+/g, '0190a000-0000-7000-8000-00000000dead')
    .replace(/\*$/, 'x');

/** Spellings of `/api/<rest>` the router decodes to the very same path: they reach the route. */
function twins(path: string): string[] {
  const rest = path.slice('/api/'.length);
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/${rest.split('/').map(encodeFirst).join('/')}`,
    `${path}?limit=1000`,
  ];
}

/** Near misses: the default router finds nothing (404); relaxed router options may find the route. */
function nearMisses(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    `//api//${rest}`,
    `/api//${rest}`,
    `/api/${rest}/`,
    `/api/${rest}.`,
    `/api/${rest}%2e`,
    `/api./${rest}`,
    `/API/${rest}`,
    `/%41PI/${rest}`,
    `/api/./${rest}`,
    `/api/docs/../${rest}`,
    `/x/../api/${rest}`,
    `/api/${rest}%20`,
    `/api/${rest};x`,
  ];
}

/**
 * The answers that break a refusal over every spelling of a route's path: the path and its twins
 * must answer `refusal`; a near miss may also find nothing (404) or, with a token, land on a
 * neighbouring route the caller may use, which refuses the input (400: `/roles/` is `/roles/:id`
 * with an empty id).
 */
async function misanswers(method: string, url: string, refusal: 401 | 403, token?: string, to = port) {
  const tolerated = token ? [refusal, 404, 400] : [refusal, 404];
  const wrong: string[] = [];
  for (const spelled of [url, ...twins(url)]) {
    const status = await send(method, spelled, token, to);
    if (status !== refusal) wrong.push(`${method} ${spelled} → ${status}`);
  }
  for (const spelled of nearMisses(url)) {
    const status = await send(method, spelled, token, to);
    if (!tolerated.includes(status)) wrong.push(`${method} ${spelled} → ${status}`);
  }
  return wrong;
}

const guarded = (): DeclaredRoute[] =>
  t.app.routeAccess.filter((r) => !r.access.public && r.url.startsWith('/api/'));

/** Logging out would end the session the checks below ask with; it is open to every session. */
const endsSession = (r: DeclaredRoute) => r.url === '/api/auth/logout';

describe('the guard decides from the matched route (issue 12, point 1)', () => {
  it('knows every route, and every API route declares its access', () => {
    const api = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(60);
    expect(guarded().map((r) => `${r.method} ${r.url}`)).toContain('GET /api/audit');
    expect(t.app.routeAccess.find((r) => r.url === '/api/docs/json')?.access).toEqual({ public: true });
  });

  it('the OpenAPI description stays public', async () => {
    expect(await send('GET', '/api/docs/json')).toBe(200);
    expect(await send('GET', '/api/docs/static/swagger-ui.css')).toBe(200);
  });

  it('GET /%61pi/audit without a token answers 401, not the audit log', async () => {
    expect(await send('GET', '/%61pi/audit?limit=1000')).toBe(401);
    expect(await send('GET', '/ap%69/audit?limit=1000')).toBe(401);
  });

  it('without a token every guarded route answers 401 (or 404 for a near miss), whatever the spelling', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) wrong.push(...(await misanswers(route.method, concrete(route.url), 401)));
    expect(wrong).toEqual([]);
  });

  it('a route needing a right the user lacks answers 403 whatever the spelling', async () => {
    const lacking: DeclaredRoute[] = [];
    for (const route of guarded().filter((r) => !endsSession(r) && !r.streams)) {
      if ((await send(route.method, concrete(route.url), farmer)) === 403) lacking.push(route);
    }
    expect(lacking.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of lacking)
      wrong.push(...(await misanswers(route.method, concrete(route.url), 403, farmer)));
    expect(wrong).toEqual([]);
  });
});

describe("the one-time link's registration session (issue 12, point 3; SPEC 4 Login)", () => {
  it('every route outside the registration flow answers 403, whatever the spelling', async () => {
    // the guard's rule: the session's own calls, and the routes named after the Registration screens
    const inFlow = (r: DeclaredRoute) =>
      r.access.registration === true ||
      (r.access.route !== undefined && REGISTRATION_ROUTES.includes(r.access.route));
    const outside = guarded().filter((r) => !inFlow(r) && !endsSession(r));
    expect(outside.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of outside)
      wrong.push(...(await misanswers(route.method, concrete(route.url), 403, registering)));
    expect(wrong).toEqual([]);
  });

  it('the routes the probe reached are among them', async () => {
    const ask = as(t.app, registering);
    for (const url of [
      '/api/v2/users/staff',
      '/api/companies',
      '/api/user/personal/contracted-farmers',
      '/api/regions',
      `/api/user/${DEMO.users.kolosYugSuper}/../${DEMO.users.admin}`,
    ]) {
      const res = await ask({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
    }
    expect((await ask({ method: 'GET', url: '/api/v2/users/staff' })).statusCode).toBe(403);
  });

  it('its own calls stay open: who am I, and logging out', async () => {
    const open = guarded()
      .filter((r) => r.access.registration)
      .map((r) => `${r.method} ${r.url}`);
    // who am I, logging out, and the onboarding calls (issue 19: card, lookup, documents, submit,
    // agreement), each scoped by its service to the session's own company; and the event stream,
    // which hears nothing but whose end tells the page the moderator has decided (ADR 0088)
    const flow =
      /^(GET|HEAD|POST|PUT|DELETE) \/api\/(auth\/logout|user\/:id|companies\/(get\/)?:id|dadata\/|dmoderation\/|docs(\/:id|-by-company\/:id)?$|personal\/agreement|agreement|events$)/;
    expect(open.filter((r) => !flow.test(r))).toEqual([]);
    expect(open).toEqual(expect.arrayContaining(['GET /api/auth/logout', 'GET /api/user/:id']));
    const ask = as(t.app, registering);
    const me = await ask({ method: 'GET', url: `/api/user/${DEMO.users.farmer}` });
    expect(me.statusCode).toBe(200);
    expect((await ask({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugSuper}` })).statusCode).toBe(404);
    expect((await ask({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await ask({ method: 'GET', url: `/api/user/${DEMO.users.farmer}` })).statusCode).toBe(401);
  });
});

describe('whatever the router accepts, the guard holds', () => {
  const options = [{}, { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, caseSensitive: false }];

  async function miniApp(routerOptions: object) {
    const app = Fastify({ routerOptions });
    app.decorate('db', t.db);
    registerErrorHandling(app);
    registerGuard(app, createTokenSigner(t.config));
    await app.register(
      async (api) => {
        api.get('/open', { config: { access: { public: true } } }, async () => ({ ok: true }));
        api.get('/anyone', { config: { access: {} } }, async (req) => ({ uuid: authOf(req).userUuid }));
        api.get('/admins', { config: { access: { userTypes: ['admin'] } } }, async () => ({ ok: true }));
        api.get('/users', { config: { access: { route: 'UsersList' } } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    return { app, port: await listen(app) };
  }

  for (const routerOptions of options) {
    it(`router options ${JSON.stringify(routerOptions)}`, async () => {
      const mini = await miniApp(routerOptions);
      try {
        const wrong: string[] = [];
        for (const rest of ['anyone', 'admins', 'users']) {
          wrong.push(...(await misanswers('GET', `/api/${rest}`, 401, undefined, mini.port)));
        }
        for (const rest of ['admins', 'users']) {
          wrong.push(...(await misanswers('GET', `/api/${rest}`, 403, farmer, mini.port)));
        }
        expect(wrong).toEqual([]);
        expect(await send('GET', '/api/anyone', farmer, mini.port)).toBe(200);
        expect(await send('GET', '/%61pi/open', undefined, mini.port)).toBe(200);
        // Relaxed options do find the route through the near misses — and the guard refuses there.
        const relaxed = Object.keys(routerOptions).length > 0;
        expect(await send('GET', '//API//admins/', farmer, mini.port)).toBe(relaxed ? 403 : 404);
        expect(await send('GET', '//%61pi//users/', undefined, mini.port)).toBe(relaxed ? 401 : 404);
      } finally {
        await mini.app.close();
      }
    });
  }

  it('a route without an access declaration stops the start', async () => {
    const app = Fastify();
    registerGuard(app, createTokenSigner(t.config));
    await expect(
      app.register(async (api) => {
        api.get('/undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow('Маршрут GET /undeclared не объявляет config.access');
    await app.close();
  });

  it("the web app's files stay public", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'guard-web-'));
    await writeFile(path.join(root, 'app.js'), 'export {};');
    const app = Fastify();
    registerGuard(app, createTokenSigner(t.config));
    await app.register(fastifyStatic, { root, wildcard: false });
    expect((await app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect(app.routeAccess.find((r) => r.url === '/app.js')?.access).toEqual({ public: true });
    await app.close();
    await rm(root, { recursive: true });
  });

  it('a handler of a public route gets no caller: 401, never an anonymous one', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerGuard(app, createTokenSigner(t.config));
    app.get('/open', { config: { access: { public: true } } }, async (req) => ({
      uuid: authOf(req).userUuid,
    }));
    const res = await app.inject({
      method: 'GET',
      url: '/open',
      headers: { authorization: `Bearer ${farmer}` },
    });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});
