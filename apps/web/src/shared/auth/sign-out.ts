import { http } from '../api/http';
import { endSession } from './session-events';
import { getTokens } from './token-store';

/** SPEC 4 Login: ends the session on the server (failures ignored), clears tokens, user and zone, goes to Login. */
export async function signOut(): Promise<void> {
  if (getTokens()) {
    try {
      await http.get('/auth/logout', { notify: false });
    } catch {
      // The local session ends anyway.
    }
  }
  endSession('signed-out');
}
