import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_MSG } from '@kolos/domain/files';
import { as, createTestApp, DEMO, login, type TestApp, type Tokens } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { multipartBody, SAMPLES } from './fixtures';

let t: TestApp;
let dataDir: string;
let farmer: Tokens;
let purchaser: Tokens;
let colleague: Tokens;
let stranger: Tokens;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kolos-files-'));
  t = await createTestApp({ DATA_DIR: dataDir, MAX_UPLOAD_BYTES: 64 * 1024 });
  farmer = await login(t.app, DEMO.phones.farmer);
  purchaser = await login(t.app, DEMO.phones.kolosYugSuper);
  colleague = await login(t.app, DEMO.phones.kolosYugManager);
  stranger = await login(t.app, DEMO.phones.agroCenterSuper);
}, 60_000);
afterAll(() => t.close());

/** Every stored object under DATA_DIR/files (the storage makes year/month folders). */
const storedObjects = (): string[] => {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
};

const rowsOf = async (user: string) =>
  (await t.db.selectFrom('files').select('uuid').where('ownerUserUuid', '=', user).execute()).length;

async function upload(tokens: Tokens, files: Parameters<typeof multipartBody>[0]) {
  const body = await multipartBody(files);
  return as(t.app, tokens)({ method: 'POST', url: '/api/docs/file/upload', ...body });
}

