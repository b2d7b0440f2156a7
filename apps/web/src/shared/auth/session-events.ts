import { clearTimeZone } from '../time/time-zone-storage';
import { clearTokens, isImpersonatedTab, wasSignedOut } from './token-store';

/** 'unusable': stored tokens that give no user (unreadable, or the user could not be loaded). */
export type SessionEndReason = 'signed-out' | 'refresh-failed' | 'unusable';
type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();
let lastReason: SessionEndReason | null = null;

/** Why this page's session ended, while it has no new one; null otherwise. */
export function sessionEndedBy(): SessionEndReason | null {
  return wasSignedOut() ? lastReason : null;
}

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
  lastReason = reason;
  clearTokens();
  for (const listener of listeners) listener(reason);
}
