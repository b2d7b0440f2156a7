import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Settings from '@mui/icons-material/Settings';
import { NOTIFICATION_MSG, type NotificationWire } from '@kolos/domain/notifications';
import { isImpersonatedTab } from '../../../shared/auth/token-store';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useMarkRead, useNotificationList } from '../api/notifications-api';
import { NotificationSettings } from './notification-settings';

interface Props {
  open: boolean;
  onClose: () => void;
}

function Row({ item, onOpen }: { item: NotificationWire; onOpen: (item: NotificationWire) => void }) {
  const { format } = useTimeZone();
  const unread = item.readAt === null;
  return (
    <ListItemButton
      onClick={() => onOpen(item)}
      sx={{ alignItems: 'flex-start', gap: 1, bgcolor: unread ? 'action.hover' : undefined }}
      aria-label={unread ? `Непрочитанное: ${item.text}` : item.text}
    >
      <Box
        aria-hidden
        sx={{
          mt: 1,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <ListItemText
        primary={item.text}
        secondary={format(item.createdAt)}
        slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, fontSize: 14 } } }}
      />
    </ListItemButton>
  );
}

/**
 * The bell's drawer: the user's notifications newest first, a page at a time; a row marks itself
 * read and opens its object; 'Прочитать все'; the channels panel behind the gear. Full width on a
 * phone (farmers read it there).
 */
export function NotificationDrawer({ open, onClose }: Props) {
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'list' | 'settings'>('list');
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const closeButton = useRef<HTMLButtonElement>(null);
  // Under another user's name the bell only reads: the server refuses marks and settings (403).
  const [readOnly] = useState(isImpersonatedTab);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const openItem = (item: NotificationWire) => {
    if (item.readAt === null && !readOnly) markRead.mutate([item.uuid]);
    onClose();
    navigate(item.link);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 420 } }, 'aria-label': 'Уведомления' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1 }}>
        {panel === 'settings' && (
          <IconButton aria-label="К уведомлениям" onClick={() => setPanel('list')}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, pl: panel === 'list' ? 1 : 0 }}>
          {panel === 'list' ? 'Уведомления' : 'Настройки уведомлений'}
        </Typography>
        {panel === 'list' && !readOnly && (
          <IconButton aria-label="Настройки уведомлений" onClick={() => setPanel('settings')}>
            <Settings />
          </IconButton>
        )}
        <IconButton aria-label="Закрыть" onClick={onClose} ref={closeButton}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      {panel === 'settings' ? (
        <NotificationSettings />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {unread > 0 ? `Непрочитанных: ${unread}` : 'Все прочитаны'}
            </Typography>
            {readOnly ? (
              <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 220, textAlign: 'right' }}>
                {NOTIFICATION_MSG.impersonationReadOnly}
              </Typography>
            ) : (
              <Button
                size="small"
                disabled={unread === 0 || markRead.isPending}
                // The button turns disabled under the pointer; focus must stay in the drawer (else
                // Escape and Tab go to the page behind it), so it moves to 'Закрыть', the next step.
                onClick={() => {
                  closeButton.current?.focus();
                  markRead.mutate('all');
                }}
              >
                Прочитать все
              </Button>
            )}
          </Box>
          <Divider />
          {list.isPending ? (
            <PageLoader />
          ) : items.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              Уведомлений пока нет
            </Typography>
          ) : (
            <List disablePadding sx={{ overflowY: 'auto' }}>
              {items.map((item) => (
                <Row key={item.uuid} item={item} onOpen={openItem} />
              ))}
            </List>
          )}
          {list.hasNextPage && (
            <Box sx={{ p: 2, textAlign: 'center' }}>
              <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                Показать ещё
              </Button>
            </Box>
          )}
        </>
      )}
    </Drawer>
  );
}
