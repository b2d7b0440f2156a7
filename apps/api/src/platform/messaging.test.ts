import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastCode, type TestApp } from '../../test/harness';
import { eventually } from '../../test/eventually';
import { ranAll } from './jobs/testing';

/** An SMS gateway that holds its first call until released and answers it 500, then 200. */
function flakyGateway() {
  const calls: { key: string | undefined; body: { to: string; text: string } }[] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then(async (body) => {
      calls.push({ key: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(body) });
      if (calls.length === 1) {
        await held;
        res.writeHead(500).end();
      } else res.writeHead(200).end('{}');
    });
  });
  return { server, calls, release };
}

const gateway = flakyGateway();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => gateway.server.listen(0, '127.0.0.1', r));
  const { port } = gateway.server.address() as AddressInfo;
  t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms` });
});
afterAll(async () => {
  gateway.release();
  await t.close();
  await new Promise((r) => gateway.server.close(r));
});

const outboxRow = (to: string) =>
  t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

describe('SMS through the outbox and the sender job (ADR 0060)', () => {
  it('a failing gateway never holds the login; the code is delivered on a retry, exactly once', async () => {
    const phone = '+79000000003';
    const res = await t.app.inject({ method: 'POST', url: '/api/user/phone/check', payload: { phone } });
    expect(res.statusCode).toBe(200);
    // The request has answered; the row is written with the code in it…
    const code = await lastCode(t.db, phone);
    expect(code).toMatch(/^\d{6}$/);
    // …and the gateway still holds the first delivery.
    await eventually(() => gateway.calls.length === 1);
    expect((await outboxRow(phone)).status).toBe('sending');
    gateway.release();
    await eventually(async () => (await outboxRow(phone)).status === 'sent', { timeoutMs: 20_000 });
    // its delivery job has completed: nothing is left to call the gateway once more
    await ranAll(t.db, t.app.deps.jobs.schema, 'messaging.deliver');
    expect(gateway.calls.length).toBe(2);
    const [first, second] = gateway.calls;
    expect(second!.body).toEqual({ to: phone, text: expect.stringContaining(code) });
    expect(second!.key).toBe(first!.key);
    const row = await outboxRow(phone);
    expect(row).toMatchObject({ attempts: 2, status: 'sent', lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  }, 40_000);

  it('the same idempotency key queues one message', async () => {
    const to = '+79115550002';
    for (let i = 0; i < 2; i++) {
      await t.db
        .transaction()
        .execute((trx) => t.app.deps.sms.send(trx, { to, text: 'once', idempotencyKey: 'test:once' }));
    }
    const rows = await t.db.selectFrom('outboxMessages').select('uuid').where('recipient', '=', to).execute();
    expect(rows.length).toBe(1);
  });
});

describe('the dev outbox provider', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(() => dev.close());

  it('the code is listed the moment the request answers, and the job marks it sent', async () => {
    const phone = '+79000000002';
    const res = await dev.app.inject({ method: 'POST', url: '/api/user/phone/check', payload: { phone } });
    expect(res.statusCode).toBe(200);
    const listed = await dev.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
    });
    expect(listed.json()[0].code).toMatch(/^\d{6}$/);
    await eventually(async () => {
      const row = await dev.db
        .selectFrom('outboxMessages')
        .select('status')
        .where('recipient', '=', phone)
        .executeTakeFirstOrThrow();
      return row.status === 'sent';
    });
  });

  it('a burst of messages is delivered in batches, each once', async () => {
    const to = (i: number) => `+7911555${String(i).padStart(4, '0')}`;
    await dev.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) await dev.app.deps.sms.send(trx, { to: to(i), text: `burst ${i}` });
    });
    const burst = () =>
      dev.db
        .selectFrom('outboxMessages')
        .select(['status', 'attempts'])
        .where('text', 'like', 'burst %')
        .execute();
    await eventually(async () => (await burst()).every((r) => r.status === 'sent'));
    const rows = await burst();
    expect(rows.length).toBe(30);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
