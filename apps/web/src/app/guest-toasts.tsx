import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@kolos/domain';
import { Icon } from '../shared/guest/icons';
import { attachToastHost, type NotifyVariant } from '../shared/notify/notifier';

interface GuestToast {
  id: number;
  message: string;
  variant: NotifyVariant;
}

const MAX_TOASTS = 4;
let nextId = 0;

function ToastItem({ toast, onClose }: { toast: GuestToast; onClose: (id: number) => void }) {
  const { id } = toast;
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [id, onClose]);
  return (
    <div className="kg-alert kg-toast" data-variant={toast.variant} role="alert">
      <div className="kg-alert-icon">
        <Icon name={toast.variant} />
      </div>
      <div className="kg-alert-message">{toast.message}</div>
      <div className="kg-alert-action">
        <button
          type="button"
          className="kg-icon-button"
          title="Закрыть"
          aria-label="Закрыть"
          onClick={() => onClose(id)}
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}

/**
 * Toasts (SPEC 8) while the signed-in part of the app is not loaded — the "session expired" notice
 * on Login, a network error on a login form: notistack's look (an Alert in the top right corner,
 * 5 s, at most four, no duplicates) without MUI and notistack.
 */
export function GuestToasts() {
  const [toasts, setToasts] = useState<GuestToast[]>([]);
  useEffect(
    () =>
      attachToastHost((message, variant) =>
        setToasts((list) =>
          list.some((t) => t.message === message && t.variant === variant)
            ? list
            : [...list, { id: ++nextId, message, variant }].slice(-MAX_TOASTS),
        ),
      ),
    [],
  );
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  if (toasts.length === 0) return null;
  return (
    <div className="kg-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={close} />
      ))}
    </div>
  );
}
