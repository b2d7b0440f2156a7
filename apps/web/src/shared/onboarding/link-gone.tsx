import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../routing/paths';
import { Brand } from '../ui/brand';
import { SupportPhone } from './support-phone';

export const LINK_GONE_TITLE = 'Ссылка больше не действует';

/**
 * A one-time registration link that was used, voided or has expired (the server's 410): what
 * happened in plain words, the way back in (login by phone) and the support phone.
 */
export function LinkGone({ message }: { message: string | null }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 520, width: '100%' }}>
        <Box sx={{ color: 'primary.dark', mb: 3 }}>
          <Brand size={32} />
        </Box>
        <LinkOffIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>
          {LINK_GONE_TITLE}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {message ??
            'Ссылка для регистрации уже использована или устарела. Войдите по номеру телефона или позвоните в поддержку.'}
        </Typography>
        <SupportPhone variant="body1" sx={{ mb: 3 }} />
        <Button variant="contained" component={RouterLink} to={pathTo('Login')} fullWidth>
          Войти по номеру телефона
        </Button>
      </Paper>
    </Box>
  );
}
