import { isApiError } from '../../shared/api/api-error';

/** The message to show under a login form for a failed call. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    const retry = (error.detail as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (error.status === 429 && !error.message && typeof retry === 'number') {
      return `Новый код можно запросить через ${retry} с`;
    }
  }
  return error instanceof Error && error.message ? error.message : 'Ошибка авторизации.';
}
