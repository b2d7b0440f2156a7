import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSession } from '../../../shared/auth/use-session';
import { useRouteName } from '../../../shared/navigation/use-route-name';
import { pathTo } from '../../../shared/routing/paths';
import { usePendingAgreements } from '../api/agreements-api';
import { isRenewalPostponed } from './postpone';

/**
 * A new version of his purchaser's agreement, asked of an approved farmer (ADR 0089): after login
 * he is led to its page; once he postpones it, a banner stays on every back-office page of that
 * session. It never blocks his work — deliveries and offers go on unsigned.
 */
export function AgreementPrompt() {
  const { user, can, isImpersonated } = useSession();
  const route = useRouteName();
  const asked = user?.userType === 'farmer' && can('AgreementRenewal');
  const pending = usePendingAgreements(asked);
  const first = pending.data?.[0];
  if (!asked || !first || route === 'AgreementRenewal') return null;
  // someone working under his name cannot sign for him: only the banner
  if (!isImpersonated && !isRenewalPostponed()) return <Navigate to={pathTo('AgreementRenewal')} replace />;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={pathTo('AgreementRenewal')}>
          Подписать
        </Button>
      }
    >
      {first.purchaserCompanyName} опубликовал редакцию {first.version} договора. Подпишите её кодом из SMS.
    </Alert>
  );
}
