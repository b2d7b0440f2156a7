import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERRORS,
  installRussianErrors,
  NUL_MESSAGE,
  wireCodeOf,
  type ApiErrorBody,
  type ErrorCode,
} from '@kolos/domain';

/** A refusal a user should see: carries the code that fixes its status and a Russian message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly detail?: unknown,
    /** Fields the body carries beside message, code and detail (35742's nearestFreeDates). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, detail?: unknown) => new AppError('CONFLICT', message, detail);
export const badRequest = (message: string, detail?: unknown) => new AppError('VALIDATION', message, detail);

function body(
  code: ErrorCode,
  message?: string,
  detail?: unknown,
  extra?: Record<string, unknown>,
): ApiErrorBody {
  return {
    ...extra,
    message: message ?? ERRORS[code].message,
    code: wireCodeOf(code),
    ...(detail === undefined ? {} : { detail }),
  };
}

/** Every 429 says when to come back (seconds): its `detail.retryAfterSeconds`, else a minute. */
function retryAfterOf(detail: unknown): string {
  const seconds = (detail as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60);
}

/** The code of a client error the framework or a plugin raised, by its status. */
const CLIENT_ERRORS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** Russian texts of the rarer statuses a framework may raise; they have no code of their own. */
const OTHER_CLIENT_TEXTS: Record<number, string> = {
  405: 'Этот метод не поддерживается по этому адресу',
  406: 'Ответ в запрошенном формате недоступен',
  408: 'Истекло время ожидания запроса',
  411: 'Не указана длина запроса',
  412: 'Условие запроса не выполнено',
  503: 'Сервер перегружен, попробуйте позже',
};

/** Any 4xx (and an overload's 503) keeps its status; its text is Russian whatever the framework said. */
function clientError(status: number): ApiErrorBody {
  const code = CLIENT_ERRORS[status];
  if (code) return body(code);
  return { message: OTHER_CLIENT_TEXTS[status] ?? ERRORS.BAD_REQUEST.message, code: status };
}

/** Field paths stay apart from the texts, which never name their field (`detail[].field`). */
function fieldIssues(validation: FastifySchemaValidationError[]): { field: string; message: string }[] {
  return validation.map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? ERRORS.VALIDATION.message,
  }));
}

/** One place turns every failure into `{ message, code?, detail? }` with the right status. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status === 429) reply.header('Retry-After', retryAfterOf(error.detail));
    return reply.status(error.status).send(body(error.code, error.message, error.detail, error.extra));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = fieldIssues(error.validation);
    return reply.status(400).send(body('VALIDATION', issues[0]?.message, issues));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.status(400).send(body('MALFORMED_JSON'));
  }
  if (error instanceof SyntaxError) return reply.status(400).send(body('MALFORMED_JSON'));
  const status = error.statusCode ?? 500;
  if (status === 429 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', retryAfterOf(undefined));
  if ((status >= 400 && status < 500) || status === 503)
    return reply.status(status).send(clientError(status));
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return reply.status(500).send(body('INTERNAL'));
}

/** Node's own parser errors (431 headers too large, 408, 400) — before Fastify has a request. */
export function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const json = JSON.stringify(clientError(status));
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** True when a parsed JSON value holds U+0000 in a key or string; other bodies (files) are left alone. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Error handling of the whole server. `handleError` also takes Fastify's `frameworkErrors` (a bad
 * percent-encoding 400, a path parameter too long 414) and `handleClientError` its
 * `clientErrorHandler`: both are passed to Fastify() in app.ts, since they act before routing.
 * Every string schema refuses NUL (domain `text()`); the hook after validation is the net for a
 * string no schema declares, which would otherwise reach PostgreSQL and come back a 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  installRussianErrors();
  app.setErrorHandler(handleError);
  app.addHook('preHandler', async (request) => {
    if (/%00/i.test(request.url) || holdsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}
