import { useState } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Logout from '@mui/icons-material/Logout';
import { isApiError } from '../shared/api/api-error';
import { REGISTRATION_RESUME_HASH } from '../shared/auth/after-login';
import { loginWithOnetimeToken } from '../shared/auth/onetime-login';
import { useSession } from '../shared/auth/use-session';
import { useTokens } from '../shared/auth/use-tokens';
import { useRouteName } from '../shared/navigation/use-route-name';
import { LinkGone } from '../shared/onboarding/link-gone';
import { useModerationCompany } from '../shared/onboarding/onboarding-api';
import { RegistrationStepper } from '../shared/onboarding/registration-stepper';
import { firstIncompleteRoute } from '../shared/onboarding/registration-steps';
import { SupportPhone } from '../shared/onboarding/support-phone';
import { pathOf, pathTo } from '../shared/routing/paths';
import { DatesProvider } from '../shared/time/dates-provider';
import { Brand } from '../shared/ui/brand';
import { PageLoader } from '../shared/ui/page-loader';

/**
 * `/registration/{hash}` (SPEC 2.1, 4): open to guests. A guest's hash is the one-time link token,
 * exchanged for a restricted 'registration' session; the five children then require it. A used
 * or expired link (410) gets its own page with the way back in and the support phone. The bar
 * carries the support phone and 'Выйти'; the stepper shows where the farmer is.
 */
export function RegistrationGate() {
  const { hash = '' } = useParams();
  const tokens = useTokens();
  const { isLoading, signOut, user } = useSession();
  const route = useRouteName();
  const navigate = useNavigate();
  // A session that ends on these pages («Выйти», «Войти» after the moderator's decision) is on its
  // way to Login: the link this page spent is not exchanged again — it would only answer 410.
  const [hadSession, setHadSession] = useState(Boolean(tokens));
  if (tokens && !hadSession) setHadSession(true);
  const exchange = useQuery({
    queryKey: ['onetime-login', hash],
    queryFn: () => loginWithOnetimeToken(hash).then(() => true),
    // 'continue' is the resume address of a session, never a link: a guest there goes to Login.
    enabled: !tokens && !hadSession && hash !== '' && hash !== REGISTRATION_RESUME_HASH,
    retry: false,
    staleTime: Infinity,
  });
  const state = useModerationCompany(user?.companyUuid ?? '');

  if (!tokens) {
    if (hash === REGISTRATION_RESUME_HASH) return <Navigate to={pathTo('Login')} replace />;
    if (exchange.isError || hash === '') {
      const error = exchange.error;
      return <LinkGone message={isApiError(error) && error.message ? error.message : null} />;
    }
    return <PageLoader fullScreen />;
  }
  if (isLoading) return <PageLoader fullScreen />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ justifyContent: 'space-between', color: 'primary.dark', gap: 2 }}>
          <Brand size={32} />
          <Box sx={{ flexGrow: 1 }} />
          <SupportPhone sx={{ display: { xs: 'none', md: 'block' } }} />
          <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
            Выйти
          </Button>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 }, flexGrow: 1 }}
      >
        {route && (
          <RegistrationStepper
            route={route}
            state={state.data}
            onOpen={(name) => navigate(pathOf(name, { hash }))}
          />
        )}
        {/* the card's registration date is the product's date field */}
        <DatesProvider>
          <Outlet />
        </DatesProvider>
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <SupportPhone />
      </Box>
    </Box>
  );
}

/** `/registration/{hash}` itself: the first step the farmer has not finished (he comes back where he stopped). */
export function RegistrationIndex() {
  const { hash = '' } = useParams();
  const { user } = useSession();
  const state = useModerationCompany(user?.companyUuid ?? '');
  if (state.isError) return <Navigate to={pathOf('RegistrationCompany', { hash })} replace />;
  if (!state.data) return <PageLoader />;
  return <Navigate to={pathOf(firstIncompleteRoute(state.data), { hash })} replace />;
}
