import { loginPath, SESSION_ENDED_MESSAGE } from '../shared/auth/after-login';
import { onSessionEnd } from '../shared/auth/session-events';
import { notify } from '../shared/notify/notifier';
import { router } from './router';

/**
 * When the session ends: go to Login. After a sign-out that is all; a session that stopped working
 * (failed refresh, tokens that give no user) keeps the address for after the new login, and
 * unusable tokens say why (a failed refresh has said it already: SPEC 8). The cached data is
 * forgotten by the query client itself (query-client.ts), which a guest's page never loads.
 */
export function wireSessionEnd(): () => void {
  return onSessionEnd((reason) => {
    const { pathname, search } = router.state.location;
    if (reason === 'unusable') notify.warning(SESSION_ENDED_MESSAGE);
    const next = reason === 'signed-out' ? null : `${pathname}${search}`;
    void router.navigate(loginPath(next), { replace: true });
  });
}
