import { pathTo } from '../routing/paths';
import { decodeAccessToken } from './jwt';
import { getTokens } from './token-store';

/**
 * The registration flow entered with a session already open (no one-time link to exchange): a
 * farmer whose company is not approved yet logs in by phone into a 'registration' session and
 * goes back to the step where he stopped (issue 19).
 */
export const REGISTRATION_RESUME_HASH = 'continue';
export const REGISTRATION_RESUME_PATH = `/registration/${REGISTRATION_RESUME_HASH}`;

const isRegistrationSession = (): boolean => {
  const token = getTokens()?.accessToken;
  return token ? decodeAccessToken(token)?.scope === 'registration' : false;
};

/**
 * Where a guest wanted to go before login (issue 13: a shared link survives login). The address
 * travels as `/login?next=…` and is kept in this tab until the code is confirmed. Only a path of
 * this site is accepted — never another origin (no open redirect).
 */
const KEY = 'kolos.afterLogin';
export const NEXT_PARAM = 'next';

/** What a session that no longer works says on the way to Login. */
export const SESSION_ENDED_MESSAGE = 'Сессия завершена, войдите снова';

/** A path of this site ('/admin/…'), not '//host', '/\host' or a login screen; else null. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://kolos.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://kolos.invalid' || url.pathname.startsWith(pathTo('Login'))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the user back to `next` (when it is a safe one). */
export function loginPath(next?: string | null): string {
  const safe = safeNext(next);
  return safe ? `${pathTo('Login')}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : pathTo('Login');
}

/** Keeps the wanted address of `/login?next=…` for the code step; a plain `/login` forgets it. */
export function rememberNext(search: string): void {
  const next = safeNext(new URLSearchParams(search).get(NEXT_PARAM));
  try {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
  } catch {
    // No storage: the user lands Home, as before.
  }
}

/** Where to go once signed in: the kept address, else Home. */
export function afterLoginPath(): string {
  try {
    return safeNext(sessionStorage.getItem(KEY)) ?? pathTo('Home');
  } catch {
    return pathTo('Home');
  }
}

/** Where to go once signed in, forgotten as it is read (the login forms' success). */
export function takeAfterLoginPath(): string {
  const to = isRegistrationSession() ? REGISTRATION_RESUME_PATH : afterLoginPath();
  forgetNext();
  return to;
}

/** Forgets the kept address once the user has been taken there. */
export function forgetNext(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

const PHONE_KEY = 'kolos.loginPhone';

/** The phone the login form opens with, once (the registration page's «Войти», ADR 0088). */
export function rememberLoginPhone(phone: string): void {
  try {
    sessionStorage.setItem(PHONE_KEY, phone);
  } catch {
    // No storage: the farmer types his phone.
  }
}

/** The remembered phone, '' when none; kept until a code is sent (a reload keeps it too). */
export function loginPhoneHint(): string {
  try {
    return sessionStorage.getItem(PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetLoginPhone(): void {
  try {
    sessionStorage.removeItem(PHONE_KEY);
  } catch {
    // Nothing kept.
  }
}
