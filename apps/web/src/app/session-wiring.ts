import { onSessionEnd } from '../shared/auth/session-events';
import { pathTo } from '../shared/routing/paths';
import { router } from './router';

/**
 * When the session ends (sign-out, failed refresh): go to Login. The cached data is forgotten by
 * the query client itself (query-client.ts), which a guest's page never loads.
 */
export function wireSessionEnd(): () => void {
  return onSessionEnd(() => {
    void router.navigate(pathTo('Login'), { replace: true });
  });
}
