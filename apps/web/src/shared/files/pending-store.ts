/**
 * Where a file waits until the server has it (issue 29 point 18, ADR 0099): IndexedDB, the one
 * browser store that keeps a Blob of a photo across a reload or a closed tab. One record per
 * file, named by its id — the upload key the server knows a repeat by.
 */
export interface PendingRecord {
  id: string;
  /** The screen's place the file belongs to, e.g. `trip:<slot>:<code>`: the screen lists it. */
  scope: string;
  /** Where it goes: the route and the fields sent before the file. */
  path: string;
  fields: Record<string, string>;
  blob: Blob;
  name: string;
  type: string;
  createdAt: number;
  /** The screen links the file itself once sent (a trip document's): keep the answer till then. */
  linkLater: boolean;
  /** The server's answer, kept while the screen still has to link it. */
  result?: unknown;
}

const DB_NAME = 'kolos-uploads';
const STORE = 'pending';

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB'));
    };
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = act(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
  });
}

/** The browser's pending uploads; no IndexedDB (a private window of some browsers): nothing kept. */
export const pendingStore = {
  async put(record: PendingRecord): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (s) => s.put(record));
  },
  async all(): Promise<PendingRecord[]> {
    if (typeof indexedDB === 'undefined') return [];
    return run('readonly', (s) => s.getAll() as IDBRequest<PendingRecord[]>);
  },
  async remove(id: string): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await run('readwrite', (s) => s.delete(id));
  },
};

export type PendingStore = typeof pendingStore;
