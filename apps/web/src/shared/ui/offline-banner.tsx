import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnection } from '../api/connection';

/**
 * «Нет связи» across the bottom of every screen while the server cannot be reached (issue 29
 * point 19): the shell started from the service worker's cache, or a call failed on the network.
 * Plain markup, no MUI: it stands beside the guest screens too (ADR 0051).
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline, () => false);
  if (!offline) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 2000,
        padding: '10px 16px calc(10px + env(safe-area-inset-bottom))',
        background: '#3e2723',
        color: '#fff',
        font: '500 15px/1.4 Roboto, system-ui, sans-serif',
        textAlign: 'center',
      }}
    >
      <strong>Нет связи.</strong> Проверьте подключение к интернету — данные обновятся, когда связь вернётся.
    </div>
  );
}