describe('POST /api/docs/file/upload', () => {
  it.each([
    ['pdf', 'Договор.pdf', 'application/pdf'],
    ['jpg', 'фото поля.jpg', 'image/jpeg'],
    ['png', 'скан.png', 'image/png'],
  ] as const)('stores a %s and answers {uuid, url, name, size, type}', async (kind, name, type) => {
    const res = await upload(farmer, [{ name, bytes: SAMPLES[kind] }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name, size: SAMPLES[kind].length, type });
    expect(body.url).toMatch(new RegExp(`^/api/docs/file/${body.uuid}/download\\?expires=\\d+&signature=`));
    const download = await t.app.inject({ method: 'GET', url: body.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES[kind])).toBe(true);
    expect(download.headers['content-type']).toBe(type);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('judges by content, not by name: PNG bytes named .pdf are a PNG, named scan.png', async () => {
    const res = await upload(farmer, [{ name: 'scan.pdf', bytes: SAMPLES.png, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'image/png', name: 'scan.png' });
  });

  it('stores and sends a PDF named x.html as x.pdf (issue 28 point 6)', async () => {
    const res = await upload(farmer, [{ name: 'x.html', bytes: SAMPLES.pdf, type: 'text/html' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'application/pdf', name: 'x.pdf' });
    const download = await t.app.inject({ method: 'GET', url: res.json<{ url: string }>().url });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
    );
  });

  it.each([
    ['an exe named .pdf', 'invoice.pdf', SAMPLES.exe],
    ['a zip named .jpg', 'photo.jpg', SAMPLES.zip],
    ['plain text', 'notes.png', Buffer.from('just some text, no magic bytes at all')],
  ])('refuses %s with 400 and keeps nothing', async (_what, name, bytes) => {
    const before = storedObjects().length;
    const rows = await rowsOf(DEMO.users.farmer);
    const res = await upload(farmer, [{ name, bytes }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MSG.badType);
    expect(storedObjects().length).toBe(before);
    expect(await rowsOf(DEMO.users.farmer)).toBe(rows);
  });

  it('refuses a file over MAX_UPLOAD_BYTES with SPEC 9 413 and keeps nothing', async () => {
    const before = storedObjects().length;
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(64 * 1024)]);
    const res = await upload(farmer, [{ name: 'big.pdf', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Размер загружаемых файлов не должен превышать 1 Гб');
    expect(storedObjects().length).toBe(before);
  });

  it('refuses by Content-Length before reading a body that cannot fit', async () => {
    const res = await as(
      t.app,
      farmer,
    )({
      method: 'POST',
      url: '/api/docs/file/upload',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
      payload: Buffer.alloc(10 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(FILE_MSG.tooLarge);
  });

  it('accepts a file of exactly MAX_UPLOAD_BYTES', async () => {
    const exact = Buffer.concat([SAMPLES.pdf, Buffer.alloc(64 * 1024 - SAMPLES.pdf.length)]);
    const res = await upload(farmer, [{ name: 'exact.pdf', bytes: exact }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().size).toBe(64 * 1024);
  });

  it('refuses a request without a file, and a second file, with 400', async () => {
    const none = await multipartBody([], { comment: 'no file here' });
    const noFile = await as(t.app, farmer)({ method: 'POST', url: '/api/docs/file/upload', ...none });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(FILE_MSG.noFile);
    const json = await as(t.app, farmer)({ method: 'POST', url: '/api/docs/file/upload', payload: {} });
    expect(json.statusCode).toBe(400);
    const before = storedObjects().length;
    const two = await upload(farmer, [
      { name: 'a.pdf', bytes: SAMPLES.pdf },
      { name: 'b.pdf', bytes: SAMPLES.pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(FILE_MSG.oneFile);
    expect(storedObjects().length).toBe(before);
  });

  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini', 'win.pdf'],
    ['bad\u0007na\u0000me\u202Efdp.png', 'badnamefdp.png'],
    ['  ...  ', 'file.pdf'],
    ['a<b>c:d|e?.pdf', 'a_b_c_d_e_.pdf'],
  ])('sanitises the name %j to %j', async (raw, shown) => {
    const bytes = shown.endsWith('.png') ? SAMPLES.png : SAMPLES.pdf;
    const res = await upload(farmer, [{ name: raw, bytes }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(shown);
    const row = await t.db
      .selectFrom('files')
      .select(['name', 'storageKey'])
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
  });

  it('answers 401 to a guest', async () => {
    const body = await multipartBody([{ name: 'a.pdf', bytes: SAMPLES.pdf }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/docs/file/upload', ...body });
    expect(res.statusCode).toBe(401);
  });

  it('leaves no object and no row when the client goes away mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = storedObjects().length;
    const rows = await rowsOf(DEMO.users.farmer);
    const boundary = 'kolosboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/docs/file/upload',
      headers: {
        authorization: `Bearer ${farmer.access_token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(60 * 1024),
      },
    });
    req.on('error', () => undefined); // the test drops it
    req.write(Buffer.concat([head, SAMPLES.pdf, Buffer.alloc(30 * 1024)]));
    // the server has opened the object and is writing it when the connection drops
    await eventually(() => storedObjects().length > before);
    req.destroy();
    await eventually(() => expect(storedObjects()).toHaveLength(before));
    expect(await rowsOf(DEMO.users.farmer)).toBe(rows);
    // the same file sent whole is stored, and nothing of the cut one came back meanwhile
    expect((await upload(farmer, [{ name: 'cut.pdf', bytes: SAMPLES.pdf }])).statusCode).toBe(200);
    expect(storedObjects()).toHaveLength(before + 1);
  });
});

describe('POST /api/docs/file/upload with an Idempotency-Key (issue 29 point 18, ADR 0099)', () => {
  const keyed = async (tokens: Tokens, key: string) => {
    const body = await multipartBody([{ name: 'ттн.jpg', bytes: SAMPLES.jpg }]);
    return as(
      t.app,
      tokens,
    )({
      method: 'POST',
      url: '/api/docs/file/upload',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': key },
    });
  };

  it('a repeat answers the first file; racing repeats store one file and one object', async () => {
    const rows = await rowsOf(DEMO.users.farmer);
    const objects = storedObjects().length;
    const first = await keyed(farmer, 'trip-page-1111');
    const again = await keyed(farmer, 'trip-page-1111');
    expect(again.json<{ uuid: string }>().uuid).toBe(first.json<{ uuid: string }>().uuid);
    const racing = await Promise.all(Array.from({ length: 5 }, () => keyed(farmer, 'trip-page-2222')));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(racing.map((r) => r.json<{ uuid: string }>().uuid)).size).toBe(1);
    expect(await rowsOf(DEMO.users.farmer)).toBe(rows + 2);
    await eventually(() => expect(storedObjects()).toHaveLength(objects + 2));
  });

  it("a key is the user's own: another user's same key stores his own file", async () => {
    const mine = await keyed(farmer, 'shared-key-3333');
    const theirs = await keyed(purchaser, 'shared-key-3333');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<{ uuid: string }>().uuid).not.toBe(mine.json<{ uuid: string }>().uuid);
  });

  it('a repeat after the file was deleted: 404, nothing stored again', async () => {
    const first = await keyed(farmer, 'deleted-4444');
    await as(
      t.app,
      farmer,
    )({ method: 'DELETE', url: `/api/docs/file/${first.json<{ uuid: string }>().uuid}` });
    const rows = await rowsOf(DEMO.users.farmer);
    const again = await keyed(farmer, 'deleted-4444');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(FILE_MSG.notFound);
    expect(await rowsOf(DEMO.users.farmer)).toBe(rows);
  });
});

describe('links', () => {
  let own: { uuid: string; url: string };
  beforeAll(async () => {
    own = (await upload(purchaser, [{ name: 'акт.pdf', bytes: SAMPLES.pdf }])).json();
  });

  it('gives a fresh link to the uploader and their company, 404 to another company', async () => {
    for (const who of [purchaser, colleague]) {
      const res = await as(t.app, who)({ method: 'GET', url: `/api/docs/file/${own.uuid}` });
      expect(res.statusCode).toBe(200);
      const download = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(download.statusCode).toBe(200);
    }
    for (const who of [stranger, farmer]) {
      const res = await as(t.app, who)({ method: 'GET', url: `/api/docs/file/${own.uuid}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FILE_MSG.notFound);
    }
    const guest = await t.app.inject({ method: 'GET', url: `/api/docs/file/${own.uuid}` });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a forged, cut or expired link with 403', async () => {
    const url = new URL(own.url, 'http://x');
    const sig = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    // another first character: it carries six whole bits (the last one only four, and 'AA' at
    // the end was once the signature itself)
    const forged = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const tries = [
      `${url.pathname}?expires=${expires}&signature=${forged}`,
      `${url.pathname}?expires=${expires + 3600}&signature=${sig}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}`,
      `/api/docs/file/${DEMO.users.farmer}/download?expires=${expires}&signature=${sig}`,
    ];
    for (const u of tries) {
      const res = await t.app.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(403);
      expect(res.json().message).toBe(FILE_MSG.linkExpired);
    }
  });

  it('refuses a link past its time', async () => {
    const short = await createTestApp({ DATA_DIR: dataDir, FILE_LINK_TTL_SECONDS: 10 });
    try {
      const tokens = await login(short.app, DEMO.phones.farmer);
      const body = await multipartBody([{ name: 'a.pdf', bytes: SAMPLES.pdf }]);
      const up = await as(short.app, tokens)({ method: 'POST', url: '/api/docs/file/upload', ...body });
      const url = up.json().url as string;
      expect((await short.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
      try {
        const late = await short.app.inject({ method: 'GET', url });
        expect(late.statusCode).toBe(403);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  }, 60_000);

  it('lets only the uploader delete, and then the link answers 404', async () => {
    const mine = (await upload(purchaser, [{ name: 'x.pdf', bytes: SAMPLES.pdf }])).json();
    const colleagueTry = await as(t.app, colleague)({ method: 'DELETE', url: `/api/docs/file/${mine.uuid}` });
    expect(colleagueTry.statusCode).toBe(404);
    const strangerTry = await as(t.app, stranger)({ method: 'DELETE', url: `/api/docs/file/${mine.uuid}` });
    expect(strangerTry.statusCode).toBe(404);
    const before = storedObjects().length;
    const del = await as(t.app, purchaser)({ method: 'DELETE', url: `/api/docs/file/${mine.uuid}` });
    expect(del.statusCode).toBe(200);
    expect(storedObjects().length).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(404);
  });
});
