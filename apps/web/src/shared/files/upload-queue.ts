import { documentRefusal, FILE_MSG } from '@kolos/domain/files';
import { isApiError } from '../api/api-error';
import { pendingStore, type PendingRecord, type PendingStore } from './pending-store';
import { postMultipart, type UploadOptions } from './upload-file';

/** Where a screen's files go, and the place they are listed under (issue 29 point 18, ADR 0099). */
export interface UploadTarget {
  /** The screen's place, e.g. `trip:<slot>:<code>`: its widget lists the files of this scope. */
  scope: string;
  /** The multipart route: POST /docs/file/upload or POST /dmoderation/document/upload. */
  path: string;
  /** Text fields sent before the file (the company and the code). */
  fields?: Record<string, string>;
  /** The screen links the sent files itself later: keep their answers until `clearSent(scope)`. */
  linkLater?: boolean;
}

/** waiting: not tried yet or no connection; failed: a retry is due; refused: the server said no. */
export type UploadStatus = 'waiting' | 'sending' | 'failed' | 'refused' | 'done';

export interface UploadItem {
  /** Also the upload key the server knows a repeat by. */
  id: string;
  scope: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100 while sending. */
  progress: number;
  error?: string;
  /** The server's answer once sent. */
  result?: unknown;
}

/** Sends one pending file under its key; rejects with an ApiError, or an AbortError when cancelled. */
export type SendPending = (record: PendingRecord, options: UploadOptions) => Promise<unknown>;

/** Waits after the 1st, 2nd… failure; the last one repeats for as long as the page is open. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export const UPLOAD_TEXT = {
  waiting: 'Ожидает отправки',
  sending: (percent: number) => `Отправляется ${percent} %`,
  failed: 'Не отправлено — повторим автоматически',
} as const;

/**
 * No answer, the server's fault, too many requests or a lapsed session: the file may go through
 * later. The server's refusals of the file itself (400, 403, 404, 409, 413) are final.
 */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

const sendByXhr: SendPending = (record, options) =>
  postMultipart(
    record.path,
    { fields: record.fields, files: [new File([record.blob], record.name, { type: record.type })] },
    options,
  );

interface Entry {
  item: UploadItem;
  record: PendingRecord | null;
  failures: number;
  timer?: ReturnType<typeof setTimeout>;
  controller?: AbortController;
}

interface QueueDeps {
  send?: SendPending;
  store?: PendingStore;
  isOnline?: () => boolean;
  newId?: () => string;
}

/**
 * The browser's uploads: each file is written to IndexedDB before it is sent, sent with progress
 * under its own key, retried with growing waits and at once when the connection comes back, taken
 * up again after a reload (`resume`), and dropped only when the server has it or refuses it, or
 * the user cancels. One queue for the page: a screen left mid-upload does not stop its files.
 */
