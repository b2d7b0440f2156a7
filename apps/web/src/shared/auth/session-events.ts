import { clearTimeZone } from '../time/time-zone-storage';
import { clearTokens, isImpersonatedTab } from './token-store';

export type SessionEndReason = 'signed-out' | 'refresh-failed';
type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

/** The app listens here to drop cached data and go to Login. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ends the session locally (SPEC 4 Login): clears the tokens and the saved time zone, then tells
 * the app, which clears the cached user and goes to Login. No server call: see signOut().
 */
export function endSession(reason: SessionEndReason = 'signed-out'): void {
  // An impersonating tab leaves the zone the real user chose in the shared storage alone.
  if (!isImpersonatedTab()) clearTimeZone();
  clearTokens();
  for (const listener of listeners) listener(reason);
}
