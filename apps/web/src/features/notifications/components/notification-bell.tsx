import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useUnreadCount } from '../api/notifications-api';

// The drawer (list, switches) loads with the first click: every page has the bell, few open it.
const NotificationDrawer = lazy(() =>
  import('./notification-drawer').then((m) => ({ default: m.NotificationDrawer })),
);

/** The header's bell: the unread count as a badge; opens the drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? `Уведомления: непрочитанных ${unread}` : 'Уведомления';
  return (
    <>
      <IconButton
        color="primary"
        aria-label={label}
        title={label}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
