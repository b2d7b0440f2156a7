import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createTokenSigner } from './tokens';

const claims = {
  uuid: '0190a000-0000-7000-8000-000000000001',
  sid: '0190a000-0000-7000-8000-0000000000aa',
  scope: 'full' as const,
} as Parameters<ReturnType<typeof createTokenSigner>['sign']>[0];

describe('access tokens: a checked token is remembered, never trusted past its expiry', () => {
  afterEach(() => vi.useRealTimers());
  const signer = () => createTokenSigner(loadConfig({}, { JWT_SECRET: 'x'.repeat(40) }));

  it('the same token verifies again with the same claims', async () => {
    const s = signer();
    const token = await s.sign(claims, 60);
    expect((await s.verify(token)).sid).toBe(claims.sid);
    expect((await s.verify(token)).sid).toBe(claims.sid);
  });

  it('a remembered token is refused once it has expired', async () => {
    const s = signer();
    const token = await s.sign(claims, 60);
    await s.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(s.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    await expect(s.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('a token signed with another secret, or altered, is refused even beside a remembered one', async () => {
    const s = signer();
    const token = await s.sign(claims, 60);
    await s.verify(token);
    const other = await createTokenSigner(loadConfig({}, { JWT_SECRET: 'y'.repeat(40) })).sign(claims, 60);
    await expect(s.verify(other)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [h, p, sig] = token.split('.');
    const forged = `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    await expect(s.verify(`${h}.${p}.${forged}`)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
