import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MSG } from '@kolos/domain/files';
import { ApiError } from '../api/api-error';
import { NETWORK_ERROR_MESSAGE } from '../api/transport-errors';
import { pendingStore, type PendingRecord } from './pending-store';
import { createUploadQueue, RETRY_DELAYS_MS, UPLOAD_TEXT, type UploadQueue } from './upload-queue';
import type { UploadOptions } from './upload-file';

/*
 * Issue 29 point 18: "a failed upload on a bad connection is retried, not lost (kept in the browser
 * until sent)". The queue against a real IndexedDB implementation; the network is the `send` the
 * test answers (the e2e sends to the real server).
 */

/** One request on its way: the test answers it. */
interface Call {
  record: PendingRecord;
  options: UploadOptions;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}
let calls: Call[];
const send = (record: PendingRecord, options: UploadOptions) =>
  new Promise<unknown>((resolve, reject) => {
    calls.push({ record, options, resolve, reject });
    options.signal?.addEventListener('abort', () =>
      reject(new DOMException('Загрузка отменена', 'AbortError')),
    );
  });

let online = true;
const newQueue = () => createUploadQueue({ send, isOnline: () => online });
// Node's File: IndexedDB keeps its bytes as a browser keeps a photo's (jsdom's File does not clone).
const photo = (name = 'страница-1.jpg') =>
  new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' }) as unknown as File;
const TARGET = { scope: 'trip:slot-1:WAYBILL', path: '/docs/file/upload' };
const stored = async () => (await pendingStore.all()).map((r) => r.name).sort();
const settle = () => new Promise((r) => setTimeout(r, 0));
const network = () => new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });

beforeEach(async () => {
  calls = [];
  online = true;
  for (const r of await pendingStore.all()) await pendingStore.remove(r.id);
});
afterEach(() => vi.useRealTimers());

const statusOf = (queue: UploadQueue) => queue.itemsOf(TARGET.scope).map((i) => i.status);

describe('the upload queue', () => {
  it('keeps each page in the browser before sending it, under its own key, and drops it once sent', async () => {
    const queue = newQueue();
    await queue.add(TARGET, [photo('страница-1.jpg'), photo('страница-2.jpg')]);
    expect(await stored()).toEqual(['страница-1.jpg', 'страница-2.jpg']);
    expect(calls.map((c) => c.options.key)).toEqual(queue.itemsOf(TARGET.scope).map((i) => i.id));
    expect(new Set(calls.map((c) => c.options.key)).size).toBe(2);
    calls[0]!.options.onProgress?.(1, 2);
    expect(queue.itemsOf(TARGET.scope)[0]).toMatchObject({ status: 'sending', progress: 50 });
    calls[0]!.resolve({ uuid: 'file-1' });
    await settle();
    expect(await stored()).toEqual(['страница-2.jpg']);
    expect(statusOf(queue)).toEqual(['done', 'sending']);
  });

  it('after a reload takes up what was not sent, with the same key and bytes', async () => {
    const before = newQueue();
    await before.add(TARGET, [photo()]);
    const key = calls[0]!.options.key;
    calls = []; // the page is gone before the answer came
    const after = newQueue();
    await after.resume();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.key).toBe(key);
    expect(calls[0]!.record).toMatchObject({ name: 'страница-1.jpg', type: 'image/jpeg', path: TARGET.path });
    expect(calls[0]!.record.blob.size).toBe(4);
    expect(after.itemsOf(TARGET.scope)).toMatchObject([{ id: key, status: 'sending', size: 4 }]);
  });

  it('offline: waits, and sends when the browser comes back online', async () => {
    online = false;
    const queue = newQueue();
    await queue.resume();
    await queue.add(TARGET, [photo()]);
    expect(calls).toHaveLength(0);
    expect(statusOf(queue)).toEqual(['waiting']);
    expect(await stored()).toEqual(['страница-1.jpg']);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(1);
    expect(statusOf(queue)).toEqual(['sending']);
  });

  it.each([
    ['no answer', network()],
    ['a 500', new ApiError({ status: 500, message: 'Внутренняя ошибка сервера' })],
    ['a 503', new ApiError({ status: 503, message: 'Сервис недоступен' })],
    ['a 429', new ApiError({ status: 429, message: 'Слишком много запросов' })],
  ])('after %s: says it will retry, and does, with growing waits and the same key', async (_what, error) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = newQueue();
    await queue.add(TARGET, [photo()]);
    calls[0]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.itemsOf(TARGET.scope)[0]).toMatchObject({ status: 'failed' });
    expect(UPLOAD_TEXT.failed).toBe('Не отправлено — повторим автоматически');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(error);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(2); // the second wait is longer
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - RETRY_DELAYS_MS[0]);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.options.key)).size).toBe(1);
    expect(await stored()).toEqual(['страница-1.jpg']);
  });

  it.each([
    ['a wrong type (400)', 400, FILE_MSG.badType],
    ['too large (413)', 413, FILE_MSG.tooLarge],
    ['not his slot (404)', 404, 'Слот не найден'],
  ])("%s: the server's message, the page dropped, never sent again", async (_what, status, message) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = newQueue();
    await queue.add(TARGET, [photo()]);
    calls[0]!.reject(new ApiError({ status, message }));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.itemsOf(TARGET.scope)[0]).toMatchObject({ status: 'refused', error: message });
    expect(await stored()).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.at(-1)! * 3);
    expect(calls).toHaveLength(1);
  });

  it('a file the SPEC 5 checks refuse is neither kept nor sent', async () => {
    const queue = newQueue();
    await queue.add(TARGET, [
      new NodeFile(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }) as unknown as File,
    ]);
    expect(queue.itemsOf(TARGET.scope)[0]).toMatchObject({ status: 'refused', error: FILE_MSG.badType });
    expect(calls).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it('cancel stops the request and forgets the page', async () => {
    const queue = newQueue();
    await queue.add(TARGET, [photo()]);
    await queue.cancel(queue.itemsOf(TARGET.scope)[0]!.id);
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(queue.itemsOf(TARGET.scope)).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('a page the screen links later keeps its answer in the browser until linked', async () => {
    const queue = newQueue();
    await queue.add({ ...TARGET, linkLater: true }, [photo()]);
    calls[0]!.resolve({ uuid: 'file-1' });
    await settle();
    const reloaded = newQueue();
    await reloaded.resume();
    expect(calls).toHaveLength(1); // sent: not sent again
    expect(reloaded.itemsOf(TARGET.scope)).toMatchObject([{ status: 'done', result: { uuid: 'file-1' } }]);
    await reloaded.clearSent(TARGET.scope, ['file-1']);
    expect(reloaded.itemsOf(TARGET.scope)).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});
