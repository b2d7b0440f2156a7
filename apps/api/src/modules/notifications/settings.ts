import type { NotificationSettingsBody, NotificationSettingsWire } from '@kolos/domain/notifications';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { defaultChannels } from '@kolos/domain/notifications';
import { saveChannels, userChannels } from './queries';
import { assertOwnSession } from './list';

/**
 * The caller's channels as the panel shows them: his choice or his type's default. `email` is
 * his choice even without an address (`hasEmail` tells the panel to ask for one); nothing is
 * e-mailed until he has one.
 */
export async function getSettings(deps: Deps, auth: AuthContext): Promise<NotificationSettingsWire> {
  const user = await userChannels(deps.db, auth.userUuid);
  if (!user) throw notFound();
  const fallback = defaultChannels(user.userType);
  return {
    inApp: true,
    sms: user.sms ?? fallback.sms,
    email: user.email ?? fallback.email,
    hasEmail: Boolean(user.notifyEmail?.trim()),
  };
}

export async function saveSettings(
  deps: Deps,
  auth: AuthContext,
  body: NotificationSettingsBody,
): Promise<NotificationSettingsWire> {
  assertOwnSession(auth);
  await saveChannels(deps.db, auth.userUuid, body.sms, body.email);
  return getSettings(deps, auth);
}
