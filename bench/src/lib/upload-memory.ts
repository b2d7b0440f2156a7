import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { passwordLogin, rssMb, startApiServer } from './server';

const GB = 1024 ** 3;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);
const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
/** The budget of ADR 0061: a 1 GB upload may raise the server's resident memory by less than this. */
export const UPLOAD_RSS_BUDGET_MB = 100;

export interface UploadMemoryResult {
  bytes: number;
  seconds: number;
  mbPerSecond: number;
  baselineRssMb: number;
  peakRssMb: number;
  riseMb: number;
  status: number;
}

/** Sends `bytes` of a PDF-headed body as one multipart file over real HTTP, with backpressure. */
function uploadGenerated(base: string, token: string, bytes: number): Promise<number> {
  const boundary = `kolosbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${base}/docs/file/upload`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + bytes + tail.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    let left = bytes - PDF_HEAD.length;
    req.write(head);
    req.write(PDF_HEAD);
    const pump = () => {
      while (left > 0) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

/**
 * `npm run bench -- --only upload`: a started server (fresh PGlite in a temporary DATA_DIR,
 * local disk storage) takes a 1 GB upload; its RSS is sampled every 50 ms. Fails when the rise
 * over the idle server is not below the budget.
 */
export async function runUploadMemory(bytes = GB): Promise<UploadMemoryResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-bench-upload-'));
  const server = await startApiServer({ dataDir }, { SEED_DEMO: 'true' });
  try {
    const token = (await passwordLogin(server.base, '+79000000002')).access_token;
    // warm: the route, the multipart parser and file-type are loaded by a small upload first
    await uploadGenerated(server.base, token, 64 * 1024);
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    const started = performance.now();
    const status = await uploadGenerated(server.base, token, bytes);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      bytes,
      seconds: Math.round(seconds * 10) / 10,
      mbPerSecond: Math.round(bytes / 1024 ** 2 / seconds),
      baselineRssMb: Math.round(baseline),
      peakRssMb: Math.round(peak),
      riseMb: Math.round(peak - baseline),
      status,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the scenario, prints it and throws when the upload failed or broke the budget. */
export async function uploadMemoryScenario(): Promise<UploadMemoryResult> {
  const r = await runUploadMemory();
  console.log(
    `загрузка 1 ГБ: HTTP ${r.status}, ${r.seconds} с (${r.mbPerSecond} МБ/с); RSS ${r.baselineRssMb} → ` +
      `${r.peakRssMb} МБ, рост ${r.riseMb} МБ (порог < ${UPLOAD_RSS_BUDGET_MB} МБ)`,
  );
  if (r.status !== 200) throw new Error(`загрузка 1 ГБ: ответ ${r.status}`);
  if (r.riseMb >= UPLOAD_RSS_BUDGET_MB) throw new Error(`загрузка 1 ГБ: RSS вырос на ${r.riseMb} МБ`);
  return r;
}
