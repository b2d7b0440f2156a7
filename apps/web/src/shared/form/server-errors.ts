import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * A 400 from the server names its fields (`schedule.openAt`): show each message under its field.
 * Answers the fields that took a message (none: the caller says the failure its own way).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): FieldPath<T>[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.detail)) return [];
  const shown: FieldPath<T>[] = [];
  for (const issue of error.detail as { field?: unknown; message?: unknown }[]) {
    if (typeof issue.field === 'string' && issue.field && typeof issue.message === 'string') {
      const field = issue.field as FieldPath<T>;
      // the first goes into view and takes the focus: a long form may have scrolled it away
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown.length });
      shown.push(field);
    }
  }
  return shown;
}
