import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useSession } from '../../../shared/auth/use-session';
import { pathTo } from '../../../shared/routing/paths';
import { GuestCard } from '../../../shared/ui/guest-card';
import { ErrorIcon } from '../components/error-icon';

/** SPEC 2.1 AccessDenied (`/access-denied`). */
export function AccessDenied() {
  const { user } = useSession();
  return (
    <GuestCard
      title="Доступ запрещён"
      icon={<ErrorIcon icon={<LockOutlined fontSize="large" />} />}
      subtitle={
        user
          ? 'У вас нет прав для просмотра этой страницы. Если они нужны для работы, обратитесь к администратору.'
          : 'Чтобы открыть эту страницу, войдите в систему.'
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {user ? (
          <Button variant="contained" component={RouterLink} to={pathTo('Home')}>
            На главную
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={pathTo('Login')}>
            Войти
          </Button>
        )}
      </Box>
    </GuestCard>
  );
}
