import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { deviceFingerprint } from '../../../shared/auth/device-id';
import { clearTokens, setTokens } from '../../../shared/auth/token-store';

const auth = service('auth');

export interface PhoneCheckReply {
  session_uuid: string;
  codeLength: number;
  resendAfterSeconds: number;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Errors are shown by the forms themselves, so these calls ask the transport for no toast. */
const quiet = { auth: false, notify: false } as const;

/** POST /user/phone/check: sends a code by SMS. */
export function checkPhone(phone: string): Promise<PhoneCheckReply> {
  return auth(() => http.post<PhoneCheckReply>('/user/phone/check', { phone }, quiet));
}

/** SPEC 8 'Login failure': the error is passed on and the session cleared. */
async function storeTokens(call: () => Promise<TokenPair>): Promise<void> {
  try {
    const pair = await auth(call);
    setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/** POST /auth/send-code: confirms the code and stores the tokens. */
export function confirmCode(sessionUuid: string, code: string): Promise<void> {
  return storeTokens(() =>
    http.post<TokenPair>(
      '/auth/send-code',
      { session_uuid: sessionUuid, code, fingerprint: deviceFingerprint() },
      quiet,
    ),
  );
}

/** POST /auth/login: phone and password, stores the tokens. */
export function loginWithPassword(phone: string, password: string): Promise<void> {
  return storeTokens(() => http.post<TokenPair>('/auth/login', { phone, password }, quiet));
}
