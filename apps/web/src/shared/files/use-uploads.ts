import { useCallback, useEffect, useRef, useState } from 'react';
import { documentRefusal, FILE_MSG, type UploadedFile } from '@kolos/domain/files';
import { isApiError } from '../api/api-error';
import { deleteUploadedFile, uploadFile, type UploadOptions } from './upload-file';

/** One row of the widget: a file on its way, stored, refused or failed. */
export interface UploadItem {
  id: string;
  file: File;
  status: 'uploading' | 'done' | 'refused' | 'failed';
  /** 0–100 while uploading. */
  progress: number;
  error?: string;
  result?: UploadedFile;
}

/** Sends one file and answers what was stored (the default: POST /docs/file/upload). */
export type Uploader = (file: File, options: UploadOptions) => Promise<UploadedFile>;

let counter = 0;
const nextId = () => `upload-${++counter}`;

/**
 * The widget's state: each file uploads on its own (one slow or failed file does not hold the
 * others), can be cancelled, retried after a failure (weak links, ADR 0061) or deleted.
 */
export function useUploads(onChange?: (files: UploadedFile[]) => void, upload: Uploader = uploadFile) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));
  }, []);

  useEffect(() => {
    onChangeRef.current?.(items.flatMap((i) => (i.result ? [i.result] : [])));
  }, [items]);

  // Leaving the screen cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'uploading', progress: 0, error: undefined });
      upload(file, {
        signal: controller.signal,
        onProgress: (loaded, total) =>
          patch(id, { progress: total ? Math.min(99, (loaded / total) * 100) : 0 }),
      })
        .then((result) => patch(id, { status: 'done', progress: 100, result }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = isApiError(error) && error.message ? error.message : FILE_MSG.uploadFailed;
          // the server's refusals (type, size) are final; anything else may go through on a retry
          const final = isApiError(error) && (error.status === 400 || error.status === 413);
          patch(id, { status: final ? 'refused' : 'failed', error: message });
        })
        .finally(() => controllers.current.delete(id));
    },
    [patch, upload],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = Array.from(files, (file) => ({ file, id: nextId(), refusal: documentRefusal(file) }));
      setItems((list) => [
        ...list,
        ...added.map(({ id, file, refusal }): UploadItem =>
          refusal
            ? { id, file, status: 'refused', progress: 0, error: refusal }
            : { id, file, status: 'uploading', progress: 0 },
        ),
      ]);
      for (const { id, file, refusal } of added) if (!refusal) start(id, file);
    },
    [start],
  );

  /** Cancel an upload under way, or delete a stored file, or drop a refused row. */
  const remove = useCallback(async (item: UploadItem) => {
    controllers.current.get(item.id)?.abort();
    if (item.result) {
      try {
        await deleteUploadedFile(item.result.uuid);
      } catch {
        return; // the shared client has said why; the row stays, as the file does
      }
    }
    setItems((list) => list.filter((i) => i.id !== item.id));
  }, []);

  const retry = useCallback((item: UploadItem) => start(item.id, item.file), [start]);

  return { items, add, remove, retry };
}
