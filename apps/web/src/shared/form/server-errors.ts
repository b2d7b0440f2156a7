import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';

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

/**
 * A dialog's save: said and closed when it goes through; the server's refusals by field land under
 * their fields, any other refusal is told.
 */
export async function saveInForm<T extends FieldValues>(
  save: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  saved: { text: string; then: () => void },
): Promise<void> {
  try {
    await save();
    notify.success(saved.text);
    saved.then();
  } catch (error) {
    if (showServerErrors(error, setError).length === 0) notifyFailure(error);
  }
}
