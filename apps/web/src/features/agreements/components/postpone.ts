import { decodeAccessToken } from '../../../shared/auth/jwt';
import { getTokens } from '../../../shared/auth/token-store';

/**
 * «Напомнить позже» on a new version of the agreement (ADR 0089): kept for the login session it
 * was pressed in (the access token's `sid`), so the next login asks again; other tabs of the same
 * session are not asked again.
 */
const KEY = 'kolos.agreementPostponed';

function sessionId(): string | null {
  const token = getTokens()?.accessToken;
  return token ? (decodeAccessToken(token)?.sid ?? null) : null;
}

export function postponeRenewal(): void {
  const sid = sessionId();
  try {
    if (sid) localStorage.setItem(KEY, sid);
  } catch {
    // No storage: he is asked again on the next page he opens.
  }
}

export function isRenewalPostponed(): boolean {
  const sid = sessionId();
  try {
    return sid !== null && localStorage.getItem(KEY) === sid;
  } catch {
    return false;
  }
}
