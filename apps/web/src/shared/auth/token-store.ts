/**
 * The one owner of the session tokens (SPEC 4 Login, 7 intro).
 *
 * By default tokens live in localStorage, shared by every tab. A tab can be switched to
 * "tab scope" (sessionStorage): the impersonation back door does this, so the tab acting as
 * another user never replaces the other tabs' session. The scope marker itself lives in
 * sessionStorage, so it survives reloads of that tab only.
 */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const ACCESS_KEY = 'kolos.accessToken';
const REFRESH_KEY = 'kolos.refreshToken';
const TAB_SCOPE_KEY = 'kolos.tabScope';
const IMPERSONATED_KEY = 'kolos.impersonated';

type Listener = () => void;
const listeners = new Set<Listener>();

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function isTabScoped(): boolean {
  return safe(() => sessionStorage.getItem(TAB_SCOPE_KEY) === '1', false);
}

/** True when this tab acts as another user through the back door (SPEC 6 impersonation). */
export function isImpersonatedTab(): boolean {
  return safe(() => sessionStorage.getItem(IMPERSONATED_KEY) === '1', false);
}

function storage(): Storage {
  return isTabScoped() ? sessionStorage : localStorage;
}

let cached: { raw: string; tokens: Tokens | null } | null = null;
let ended = false;

/**
 * True once this page has dropped its tokens (sign-out, failed refresh) until new ones are stored:
 * guards then send the user to Login rather than to AccessDenied.
 */
export function wasSignedOut(): boolean {
  return ended;
}

/** The tokens this tab uses; the same object is returned while they do not change. */
export function getTokens(): Tokens | null {
  const store = safe(storage, null);
  if (!store) return null;
  const accessToken = store.getItem(ACCESS_KEY) ?? '';
  const refreshToken = store.getItem(REFRESH_KEY) ?? '';
  const raw = `${isTabScoped() ? 't' : 'l'}|${accessToken}|${refreshToken}`;
  if (cached?.raw !== raw) {
    cached = { raw, tokens: accessToken && refreshToken ? { accessToken, refreshToken } : null };
  }
  return cached.tokens;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setTokens(tokens: Tokens): void {
  const store = storage();
  ended = false;
  store.setItem(ACCESS_KEY, tokens.accessToken);
  store.setItem(REFRESH_KEY, tokens.refreshToken);
  emit();
}

/** Forgets this tab's tokens (the shared ones, or the tab's own in tab scope). */
export function clearTokens(): void {
  ended = true;
  safe(() => {
    const store = storage();
    store.removeItem(ACCESS_KEY);
    store.removeItem(REFRESH_KEY);
    sessionStorage.removeItem(IMPERSONATED_KEY);
  }, undefined);
  emit();
}

/** Switches this tab to its own session (sessionStorage) and stores the given tokens there. */
export function startTabSession(tokens: Tokens, options: { impersonated?: boolean } = {}): void {
  sessionStorage.setItem(TAB_SCOPE_KEY, '1');
  if (options.impersonated) sessionStorage.setItem(IMPERSONATED_KEY, '1');
  else sessionStorage.removeItem(IMPERSONATED_KEY);
  setTokens(tokens);
}

/** Subscribes to token changes in this tab and, for shared tokens, in other tabs. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) {
      if (!isTabScoped()) listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
