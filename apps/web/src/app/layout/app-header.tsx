import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '../../shared/auth/use-session';
import { Clock } from '../../shared/ui/clock';
import { useSectionTitle } from './use-document-title';
import { UserBadge } from './user-badge';

/** The back-office header: the section's title, the clock, the user and 'Выйти'. */
export function AppHeader({ onMenuClick }: { onMenuClick?: () => void }) {
  const { user, displayName, isImpersonated, signOut } = useSession();
  const title = useSectionTitle();
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1.5, sm: 2.5 }, minHeight: { xs: 64 } }}>
        {onMenuClick && (
          <IconButton edge="start" onClick={onMenuClick} aria-label="Открыть меню">
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}>
          {title}
        </Typography>
        <Clock />
        <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
        {user && <UserBadge user={user} fullName={displayName} />}
        {!isImpersonated && (
          <Button
            variant="outlined"
            color="primary"
            startIcon={<Logout />}
            onClick={() => void signOut()}
            sx={{ flexShrink: 0 }}
          >
            Выйти
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
