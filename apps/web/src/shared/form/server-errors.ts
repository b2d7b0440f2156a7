import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * A 400 from the server names its fields (`schedule.openAt`): show each message under its field.
 * Answers whether any field took a message (else the caller says the failure its own way).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.detail)) return false;
  let shown = false;
  for (const issue of error.detail as { field?: unknown; message?: unknown }[]) {
    if (typeof issue.field === 'string' && issue.field && typeof issue.message === 'string') {
      setError(issue.field as FieldPath<T>, { type: 'server', message: issue.message });
      shown = true;
    }
  }
  return shown;
}
