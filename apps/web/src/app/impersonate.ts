import { redirect } from 'react-router';
import { IMPERSONATE_PATH, tokensFromHash } from '../shared/auth/impersonation';
import { sessionKeys } from '../shared/auth/session-keys';
import { startTabSession } from '../shared/auth/token-store';
import { pathTo } from '../shared/routing/paths';

/**
 * The impersonation back door (SPEC 6 'Войти под этим пользователем'):
 * `/admin/impersonate#access=…&refresh=…` keeps the tokens in this tab only and goes Home.
 */
export async function impersonateLoader() {
  const tokens = tokensFromHash(window.location.hash);
  // The tokens must not stay in the address bar or in the history.
  window.history.replaceState(window.history.state, '', IMPERSONATE_PATH);
  if (!tokens) return redirect(pathTo('AccessDenied'));
  startTabSession(tokens, { impersonated: true });
  // TanStack Query loads with the signed-in part of the app, not with the entry.
  const { queryClient } = await import('./query-client');
  queryClient.removeQueries({ queryKey: sessionKeys.all });
  return redirect(pathTo('Home'));
}
