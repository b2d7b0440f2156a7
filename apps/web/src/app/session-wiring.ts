import { onSessionEnd } from '../shared/auth/session-events';
import { pathTo } from '../shared/routing/paths';
import { queryClient } from './query-client';
import { router } from './router';

/** When the session ends (sign-out, failed refresh): forget cached data and go to Login. */
export function wireSessionEnd(): () => void {
  return onSessionEnd(() => {
    queryClient.removeQueries();
    void router.navigate(pathTo('Login'), { replace: true });
  });
}
