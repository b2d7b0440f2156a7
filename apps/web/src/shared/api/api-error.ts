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

/** Builds an ApiError from a response body of the form `{ message, code?, detail? }`. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : '';
  const code = typeof record.code === 'string' || typeof record.code === 'number' ? record.code : undefined;
  return new ApiError({ status, message, code, detail: record.detail });
}