export function createUploadQueue({
  send = sendByXhr,
  store = pendingStore,
  isOnline = () => navigator.onLine !== false,
  newId = () => crypto.randomUUID(),
}: QueueDeps = {}) {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let resumed: Promise<void> | null = null;

  const changed = () => listeners.forEach((l) => l());
  const patch = (entry: Entry, change: Partial<UploadItem>) => {
    entry.item = { ...entry.item, ...change };
    changed();
  };
  // A store that fails (quota, a private window) must not stop the upload itself.
  const keep = (record: PendingRecord) => store.put(record).catch(() => undefined);
  const forget = (id: string) => store.remove(id).catch(() => undefined);

  function start(entry: Entry) {
    const record = entry.record;
    if (!record || entry.controller || entry.item.status === 'done') return;
    clearTimeout(entry.timer);
    if (!isOnline()) {
      patch(entry, { status: 'waiting', progress: 0, error: undefined });
      return;
    }
    const controller = new AbortController();
    entry.controller = controller;
    patch(entry, { status: 'sending', progress: 0, error: undefined });
    send(record, {
      key: record.id,
      signal: controller.signal,
      onProgress: (loaded, total) =>
        patch(entry, { progress: total ? Math.min(99, Math.round((loaded / total) * 100)) : 0 }),
    })
      .then(async (result) => {
        entry.controller = undefined;
        entry.failures = 0;
        patch(entry, { status: 'done', progress: 100, result });
        await (record.linkLater ? keep({ ...record, result }) : forget(record.id));
      })
      .catch(async (error: unknown) => {
        entry.controller = undefined;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (worthRetrying(error)) {
          entry.failures++;
          const wait = RETRY_DELAYS_MS[Math.min(entry.failures, RETRY_DELAYS_MS.length) - 1];
          entry.timer = setTimeout(() => start(entry), wait);
          patch(entry, isOnline() ? { status: 'failed', error: undefined } : { status: 'waiting' });
          return;
        }
        entry.record = null;
        const message = isApiError(error) && error.message ? error.message : FILE_MSG.uploadFailed;
        patch(entry, { status: 'refused', error: message });
        await forget(record.id);
      });
  }

  const online = () => entries.forEach((e) => e.item.status !== 'sending' && start(e));

  function adopt(record: PendingRecord): Entry {
    const entry: Entry = {
      record,
      failures: 0,
      item: {
        id: record.id,
        scope: record.scope,
        name: record.name,
        size: record.blob.size,
        status: record.result === undefined ? 'waiting' : 'done',
        progress: record.result === undefined ? 0 : 100,
        result: record.result,
      },
    };
    entries.set(record.id, entry);
    return entry;
  }

  return {
    /** Lists a scope's files, oldest first. */
    itemsOf: (scope: string): UploadItem[] =>
      [...entries.values()].filter((e) => e.item.scope === scope).map((e) => e.item),

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Keeps each file in the browser, then sends it; a file the SPEC 5 checks refuse is never sent. */
    async add(target: UploadTarget, files: Iterable<File>): Promise<void> {
      const added = Array.from(files, (file) => {
        const refusal = documentRefusal(file);
        const record: PendingRecord = {
          id: newId(),
          scope: target.scope,
          path: target.path,
          fields: target.fields ?? {},
          blob: file,
          name: file.name,
          type: file.type,
          createdAt: Date.now(),
          linkLater: target.linkLater ?? false,
        };
        const entry = adopt(record);
        if (refusal) {
          entry.record = null;
          entry.item = { ...entry.item, status: 'refused', error: refusal };
        }
        return entry;
      });
      changed();
      await Promise.all(added.map((e) => e.record && keep(e.record)));
      added.forEach(start);
    },

    /** Cancels a file on its way or waiting, or forgets a sent or refused one. */
    async cancel(id: string): Promise<void> {
      const entry = entries.get(id);
      if (!entry) return;
      clearTimeout(entry.timer);
      entry.controller?.abort();
      entries.delete(id);
      changed();
      await forget(id);
    },

    /** «Повторить сейчас»: no waiting for the next try. */
    retryNow(id: string): void {
      const entry = entries.get(id);
      if (entry) start(entry);
    },

    /** The screen has linked these sent files (by the server's uuid): they need not be kept any more. */
    async clearSent(scope: string, fileUuids: readonly string[]): Promise<void> {
      const linked = [...entries.values()].filter(
        (e) =>
          e.item.scope === scope &&
          e.item.status === 'done' &&
          fileUuids.includes(String((e.item.result as { uuid?: unknown } | undefined)?.uuid)),
      );
      linked.forEach((e) => entries.delete(e.item.id));
      changed();
      await Promise.all(linked.map((e) => forget(e.item.id)));
    },

    /** Once a page: takes up what an earlier page left in the browser, and listens for the connection. */
    resume(): Promise<void> {
      resumed ??= (async () => {
        window.addEventListener('online', online);
        const records = await store.all().catch(() => []);
        for (const record of records.sort((a, b) => a.createdAt - b.createdAt)) {
          if (entries.has(record.id)) continue;
          start(adopt(record));
        }
        changed();
      })();
      return resumed;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;

/** The page's one queue. */
export const uploadQueue = createUploadQueue();
