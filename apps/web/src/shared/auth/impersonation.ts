import type { Tokens } from './token-store';

/** The back-door address of SPEC 6 'Войти под этим пользователем'; tokens travel in the hash. */
export const IMPERSONATE_PATH = '/admin/impersonate';

export function impersonationUrl(tokens: Tokens): string {
  const hash = new URLSearchParams({ access: tokens.accessToken, refresh: tokens.refreshToken });
  return `${window.location.origin}${IMPERSONATE_PATH}#${hash.toString()}`;
}

/** Opens a new tab acting as the user; the tab keeps these tokens to itself (sessionStorage). */
export function openImpersonationTab(tokens: Tokens): void {
  window.open(impersonationUrl(tokens), '_blank', 'noopener');
}

/** Reads the tokens from the back-door address hash, or null. */
export function tokensFromHash(hash: string): Tokens | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access');
  const refreshToken = params.get('refresh');
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}
