import { MSG } from '@kolos/domain';
import { endSession } from '../auth/session-events';
import { getTokens, isTabScoped, setTokens, wasSignedOut } from '../auth/token-store';
import { notify } from '../notify/notifier';

export const API_BASE = '/api';
export const REFRESH_PATH = '/user/login/refresh';

/** SPEC 8: the session cannot be renewed — say so, sign out and go to Login (the app listens). */
export function failSession(): void {
  notify.error(MSG.refreshFailed);
  endSession('refresh-failed');
}

async function callRefresh(failedAccessToken: string): Promise<boolean> {
  const current = getTokens();
  if (!current) {
    // A request that was on its way when this page's session ended: it has ended already, and a
    // second end would say so twice and drop the address kept for after the next login.
    if (!wasSignedOut()) failSession();
    return false;
  }
  // Another request (or another tab) has already renewed the tokens: just replay.
  if (current.accessToken !== failedAccessToken) return true;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ access_token: current.accessToken, refresh_token: current.refreshToken }),
    });
  } catch {
    // The server was not reached: keep the session, the failed request reports the network error.
    return false;
  }
  if (response.ok) {
    const pair = (await response.json()) as { access_token?: string; refresh_token?: string };
    if (pair.access_token && pair.refresh_token) {
      setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      return true;
    }
  }
  failSession();
  return false;
}

/** Tabs sharing the stored tokens renew them one at a time, so a rotated token is never reused. */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || isTabScoped()) return task();
  return locks.request('kolos-token-refresh', task);
}

let inFlight: Promise<boolean> | null = null;

/**
 * SPEC 7: one refresh shared by every request that got a 401; resolves true when the stored
 * tokens are fresh and the request may be replayed.
 */
export function refreshTokens(failedAccessToken: string): Promise<boolean> {
  inFlight ??= withCrossTabLock(() => callRefresh(failedAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
