import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadedFileSchema, type UploadedFile } from '@kolos/domain/files';
import { deleteUploadedFile } from './upload-file';
import { uploadQueue, type UploadItem, type UploadTarget } from './upload-queue';

/** The files the server stored, as POST /docs/file/upload answers them (the screen links them). */
const storedFiles = (items: UploadItem[]): UploadedFile[] =>
  items.flatMap((i) => {
    const parsed = i.status === 'done' ? uploadedFileSchema.safeParse(i.result) : null;
    return parsed?.success ? [parsed.data] : [];
  });

export interface UploadCallbacks {
  /** The stored files of the scope, each time one is added or deleted. */
  onChange?: (files: UploadedFile[]) => void;
  /** A file of the scope has reached the server (the screen refreshes what it lists). */
  onSent?: () => void;
}

/**
 * A widget's view of the page's upload queue (ADR 0099): the files of its scope — those a reload
 * left in the browser included — with adding, cancelling, retrying at once and deleting.
 */
export function useUploads(target: UploadTarget, { onChange, onSent }: UploadCallbacks = {}) {
  const { scope } = target;
  const [items, setItems] = useState(() => uploadQueue.itemsOf(scope));
  const latest = useRef({ target, onChange, onSent });
  useEffect(() => {
    latest.current = { target, onChange, onSent };
  }, [target, onChange, onSent]);

  useEffect(() => {
    const refresh = () => setItems(uploadQueue.itemsOf(scope));
    const stop = uploadQueue.subscribe(refresh);
    refresh();
    void uploadQueue.resume();
    return stop;
  }, [scope]);

  useEffect(() => {
    latest.current.onChange?.(storedFiles(items));
  }, [items]);

  const sent = items.filter((i) => i.status === 'done').length;
  const sentBefore = useRef(sent);
  useEffect(() => {
    if (sent > sentBefore.current) latest.current.onSent?.();
    sentBefore.current = sent;
  }, [sent]);

  const add = useCallback((files: Iterable<File>) => void uploadQueue.add(latest.current.target, files), []);

  /** Cancel a file not yet sent, or delete a stored one (its bytes on the server too), or drop a refused row. */
  const remove = useCallback(async (item: UploadItem) => {
    const stored = item.status === 'done' ? uploadedFileSchema.safeParse(item.result) : null;
    if (stored?.success) {
      try {
        await deleteUploadedFile(stored.data.uuid);
      } catch {
        return; // the shared client has said why; the row stays, as the file does
      }
    }
    await uploadQueue.cancel(item.id);
  }, []);

  const retry = useCallback((item: UploadItem) => uploadQueue.retryNow(item.id), []);

  return { items, add, remove, retry };
}
