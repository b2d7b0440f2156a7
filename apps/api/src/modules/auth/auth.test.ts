import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto';
import { as, createTestApp, DEMO, lastCode, login, type TestApp } from '../../../test/harness';
import { freezeClock } from '../../../test/clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_SECONDS: 60 });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

async function requestCode(phone: string) {
  const res = await post('/api/user/phone/check', { phone });
  expect(res.statusCode).toBe(200);
  return res.json<{ session_uuid: string; codeLength: number; resendAfterSeconds: number }>();
}

// Each test uses its own phone: the resend limit is per phone.
async function freshUser(phone: string) {
  await t.db
    .insertInto('users')
    .values({ uuid: crypto.randomUUID(), phone, userType: 'farmer', companyUuid: DEMO.companies.niva })
    .execute();
}

describe('code login (SPEC 4 Login, 7 Auth)', () => {
  it('phone check sends a 6-digit code and send-code answers a token pair', async () => {
    const { session_uuid, codeLength, resendAfterSeconds } = await requestCode('+7 900 000-00-02');
    expect(codeLength).toBe(6);
    expect(resendAfterSeconds).toBe(60);
    const code = await lastCode(t.db, DEMO.phones.kolosYugSuper);
    expect(code).toMatch(/^\d{6}$/);
    const res = await post('/api/auth/send-code', { session_uuid, code, fingerprint: 'fp' });
    expect(res.statusCode).toBe(200);
    const tokens = res.json<{ access_token: string; refresh_token: string }>();
    const me = await as(t.app, tokens)({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugSuper}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ lastName: 'Кузнецов', company: { name: 'Колос-Юг' } });
  });

  it('accepts requestId as well as session_uuid', async () => {
    await freshUser('+79110000001');
    const { session_uuid } = await requestCode('+79110000001');
    const code = await lastCode(t.db, '+79110000001');
    const res = await post('/api/auth/send-code', { requestId: session_uuid, code });
    expect(res.statusCode).toBe(200);
  });

  it('stores the code hashed, never in clear', async () => {
    await freshUser('+79110000002');
    const { session_uuid } = await requestCode('+79110000002');
    const code = await lastCode(t.db, '+79110000002');
    const row = await t.db
      .selectFrom('otpCodes')
      .selectAll()
      .where('uuid', '=', session_uuid)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code with the tries left', async () => {
    await freshUser('+79110000003');
    const { session_uuid } = await requestCode('+79110000003');
    const code = await lastCode(t.db, '+79110000003');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/api/auth/send-code', { session_uuid, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_CODE',
      message: 'Неверный код подтверждения. Осталось попыток: 4',
    });
  });

  it('a code works once', async () => {
    await freshUser('+79110000004');
    const { session_uuid } = await requestCode('+79110000004');
    const code = await lastCode(t.db, '+79110000004');
    expect((await post('/api/auth/send-code', { session_uuid, code })).statusCode).toBe(200);
    const again = await post('/api/auth/send-code', { session_uuid, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_EXPIRED');
  });

  it('an expired code is refused', async () => {
    await freshUser('+79110000005');
    const { session_uuid } = await requestCode('+79110000005');
    const code = await lastCode(t.db, '+79110000005');
    await t.db
      .updateTable('otpCodes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('uuid', '=', session_uuid)
      .execute();
    const res = await post('/api/auth/send-code', { session_uuid, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'Срок действия кода истёк, запросите новый код',
    });
  });

  it('five wrong tries burn the code: the sixth is refused even when right', async () => {
    await freshUser('+79110000006');
    const { session_uuid } = await requestCode('+79110000006');
    const code = await lastCode(t.db, '+79110000006');
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('/api/auth/send-code', { session_uuid, code: wrong })).json().code);
    expect(answers).toEqual(['BAD_CODE', 'BAD_CODE', 'BAD_CODE', 'BAD_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
    const sixth = await post('/api/auth/send-code', { session_uuid, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('a new code at most once per 60 s per phone (429)', async () => {
    await freshUser('+79110000007');
    await requestCode('+79110000007');
    const res = await post('/api/user/phone/check', { phone: '+79110000007' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RESEND_TOO_EARLY');
    expect(res.json().detail.retryAfterSeconds).toBeGreaterThan(50);
    expect(res.headers['retry-after']).toBe(String(res.json().detail.retryAfterSeconds));
  });

  it('the pause between codes is per address: someone else asking does not hold the owner up', async () => {
    await freshUser('+79110000009');
    expect((await post('/api/user/phone/check', { phone: '+79110000009' }, '10.66.0.1')).statusCode).toBe(
      200,
    );
    expect((await post('/api/user/phone/check', { phone: '+79110000009' }, '10.77.0.1')).statusCode).toBe(
      200,
    );
  });

  it('an unknown phone gets the same answer and no SMS', async () => {
    const res = await post('/api/user/phone/check', { phone: '+79990001122' });
    expect(res.statusCode).toBe(200);
    const sent = await t.db
      .selectFrom('outboxMessages')
      .select('uuid')
      .where('recipient', '=', '+79990001122')
      .execute();
    expect(sent).toHaveLength(0);
  });

  it('a malformed phone is a 400 with a Russian message', async () => {
    const res = await post('/api/user/phone/check', { phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Введите номер телефона в формате +7 ### ###-##-##');
  });

  it('a deactivated user cannot log in and loses every live session', async () => {
    await freshUser('+79110000008');
    const { session_uuid } = await requestCode('+79110000008');
    const tokens = (
      await post('/api/auth/send-code', { session_uuid, code: await lastCode(t.db, '+79110000008') })
    ).json();
    await t.db.updateTable('users').set({ active: false }).where('phone', '=', '+79110000008').execute();
    const me = await as(t.app, tokens)({ method: 'GET', url: '/api/auth/logout' });
    expect(me.statusCode).toBe(401);
    const again = await post('/api/user/phone/check', { phone: '+79110000008' });
    expect(again.statusCode).toBe(429); // resend window still applies; and no SMS is sent to a deactivated user
    const refresh = await post('/api/user/login/refresh', { refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('per IP: answers 429 with a Russian message once the minute is full', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: 3, OTP_RESEND_SECONDS: 0 });
    try {
      freezeClock();
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/phone/check',
          payload: { phone: `+7912000000${i}` },
          remoteAddress: '10.9.9.9',
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toBe('Слишком много запросов, попробуйте позже');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('per phone: codes are limited per hour; a refused early resend does not count', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PHONE_PER_HOUR: 2, OTP_RESEND_SECONDS: 60 });
    try {
      freezeClock();
      const phone = '+79130000001';
      const ask = () =>
        limited.app.inject({ method: 'POST', url: '/api/user/phone/check', payload: { phone } });
      // the pause between codes is over: the codes so far are moved an hour minus a minute back
      const pauseOver = () =>
        limited.db
          .updateTable('otpCodes')
          .set({ createdAt: new Date(Date.now() - 120_000) })
          .where('phone', '=', phone)
          .execute();
      expect((await ask()).statusCode).toBe(200);
      const early = await ask();
      expect(early.json().code).toBe('RESEND_TOO_EARLY');
      await pauseOver();
      expect((await ask()).statusCode).toBe(200);
      await pauseOver();
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('TOO_MANY_REQUESTS');
      const codes = await limited.db
        .selectFrom('otpCodes')
        .select('uuid')
        .where('phone', '=', phone)
        .execute();
      expect(codes).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('per IP: a refused phone check stores no code and sends no SMS', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IP_PER_MINUTE: 1 });
    try {
      freezeClock();
      const phone = DEMO.phones.farmer;
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/phone/check',
          payload: { phone },
          remoteAddress: '10.9.9.8',
        });
      expect((await ask()).statusCode).toBe(200);
      await limited.db.deleteFrom('otpCodes').where('phone', '=', phone).execute();
      expect((await ask()).statusCode).toBe(429);
      const codes = await limited.db
        .selectFrom('otpCodes')
        .select('uuid')
        .where('phone', '=', phone)
        .execute();
      expect(codes).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it('per phone: password guesses are limited', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PHONE_PER_HOUR: 2 });
    try {
      freezeClock();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: DEMO.phones.farmer, password: 'wrong' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('password login', () => {
  it('answers tokens for the demo password and refuses a wrong one', async () => {
    expect((await login(t.app, DEMO.phones.admin)).access_token).toBeTruthy();
    const res = await post('/api/auth/login', { phone: DEMO.phones.admin, password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Неверный номер телефона или пароль');
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old refresh token is spent', async () => {
    const first = await login(t.app, DEMO.phones.kolosYugManager);
    const res = await post('/api/user/login/refresh', first);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await post('/api/auth/refresh', second)).statusCode).toBe(200);
  });

  // The grace is over: the token was spent longer ago than REFRESH_REUSE_GRACE_SECONDS.
  const graceOver = (tokens: { refresh_token: string }) =>
    t.db
      .updateTable('refreshTokens')
      .set({ usedAt: new Date(Date.now() - (t.config.REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
      .where('tokenHash', '=', hashToken(tokens.refresh_token))
      .execute();

  it('a spent refresh token revokes its whole family', async () => {
    const first = await login(t.app, DEMO.phones.kolosYugManager);
    const second = (await post('/api/auth/refresh', first)).json();
    await graceOver(first);
    const replay = await post('/api/auth/refresh', first);
    expect(replay.statusCode).toBe(401);
    // The thief's replay ended the login: the legitimate newer tokens are dead too.
    expect((await post('/api/auth/refresh', second)).statusCode).toBe(401);
    const me = await as(t.app, second)({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugManager}` });
    expect(me.statusCode).toBe(401);
  });

  it('a repeat within the grace answers the same refresh token and the login survives', async () => {
    const first = await login(t.app, DEMO.phones.kolosYugManager);
    const second = await post('/api/auth/refresh', first);
    const repeat = await post('/api/auth/refresh', first);
    expect([second.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.json().refresh_token).toBe(second.json().refresh_token);
    const me = await as(
      t.app,
      repeat.json(),
    )({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugManager}` });
    expect(me.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', second.json())).statusCode).toBe(200);
  });

  it('a repeat after the successor was spent revokes the family, grace or not', async () => {
    const first = await login(t.app, DEMO.phones.kolosYugManager);
    const second = (await post('/api/auth/refresh', first)).json();
    const third = (await post('/api/auth/refresh', second)).json();
    expect((await post('/api/auth/refresh', first)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', third)).statusCode).toBe(401);
  });

  it('64 parallel refreshes of one token all get the same pair and the login survives', async () => {
    const first = await login(t.app, DEMO.phones.kolosYugManager);
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) => post('/api/auth/refresh', first, `10.1.0.${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(64).fill(200));
    const tokens = new Set(answers.map((a) => a.json().refresh_token));
    expect(tokens.size).toBe(1);
    const latest = answers[63]!.json();
    const me = await as(t.app, latest)({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugManager}` });
    expect(me.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', latest)).statusCode).toBe(200);
  });

  it('stores refresh tokens hashed', async () => {
    const tokens = await login(t.app, DEMO.phones.farmer);
    const found = await t.db
      .selectFrom('refreshTokens')
      .select('tokenHash')
      .where('tokenHash', '=', tokens.refresh_token)
      .execute();
    expect(found).toHaveLength(0);
  });
});

describe('logout and guard', () => {
  it('logout revokes the session', async () => {
    const tokens = await login(t.app, DEMO.phones.farmer);
    expect((await as(t.app, tokens)({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect(
      (await as(t.app, tokens)({ method: 'GET', url: `/api/user/${DEMO.users.farmer}` })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/refresh', tokens)).statusCode).toBe(401);
  });

  it('401 without a token, with a Russian message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${DEMO.users.farmer}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Требуется вход в систему', code: 'UNAUTHORIZED' });
  });

  it('401 with a forged token', async () => {
    const res = await as(t.app, 'eyJhbGciOiJIUzI1NiJ9.e30.abc')({ method: 'GET', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });

  it('a farmer cannot read another user (404, nothing leaks)', async () => {
    const tokens = await login(t.app, DEMO.phones.farmer);
    const res = await as(t.app, tokens)({ method: 'GET', url: `/api/user/${DEMO.users.kolosYugSuper}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('one-time login link', () => {
  it('gives a restricted registration session, once', async () => {
    const { issueOnetimeToken } = await import('./service');
    const token = await issueOnetimeToken(t.app.deps, DEMO.users.farmer, 'registration', 3600);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${token}` });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(payload.scope).toBe('registration');
    // used: 410 with the support phone (issue 19)
    expect((await t.app.inject({ method: 'GET', url: `/api/user/login/onetime/${token}` })).statusCode).toBe(
      410,
    );
  });
});
