/** What the web app reads from the access token (SPEC 3 Session user); it is not verified here. */
export interface AccessTokenPayload {
  uuid: string;
  exp?: number;
  roles?: string[];
  companyUuid?: string | null;
  sid?: string;
  scope?: 'full' | 'registration' | 'impersonation';
  /** The acting super-user on an impersonated session. */
  act?: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT; null when the token is not a readable JWT with a uuid. */
export function decodeAccessToken(token: string): AccessTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(part));
    if (typeof payload !== 'object' || payload === null) return null;
    const uuid = (payload as { uuid?: unknown }).uuid;
    return typeof uuid === 'string' && uuid ? (payload as AccessTokenPayload) : null;
  } catch {
    return null;
  }
}
