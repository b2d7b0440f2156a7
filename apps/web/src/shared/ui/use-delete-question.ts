import { useState } from 'react';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';

interface Options<T> {
  /** Deletes the row; called with `notify: false` on the request, as the refusal is said here. */
  remove: (row: T) => Promise<unknown>;
  /** What the toast says once the row is gone. */
  deleted: (row: T) => string;
}

/**
 * A row's deletion asked first: `ask(row)` opens the question, `dialog` is the ConfirmDialog's
 * «Удалить» in red. Confirmed, the row is deleted and that said, or the server's refusal shown; the
 * question closes either way.
 */
export function useDeleteQuestion<T>({ remove, deleted }: Options<T>) {
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (row === null) return;
    setBusy(true);
    try {
      await remove(row);
      notify.success(deleted(row));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
      setRow(null);
    }
  };
  return {
    row,
    ask: setRow,
    dialog: {
      open: row !== null,
      confirmText: 'Удалить',
      destructive: true,
      loading: busy,
      onConfirm: () => void confirm(),
      onCancel: () => setRow(null),
    },
  };
}
