import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness';
import { freshInn } from '../test/onboarding';
import { freshPhone, loginAs } from '../test/staff';
import { loadConfig } from './config';
import { followListening } from './start-line';

/*
 * Issue 28 point 20: "PUBLIC_URL follows PORT when not set — links in SMS point to
 * http://localhost:<PORT> where the server really listens".
 */
describe('PUBLIC_URL when not set', () => {
  it.each([
    ['nothing set', {}, 'http://localhost:8080', false],
    ['PORT=3000', { PORT: '3000' }, 'http://localhost:3000', false],
    ['an empty PUBLIC_URL (not set)', { PORT: '3001', PUBLIC_URL: '' }, 'http://localhost:3001', false],
    [
      'PUBLIC_URL given',
      { PORT: '3000', PUBLIC_URL: 'https://kolos.example.ru' },
      'https://kolos.example.ru',
      true,
    ],
  ])('%s: PUBLIC_URL is the given or http://localhost:<PORT>', (_, env, url, given) => {
    expect(loadConfig(env)).toMatchObject({ PUBLIC_URL: url, publicUrlGiven: given });
  });

  it.each([
    ['a wildcard host', { address: '0.0.0.0', family: 'IPv4', port: 40123 }, 'http://localhost:40123'],
    ['IPv6 wildcard', { address: '::', family: 'IPv6', port: 40124 }, 'http://localhost:40124'],
    ['a host of its own', { address: '127.0.0.1', family: 'IPv4', port: 40125 }, 'http://127.0.0.1:40125'],
  ])('after listening on %s it is the real address', (_, listening, url) => {
    const config = loadConfig({ PORT: '0' });
    followListening(config, listening as AddressInfo);
    expect(config.PUBLIC_URL).toBe(url);
  });

  it('a given PUBLIC_URL is kept after listening', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://kolos.example.ru' });
    followListening(config, { address: '0.0.0.0', family: 'IPv4', port: 40126 });
    expect(config.PUBLIC_URL).toBe('https://kolos.example.ru');
  });
});

describe('the invitation SMS links to where the server listens (PORT=0: a port picked at start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: 0 });
  });
  afterAll(() => t.close());

  it('the link opens on this server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const listening = t.app.server.address() as AddressInfo;
    followListening(t.app.deps.config, listening);
    const kolos = await loginAs(t, DEMO.phones.kolosYugSuper);
    const phone = freshPhone();
    const invited = await kolos.post('/api/registration/invitations', { phone, taxCode: freshInn() });
    expect(invited.statusCode, invited.body).toBe(200);
    const sms = await t.db
      .selectFrom('outboxMessages')
      .select('text')
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/registration\/[\w-]+/.exec(sms.text)![0];
    expect(new URL(link).origin).toBe(`http://127.0.0.1:${listening.port}`);
    // The link's host answers: the exchange of its token on the same origin gives a session.
    const token = link.split('/registration/')[1]!;
    const res = await fetch(`${new URL(link).origin}/api/user/login/onetime/${token}`);
    expect(res.status).toBe(200);
  });
});
