import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { useSession } from '../../../shared/auth/use-session';
import { pathTo } from '../../../shared/routing/paths';
import { GuestCard } from '../../../shared/ui/guest-card';
import { ErrorIcon } from '../components/error-icon';

/** SPEC 2.1: the catch-all page. */
export function NotFound() {
  const { user } = useSession();
  return (
    <GuestCard
      title="Страница не найдена"
      icon={<ErrorIcon icon={<SearchOff fontSize="large" />} />}
      subtitle="Такой страницы нет. Возможно, адрес набран с ошибкой или страница была удалена."
    >
      <Button variant="contained" component={RouterLink} to={pathTo(user ? 'Home' : 'Login')}>
        {user ? 'На главную' : 'Ко входу'}
      </Button>
    </GuestCard>
  );
}
