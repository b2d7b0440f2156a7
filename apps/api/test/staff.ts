import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { as, DEMO, login, type TestApp, type Tokens } from './harness';

/** A phone no other test uses: each test makes its own people. */
export const freshPhone = () => `+79${String(randomInt(100_000_000, 999_999_999))}`;

type Body = Record<string, unknown> | unknown[];

/** A logged-in caller with short verbs: `await c.post('/api/roles', {...})`. */
export function client(t: TestApp, tokens: Tokens) {
  const call = as(t.app, tokens);
  const send = (method: InjectOptions['method'], url: string, payload?: Body) =>
    call({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    tokens,
    get: (url: string) => send('GET', url),
    post: (url: string, body: Body) => send('POST', url, body),
    put: (url: string, body: Body) => send('PUT', url, body),
    del: (url: string, body?: Body) => send('DELETE', url, body),
  };
}
export type Client = ReturnType<typeof client>;

export async function loginAs(t: TestApp, phone: string) {
  return client(t, await login(t.app, phone));
}

/** The demo callers every access test needs. */
export async function demoCallers(t: TestApp) {
  return {
    admin: await loginAs(t, DEMO.phones.admin),
    kolosSuper: await loginAs(t, DEMO.phones.kolosYugSuper),
    kolosManager: await loginAs(t, DEMO.phones.kolosYugManager),
    farmer: await loginAs(t, DEMO.phones.farmer),
    agroSuper: await loginAs(t, DEMO.phones.agroCenterSuper),
  };
}

export const employeeForm = (patch: Record<string, unknown> = {}) => ({
  lastName: 'Сидоров',
  name: 'Иван',
  surname: 'Петрович',
  phone: freshPhone(),
  notifyEmail: `sidorov.${randomInt(1e9)}@example.ru`,
  ...patch,
});

/** Adds an employee through the API and answers its uuid and phone. */
export async function addEmployee(c: Client, patch: Record<string, unknown> = {}) {
  const form = employeeForm(patch);
  const res = await c.post('/api/add-company-user', form);
  if (res.statusCode !== 200) throw new Error(`add-company-user: ${res.statusCode} ${res.body}`);
  return { uuid: res.json<{ uuid: string }>().uuid, ...form };
}

/** Gives a user a password straight in the database, so a test can log in as them. */
export async function withPassword(t: TestApp, uuid: string) {
  const { hashPassword } = await import('../src/platform/crypto');
  await t.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(DEMO.password) })
    .where('uuid', '=', uuid)
    .execute();
}
