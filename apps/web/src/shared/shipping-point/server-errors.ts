import type { FieldPath, UseFormSetError } from 'react-hook-form';
import type { LocationDraft } from '@kolos/domain/locations';
import { isApiError } from '../api/api-error';

/** A 400 from the server names its fields (`schedule.openAt`): show each message under its field. */
export function showServerErrors(error: unknown, setError: UseFormSetError<LocationDraft>): void {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.detail)) return;
  for (const issue of error.detail as { field?: unknown; message?: unknown }[]) {
    if (typeof issue.field === 'string' && issue.field && typeof issue.message === 'string') {
      setError(issue.field as FieldPath<LocationDraft>, { type: 'server', message: issue.message });
    }
  }
}
