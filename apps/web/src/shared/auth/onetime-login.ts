import { http } from '../api/http';
import { service } from '../api/service';
import { setTokens } from './token-store';

const auth = service('auth');

/** SPEC 4 Login: a one-time link gives a restricted 'registration' session; its tokens are stored. */
export async function loginWithOnetimeToken(token: string): Promise<void> {
  const reply = await auth(() =>
    http.get<{ accessToken: string; refreshToken: string }>(
      `/user/login/onetime/${encodeURIComponent(token)}`,
      {
        auth: false,
      },
    ),
  );
  setTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
}
