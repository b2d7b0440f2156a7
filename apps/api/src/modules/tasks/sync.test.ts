import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToRuDate } from '@kolos/domain/contracts';
import { pointDate } from '@kolos/domain/queue';
import { TASK_MSG } from '@kolos/domain/tasks';
import { as, createTestApp, DEMO, login, type TestApp } from '../../../test/harness';
import { PLACES_DEMO } from '../../seed/40-places';
import { eventually } from '../../../test/eventually';
import { OFFSET } from '../../../test/queue';
import { markForSync } from './queries';
import { deliver, SIGNATURE_HEADER, syncTask, type SyncPayload } from './sync';

/*
 * The sync against a real HTTP receiver started here (issue 17 point 7). The receiver checks the
 * signature itself, with node:crypto and the secret the settings answered — as a purchaser's
 * system would — and answers as each test tells it.
 */
type Mode = 'ok' | 'fail-once' | 'hang';
let mode: Mode = 'ok';
let receiverSecret = '';
const received: { payload: SyncPayload; signatureValid: boolean }[] = [];

function verify(header: string | undefined, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  // a delivery older than five minutes is a replay
  if (Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const expected = createHmac('sha256', receiverSecret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

function receive(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    const signatureValid = verify(req.headers[SIGNATURE_HEADER] as string | undefined, raw);
    received.push({ payload: JSON.parse(raw) as SyncPayload, signatureValid });
    if (mode === 'hang') return;
    if (!signatureValid) return void res.writeHead(401).end();
    if (mode === 'fail-once') {
      mode = 'ok';
      return void res.writeHead(500).end();
    }
    res.writeHead(200).end('{}');
  });
}

let t: TestApp;
let server: Server;
let kolos: ReturnType<typeof as>;
let wheat: string;

/**
 * A day `n` days after the point's today, DD.MM.YYYY: the deal lies ahead of the run whenever it
 * runs (fixed December dates could no longer be activated after them — found at 31.12 23:30 МСК).
 */
const pointDay = (n: number) => isoToRuDate(pointDate(new Date(Date.now() + n * 86_400_000), OFFSET));

const body = () => ({
  aggregatorLocationUuid: PLACES_DEMO.elevators.tikhoretsk,
  productUuid: wheat,
  farmerCompanyUuid: DEMO.companies.rassvet,
  deliveryType: 'SELLER',
  deliveryDateStart: pointDay(1),
  deliveryDateEnd: pointDay(5),
  quantity: 100,
  price: 15000,
  humidity: 14,
});
const task = async (uuid: string) =>
  t.db.selectFrom('tasks').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
async function create() {
  const res = await kolos({ method: 'POST', url: '/api/personal/offers/task', payload: body() });
  expect(res.statusCode).toBe(200);
  return res.json<{ uuid: string; syncStatus: string }>();
}
const lastAttempt = { id: 'test', retryCount: 5, retryLimit: 5, lastAttempt: true };

beforeAll(async () => {
  server = createServer(receive);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  kolos = as(t.app, await login(t.app, DEMO.phones.kolosYugSuper));
  wheat = (
    await t.db.selectFrom('cultures').select('uuid').where('alias', '=', 'wheat-3').executeTakeFirstOrThrow()
  ).uuid;
  const { port } = server.address() as AddressInfo;
  const set = await kolos({
    method: 'PUT',
    url: '/api/user/personal/task-webhook',
    payload: { url: `http://127.0.0.1:${port}/kolos` },
  });
  receiverSecret = set.json<{ secret: string }>().secret;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

describe('task sync to the purchaser’s webhook', () => {
  it('a new task is PENDING, then sent signed, and SUCCESS', async () => {
    mode = 'ok';
    const created = await create();
    expect(created.syncStatus).toBe('PENDING');
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
    const delivery = received.find((r) => r.payload.task.uuid === created.uuid)!;
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.payload).toMatchObject({
      event: 'task.changed',
      version: 1,
      task: { status: 'INACTIVE' },
    });
    expect(await task(created.uuid)).toMatchObject({ syncAttempts: 1, syncError: null });
  });

  it('a 500 is retried with backoff, then SUCCESS', async () => {
    mode = 'fail-once';
    const created = await create();
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS', { timeoutMs: 20_000 });
    expect(await task(created.uuid)).toMatchObject({ syncAttempts: 2, syncError: null, status: 'INACTIVE' });
    expect(received.filter((r) => r.payload.task.uuid === created.uuid)).toHaveLength(2);
  });

  it('a timeout on the last try: FAILED, the task ERROR with the reason; «Повторить» sends it again', async () => {
    mode = 'ok';
    const created = await create();
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
    const activated = await kolos({ method: 'PUT', url: `/api/offers/task/${created.uuid}/status/activate` });
    expect(activated.statusCode, activated.body).toBe(200);
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
    mode = 'hang';
    const version = await markForSync(t.db, created.uuid);
    await expect(syncTask(t.app.deps, { taskUuid: created.uuid, version }, lastAttempt, 300)).rejects.toThrow(
      'Система закупщика не ответила за 0.3 с',
    );
    expect(await task(created.uuid)).toMatchObject({
      syncStatus: 'FAILED',
      status: 'ERROR',
      statusBeforeError: 'ACTIVE',
      syncError: 'Система закупщика не ответила за 0.3 с',
    });
    const card = (await kolos({ method: 'GET', url: `/api/offers/task/${created.uuid}` })).json();
    expect(card.history.at(-1)).toMatchObject({
      status: 'ERROR',
      reason: 'Система закупщика не ответила за 0.3 с',
      userName: null,
    });
    // ADR 0074: the sync job's move is the system's — no actor in the audit either.
    expect(
      await t.db
        .selectFrom('auditLog')
        .select(['actorUuid', 'detail'])
        .where('targetUuid', '=', created.uuid)
        .where('action', '=', 'task.status')
        .where(sql<boolean>`detail->>'to' = 'ERROR'`)
        .execute(),
    ).toEqual([
      {
        actorUuid: null,
        detail: { from: 'ACTIVE', to: 'ERROR', reason: 'Система закупщика не ответила за 0.3 с' },
      },
    ]);

    mode = 'ok';
    const retried = await kolos({ method: 'POST', url: `/api/offers/task/${created.uuid}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'ACTIVE', syncStatus: 'PENDING' });
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
  });

  it('the receiver refuses a delivery signed with another secret: the sync fails with its answer', async () => {
    mode = 'ok';
    const created = await create();
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
    const right = receiverSecret;
    receiverSecret = 'not-the-company-secret';
    try {
      const version = await markForSync(t.db, created.uuid);
      await expect(syncTask(t.app.deps, { taskUuid: created.uuid, version }, lastAttempt)).rejects.toThrow(
        'Система закупщика ответила кодом 401',
      );
    } finally {
      receiverSecret = right;
    }
    const last = received.filter((r) => r.payload.task.uuid === created.uuid).at(-1)!;
    expect(last.signatureValid).toBe(false);
    expect(await task(created.uuid)).toMatchObject({ syncStatus: 'FAILED', status: 'ERROR' });
  });

  it('a job for an older version gives way: nothing is sent, nothing is marked', async () => {
    mode = 'ok';
    const created = await create();
    await eventually(async () => (await task(created.uuid)).syncStatus === 'SUCCESS');
    const before = received.length;
    await syncTask(t.app.deps, { taskUuid: created.uuid, version: 0 }, lastAttempt);
    expect(received.length).toBe(before);
  });

  it('without WEBHOOK_ALLOW_PRIVATE a name that resolves inside the network is never reached', async () => {
    mode = 'ok';
    const before = received.length;
    const { port } = server.address() as AddressInfo;
    const payload = { event: 'task.deleted', version: 1, task: {} } as unknown as SyncPayload;
    await expect(deliver(`http://localhost:${port}/kolos`, 'secret', payload, 2000, false)).rejects.toThrow(
      TASK_MSG.webhookReserved,
    );
    expect(received.length).toBe(before);
  });
});
