import type { UserType } from '@kolos/domain';
import { defaultChannels } from '@kolos/domain/notifications';

/** SMS and e-mail of a user: his choice, else his type's default; e-mail only with an address. */
export function channelsOf(user: {
  userType: UserType;
  sms: boolean | null;
  email: boolean | null;
  notifyEmail: string | null;
}) {
  const fallback = defaultChannels(user.userType);
  return {
    sms: user.sms ?? fallback.sms,
    email: (user.email ?? fallback.email) && Boolean(user.notifyEmail?.trim()),
  };
}
