import { Navigate, Outlet, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Logout from '@mui/icons-material/Logout';
import { loginWithOnetimeToken } from '../shared/auth/onetime-login';
import { useSession } from '../shared/auth/use-session';
import { useTokens } from '../shared/auth/use-tokens';
import { pathTo } from '../shared/routing/paths';
import { Brand } from '../shared/ui/brand';
import { PageLoader } from '../shared/ui/page-loader';

/**
 * `/registration/{hash}` (SPEC 2.1, 4): open to guests. A guest's hash is the one-time link token,
 * exchanged for a restricted 'registration' session; the five children then require it.
 */
export function RegistrationGate() {
  const { hash = '' } = useParams();
  const tokens = useTokens();
  const { isLoading, signOut } = useSession();
  const exchange = useQuery({
    queryKey: ['onetime-login', hash],
    queryFn: () => loginWithOnetimeToken(hash).then(() => true),
    enabled: !tokens && hash !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (!tokens) {
    if (exchange.isError || hash === '') return <Navigate to={pathTo('AccessDenied')} replace />;
    return <PageLoader fullScreen />;
  }
  if (isLoading) return <PageLoader fullScreen />;

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ justifyContent: 'space-between', color: 'primary.dark' }}>
          <Brand size={32} />
          <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
            Выйти
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
