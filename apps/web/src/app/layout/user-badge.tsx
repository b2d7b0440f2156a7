import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '../../shared/auth/session-user';

function initials(user: SessionUser): string {
  return `${user.name.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** The signed-in user's full name and company; on narrow screens only the avatar, with a tooltip. */
export function UserBadge({ user, fullName }: { user: SessionUser; fullName: string }) {
  const company = user.company?.name ?? (user.userType === 'admin' ? 'Администратор платформы' : '');
  return (
    <Tooltip title={[fullName, company].filter(Boolean).join(', ')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }} data-testid="user-badge">
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>
          {initials(user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0, maxWidth: 240 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14, lineHeight: 1.3 }} data-testid="user-name">
            {fullName}
          </Typography>
          {company && (
            <Typography
              noWrap
              variant="caption"
              color="text.secondary"
              component="div"
              data-testid="user-company"
            >
              {company}
            </Typography>
          )}
        </Box>
      </Box>
    </Tooltip>
  );
}
