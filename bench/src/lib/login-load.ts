import pg from 'pg';
import { latencyOf, round, type Latency } from './stats';

export interface LoginLoadResult extends Latency {
  concurrency: number;
  loginsPerSecond: number;
  completed: number;
  failed: number;
}

/** The i-th person's own address (10.0.0.0/8), as a load balancer passes it on in X-Forwarded-For. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function post(url: string, body: unknown, ip: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/**
 * The code login as a person does it, over distinct phones: phone check, the code the SMS got,
 * send-code. autocannon replays fixed requests, so this scenario has its own loop of
 * `concurrency` workers; a login's latency is the whole round trip. Each person comes from their
 * own address behind the load balancer (the server runs with TRUST_PROXY), so the per-IP limits
 * stay at their defaults. `readCode` plays the person's phone: it reads what the SMS outbox got.
 */
export async function runLoginLoad(
  base: string,
  phones: string[],
  concurrency: number,
  seconds: number,
  readCode: (phone: string) => Promise<string | null | undefined>,
): Promise<LoginLoadResult> {
  const samples: number[] = [];
  let failed = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (Date.now() < deadline && next < phones.length) {
      const person = next++;
      const phone = phones[person]!;
      const ip = addressOf(person);
      const t0 = performance.now();
      const check = await post(`${base}/user/phone/check`, { phone }, ip);
      if (check.status !== 200) {
        failed++;
        continue;
      }
      const code = await readCode(phone);
      const done = await post(
        `${base}/auth/send-code`,
        { session_uuid: check.json.session_uuid, code, fingerprint: 'bench' },
        ip,
      );
      if (done.status === 200) samples.push(performance.now() - t0);
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const l = latencyOf(samples);
  return {
    concurrency,
    loginsPerSecond: round(samples.length / elapsed),
    completed: samples.length,
    failed,
    p50: round(l.p50),
    p95: round(l.p95),
    p99: round(l.p99),
  };
}

/** The phone's last code as the dev outbox endpoint shows it (PGlite: the database lives in the server). */
export const codeFromOutboxEndpoint = (base: string) => async (phone: string) => {
  const outbox = await fetch(`${base}/dev/outbox?phone=${encodeURIComponent(phone)}`);
  return ((await outbox.json()) as { code: string | null }[])[0]?.code;
};

/** The phone's last code read from the outbox table directly (PostgreSQL): no HTTP on the server's CPU. */
export function codeFromOutboxTable(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    read: async (phone: string) =>
      (
        await pool.query<{ code: string | null }>(
          'select code from outbox_messages where recipient = $1 order by created_at desc limit 1',
          [phone],
        )
      ).rows[0]?.code,
    close: () => pool.end(),
  };
}
