import autocannon from 'autocannon';
import { latencyOf, round, type Latency } from './stats';

export interface HttpRequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

/** One request of a scenario sent by many people: whose token, from which address, what body. */
export interface PersonRequest {
  token: string;
  ip: string;
  body: unknown;
}

export interface LoadResult extends Latency {
  connections: number;
  rps: number;
  requests: number;
  errors: number;
}

/**
 * Runs one scenario with autocannon for `seconds` at `connections`, recording every response's
 * latency so p95 is exact (autocannon's own summary stops at p97.5). Several servers (`--api`, the
 * scale-out try): the connections are shared out among them and the latencies pooled.
 */
export async function runLoad(
  servers: readonly string[],
  token: string,
  spec: HttpRequestSpec,
  connections: number,
  seconds: number,
  next?: () => PersonRequest,
): Promise<LoadResult> {
  const bases = servers.slice(0, connections);
  const parts = await Promise.all(
    bases.map((base, i) =>
      runLoadOn(base, token, spec, Math.ceil((connections - i) / bases.length), seconds, next),
    ),
  );
  const samples = parts.flatMap((p) => p.samples);
  return {
    connections,
    rps: round(parts.reduce((sum, p) => sum + p.rps, 0)),
    requests: samples.length,
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
    ...mapLatency(latencyOf(samples)),
  };
}

async function runLoadOn(
  baseUrl: string,
  token: string,
  spec: HttpRequestSpec,
  connections: number,
  seconds: number,
  /** Each request's sender and body (offer placement); absent: the spec's body with `token`. */
  next?: () => PersonRequest,
): Promise<LoadResult & { samples: number[] }> {
  const samples: number[] = [];
  let errors = 0;
  let finish!: (r: autocannon.Result) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl + spec.path,
      method: spec.method,
      connections,
      duration: seconds,
      headers: {
        authorization: `Bearer ${token}`,
        // what every browser sends: big answers travel compressed (apps/api/src/app.ts)
        'accept-encoding': 'gzip, deflate, br',
        ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      ...(next
        ? {
            requests: [
              {
                method: spec.method,
                path: new URL(baseUrl + spec.path).pathname,
                setupRequest: (req: autocannon.Request) => {
                  const r = next();
                  return {
                    ...req,
                    headers: {
                      ...req.headers,
                      authorization: `Bearer ${r.token}`,
                      'content-type': 'application/json',
                      'x-forwarded-for': r.ip,
                    },
                    body: JSON.stringify(r.body),
                  };
                },
              },
            ],
          }
        : {}),
    },
    (err, result) => (err ? fail(err) : finish(result)),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 400) errors++;
    samples.push(responseTime);
  });
  const result = await done;
  return {
    connections,
    rps: round(result.requests.average),
    requests: samples.length,
    errors: errors + result.errors + result.timeouts,
    ...mapLatency(latencyOf(samples)),
    samples,
  };
}

const mapLatency = (l: Latency): Latency => ({ p50: round(l.p50), p95: round(l.p95), p99: round(l.p99) });
