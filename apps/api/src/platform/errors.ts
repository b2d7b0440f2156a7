import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@kolos/domain';

/** A refusal a user should see: carries the code that fixes its status and a Russian message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly detail?: unknown,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, detail?: unknown) => new AppError('CONFLICT', message, detail);
export const badRequest = (message: string, detail?: unknown) => new AppError('VALIDATION', message, detail);

function body(code: ErrorCode, message?: string, detail?: unknown): ApiErrorBody {
  return { message: message ?? ERRORS[code].message, code, ...(detail === undefined ? {} : { detail }) };
}

/** Every 429 says when to come back (seconds): its `detail.retryAfterSeconds`, else a minute. */
function retryAfterOf(detail: unknown): string {
  const seconds = (detail as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60);
}

/** One place turns every failure into `{ message, code?, detail? }` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) reply.header('Retry-After', retryAfterOf(error.detail));
      return reply.status(error.status).send(body(error.code, error.message, error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }));
      return reply.status(400).send(body('VALIDATION', issues[0]?.message, issues));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(body('MALFORMED_JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(body('BAD_REQUEST', 'Неподдерживаемый тип содержимого'));
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(body('MALFORMED_JSON'));
    }
    if (error.statusCode === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS'));
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}
