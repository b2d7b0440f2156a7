import { MSG, NOT_ENOUGH_SLOTS_CODE } from '@kolos/domain';

/** A failed API call: the HTTP status (0 when the server was not reached) and the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number | undefined;
  readonly detail: unknown;

  constructor(init: { status: number; message?: string; code?: string | number; detail?: unknown }) {
    super(init.message ?? '');
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a failure is SPEC 8 code 35742, 'not enough slots' (whatever its HTTP status). */
export const isNotEnoughSlots = (code: unknown): boolean => String(code) === String(NOT_ENOUGH_SLOTS_CODE);

/** SPEC 8's text of code 35742; the detail is the tonnes still available (0 when absent). */
export function notEnoughSlotsMessage(detail: unknown): string {
  return MSG.notEnoughSlots(
    typeof detail === 'number' || (typeof detail === 'string' && detail !== '') ? detail : 0,
  );
}

/**
 * Builds an ApiError from a response body of the form `{ message, code?, detail? }`. Code 35742
 * carries SPEC 8's text whatever the server wrote, so a screen that shows the error itself
 * (`notify: false`, a service wrapper) says the same as the toast.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? record.code : undefined;
  const message = isNotEnoughSlots(code)
    ? notEnoughSlotsMessage(record.detail)
    : typeof record.message === 'string'
      ? record.message
      : '';
  return new ApiError({ status, message, code, detail: record.detail });
}
