import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSession } from '../../shared/auth/use-session';

/** Shown in a tab that acts as another user (SPEC 6); 'Выйти' ends that and closes the tab. */
export function ImpersonationBanner() {
  const { displayName, signOut } = useSession();
  const leave = async () => {
    await signOut();
    window.close(); // Only works for a tab opened by script; otherwise the tab stays on Login.
  };
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      data-testid="impersonation-banner"
      sx={{ borderRadius: 0, alignItems: 'center', py: 0.25, '& .MuiAlert-action': { pt: 0, mr: 0 } }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void leave()}>
          Выйти
        </Button>
      }
    >
      Вы вошли как {displayName}
    </Alert>
  );
}
