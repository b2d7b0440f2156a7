import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { afterLoginPath, forgetNext, loginPath } from '../shared/auth/after-login';
import { endSession, sessionEndedBy } from '../shared/auth/session-events';
import { useTokens } from '../shared/auth/use-tokens';
import { PageLoader } from '../shared/ui/page-loader';

/**
 * A page that needs a user, opened without one. A guest goes to Login keeping the address
 * (`?next=`); stored tokens that give no user (unreadable, or the user could not be loaded) end the
 * session, which says so and goes to Login (session-wiring); after a sign-out, plain Login.
 */
export function ToLogin() {
  const location = useLocation();
  const tokens = useTokens();
  useEffect(() => {
    if (tokens) endSession('unusable');
  }, [tokens]);
  if (tokens) return <PageLoader />;
  // The same address session-wiring goes to when a session ends here.
  const next = sessionEndedBy() === 'signed-out' ? null : `${location.pathname}${location.search}`;
  return <Navigate to={loginPath(next)} replace />;
}

/** Signed in on a login screen: on to the address kept at login, else Home. */
export function ToAfterLogin() {
  const navigate = useNavigate();
  const [to] = useState(afterLoginPath);
  useEffect(() => {
    forgetNext();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <PageLoader />;
}
