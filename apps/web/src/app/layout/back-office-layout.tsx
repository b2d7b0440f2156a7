import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AgreementPrompt } from '../../features/agreements/components/agreement-prompt';
import { useSession } from '../../shared/auth/use-session';
import { useLiveConnection } from '../../shared/live';
import { DatesProvider } from '../../shared/time/dates-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { ToLogin } from '../to-login';
import { AppHeader } from './app-header';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './side-menu';
import { SkipLink } from './skip-link';
import { useDocumentTitle } from './use-document-title';
import { useHasHeading } from './use-has-heading';

export const DRAWER_WIDTH = 264;

/**
 * `/admin/*` and `/moderation/*`: menu on the left (a temporary drawer below 1200 px), header, page.
 * The date pickers' provider lives here: only back-office pages use them.
 */
export function BackOfficeLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  const pageHasHeading = useHasHeading(main);
  const { user, isLoading, isImpersonated, unreachable } = useSession();
  useDocumentTitle();
  // Trading screens refresh themselves from the live events (issue 16, ADR 0067).
  useLiveConnection(Boolean(user));

  // Offline with a session: wait for the network (the banner says «Нет связи»), never to Login.
  if (isLoading || unreachable) return <PageLoader fullScreen />;
  if (!user) return <ToLogin />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink to={main} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: wide ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, border: 0, boxSizing: 'border-box' },
        }}
      >
        <SideMenu onNavigate={wide ? undefined : () => setOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {isImpersonated && <ImpersonationBanner />}
        <AppHeader onMenuClick={wide ? undefined : () => setOpen(true)} titleIsHeading={!pageHasHeading} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          ref={setMain}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <DatesProvider>
            <AgreementPrompt />
            <Outlet />
          </DatesProvider>
        </Box>
      </Box>
    </Box>
  );
}
