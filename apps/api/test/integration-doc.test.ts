import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_DEMO } from '../src/seed/40-places';
import { createTestApp, DEMO, type TestApp } from './harness';

/*
 * docs/integration.md (issue 32 point 8): its shell lines, run as a partner would run them,
 * against a listening server and a webhook receiver of the test's own.
 */
const DOC = fileURLToPath(new URL('../../../docs/integration.md', import.meta.url));

let t: TestApp;
let receiver: Server;
let base: string;
let receiverUrl: string;
const folder = mkdtempSync(path.join(tmpdir(), 'kolos-integration-'));

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The partner's system: keeps the raw body and the signature of the first delivery.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      writeFileSync(path.join(folder, 'signature'), String(req.headers['x-kolos-signature']), { flag: 'wx' });
      writeFileSync(path.join(folder, 'body.json'), Buffer.concat(chunks), { flag: 'wx' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/kolos`;
}, 120_000);
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

/** The doc's ```bash blocks, in order. */
const blocks = (): string[] =>
  [...readFileSync(DOC, 'utf8').matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!);

const day = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('.');

describe('docs/integration.md', () => {
  it('a key, a webhook, a deal by the key, the signed delivery checked with openssl, a payment file', async () => {
    const wheat = await t.db
      .selectFrom('cultures')
      .select('uuid')
      .where('alias', '=', 'wheat-3')
      .executeTakeFirstOrThrow();
    const [key, webhook, deal, verify, payments, ...rest] = blocks();
    expect(rest).toEqual([]);
    // Between the deal and the check the receiver has been called: the test waits for its file.
    const script = [
      'set -euo pipefail',
      key,
      webhook,
      deal,
      'for i in $(seq 100); do [ -s body.json ] && break; sleep 0.1; done',
      'SIGNATURE=$(cat signature)',
      verify,
      payments,
    ].join('\n');
    const run = await promisify(execFile)('bash', ['-c', script], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        KOLOS: base,
        PHONE: DEMO.phones.kolosYugSuper,
        PASSWORD: 'Kolos2026!',
        RECEIVER: receiverUrl,
        POINT: PLACES_DEMO.elevators.tikhoretsk,
        PRODUCT: wheat.uuid,
        FARMER: DEMO.companies.rassvet,
        FARM: PLACES_DEMO.shippingPoints.rassvetTok,
        FROM: day(5),
        TO: day(14),
        // «Нива»: her demo trucks left to settle outweigh no advance (docs/settlement.md «Demo»)
        PAYEE: DEMO.companies.niva,
      },
    });
    const lines = run.stdout.trim().split('\n');
    const dealUuid = lines[0]!.replace('сделка ', '');
    expect(dealUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.slice(1, 3)).toEqual(['подпись верна', `task.changed ${dealUuid} INACTIVE`]);
    expect(lines[3]).toMatch(/^к оплате [1-9]\d* коп\.$/);
    expect(lines[4]).toBe('1CClientBankExchange');
    expect(lines).toHaveLength(5);
  }, 60_000);
});
