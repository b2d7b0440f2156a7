import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '../../features/notifications';
import { useSession } from '../../shared/auth/use-session';
import { Clock } from '../../shared/ui/clock';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useSectionTitle } from './use-document-title';
import { UserBadge } from './user-badge';

interface Props {
  onMenuClick?: () => void;
  /** The title is the page's h1 unless the page has its own. */
  titleIsHeading: boolean;
}

/**
 * The back-office header: the section's title, the clock, the notifications bell, the user and 'Выйти'. On a phone it
 * keeps to one row: the clock without its caption and seconds, no avatar, 'Выйти' as an icon; a
 * long title takes two lines rather than being cut by the clock, and a page with its own heading
 * shows no second one there. 'Выйти' asks first: on a phone it
 * sits where a thumb lands, and coming back means another SMS code (issue 29 point 12).
 */
export function AppHeader({ onMenuClick, titleIsHeading }: Props) {
  const { user, displayName, isImpersonated, signOut } = useSession();
  const title = useSectionTitle();
  const [askingToLeave, setAskingToLeave] = useState(false);
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2.5 }, minHeight: { xs: 64 }, px: { xs: 1.5, sm: 3 } }}>
        {onMenuClick && (
          <IconButton edge="start" onClick={onMenuClick} aria-label="Открыть меню">
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={titleIsHeading ? 'h1' : 'div'}
          sx={{
            flexGrow: 1,
            fontWeight: 600,
            minWidth: 0,
            fontSize: { xs: 17, sm: 20 },
            lineHeight: 1.25,
            overflow: 'hidden',
            // on a phone the page's own heading names it: the header gives the room to the clock
            display: { xs: titleIsHeading ? '-webkit-box' : 'none', sm: '-webkit-box' },
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            // a word too long for a phone's header breaks at a Russian hyphenation point, not mid-syllable
            hyphens: 'auto',
            overflowWrap: 'break-word',
          }}
        >
          {title}
        </Typography>
        {!titleIsHeading && <Box sx={{ flexGrow: 1, display: { sm: 'none' } }} />}
        <Clock />
        {user && <NotificationBell />}
        <Divider orientation="vertical" flexItem sx={{ my: 1.5, display: { xs: 'none', sm: 'block' } }} />
        {user && (
          <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
            <UserBadge user={user} fullName={displayName} />
          </Box>
        )}
        {!isImpersonated && (
          <>
            <Button
              variant="outlined"
              color="primary"
              startIcon={<Logout />}
              onClick={() => setAskingToLeave(true)}
              sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Выйти
            </Button>
            <IconButton
              color="primary"
              aria-label="Выйти"
              title="Выйти"
              onClick={() => setAskingToLeave(true)}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <Logout />
            </IconButton>
          </>
        )}
      </Toolbar>
      <ConfirmDialog
        open={askingToLeave}
        title="Выйти из системы?"
        text="Чтобы продолжить работу, понадобится войти снова."
        confirmText="Выйти"
        onConfirm={() => {
          setAskingToLeave(false);
          void signOut();
        }}
        onCancel={() => setAskingToLeave(false)}
      />
    </AppBar>
  );
}
