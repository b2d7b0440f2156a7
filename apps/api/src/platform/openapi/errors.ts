import { ERRORS, wireCodeOf, type ErrorCode } from '@kolos/domain';
import type { RouteAccessConfig } from '../auth/context';

/** The one error body of every refusal (GUIDE 3, platform/errors.ts), as a shared component. */
export const ERROR_SCHEMA_NAME = 'Error';
export const errorSchema = {
  type: 'object',
  description: 'Ответ с ошибкой: текст для пользователя, код и подробности.',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'Текст ошибки по-русски, его можно показать пользователю' },
    code: {
      type: ['string', 'integer'],
      description: 'Код ошибки: имя из каталога (VALIDATION, NOT_FOUND, …) или число SPEC 8 (35742)',
    },
    detail: {
      description:
        'Подробности: для 400 — список { field, message } по полям; для 35742 — тонны, которые ещё помещаются; для 429 — { retryAfterSeconds }',
    },
    nearestFreeDates: {
      type: 'array',
      items: { type: 'string' },
      description: 'Только у 35742: ближайшие свободные дни пункта приёмки, YYYY-MM-DD',
    },
  },
} as const;

/** Russian names of the statuses, the description of each error answer. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Неверный запрос: поле не прошло проверку или тело не JSON',
  401: 'Нет входа: нет токена, токен истёк или сессия завершена',
  403: 'Недостаточно прав (SPEC 6) или роль не та',
  404: 'Не найдено или принадлежит другой компании',
  409: 'Действие невозможно в текущем состоянии',
  410: 'Ссылка больше не действует',
  413: 'Слишком большой запрос',
  429: 'Слишком много запросов: повторите через Retry-After секунд',
  503: 'Сервер перегружен или не готов: повторите через Retry-After секунд',
};

/** What a code asks of the client, where its name does not say it. */
const CODE_NOTES: Partial<Record<ErrorCode, string>> = {
  NOT_ENOUGH_SLOTS:
    '35742 (SPEC 8) — не хватает слотов в пункте приёмки: detail — сколько тонн ещё помещается, nearestFreeDates — ближайшие свободные дни',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED — обновите токен (POST /api/auth/refresh)',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export interface RouteShape {
  method: string;
  access: RouteAccessConfig;
  hasParams: boolean;
  hasInput: boolean;
  hasBody: boolean;
  /** Codes the route declares beyond what its shape implies (`config.errors`). */
  declared: readonly ErrorCode[];
}

/**
 * The codes a route can answer, derived from its declaration: any input → 400, a session → 401,
 * a guarded route → 403 (a one-time link's session is refused everywhere else), a path id → 404,
 * a change → 409, a body → 413, and every route may be shed under overload → 503. The route adds
 * its own (35742, 429, …) in `config.errors`.
 */
export function errorCodesOf(route: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (route.hasInput) codes.add('VALIDATION');
  if (route.hasBody) codes.add('MALFORMED_JSON');
  if (!route.access.public) {
    codes.add('UNAUTHORIZED').add('TOKEN_EXPIRED').add('FORBIDDEN');
    if (MUTATING.has(route.method)) codes.add('CONFLICT');
  }
  if (route.hasParams) codes.add('NOT_FOUND');
  if (WITH_BODY.has(route.method)) codes.add('PAYLOAD_TOO_LARGE');
  codes.add('OVERLOADED');
  for (const code of route.declared) codes.add(code);
  return [...codes];
}

/** The error answers of an operation: one per status, the shared schema narrowed to its codes. */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, (string | number)[]>();
  const notes = new Map<number, string[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), wireCodeOf(code)]);
    const note = CODE_NOTES[code];
    if (note) notes.set(status, [...(notes.get(status) ?? []), note]);
  }
  const answers: Record<string, unknown> = {};
  for (const [status, wire] of [...byStatus].sort(([a], [b]) => a - b)) {
    const retry = status === 429 || status === 503;
    answers[String(status)] = {
      description: [
        `${STATUS_TEXT[status] ?? 'Ошибка'}. Коды: ${wire.join(', ')}`,
        ...(notes.get(status) ?? []),
      ].join('. '),
      ...(retry
        ? {
            headers: {
              'Retry-After': { description: 'Через сколько секунд повторить', type: 'integer' },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` },
              { type: 'object', properties: { code: { enum: wire } } },
            ],
          },
        },
      },
    };
  }
  return answers;
}
