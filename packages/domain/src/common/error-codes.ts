/**
 * Every error the API answers with, each with its HTTP status and a Russian message a user can
 * read. One place maps codes to statuses; services throw `AppError(code)` (see the API).
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'Произошла ошибка пользовательского ввода' },
  VALIDATION: { status: 400, message: 'Проверьте правильность заполнения полей' },
  MALFORMED_JSON: { status: 400, message: 'Тело запроса не является корректным JSON' },
  BAD_PHONE: { status: 400, message: 'Введите номер телефона в формате +7 ### ###-##-##' },
  UNAUTHORIZED: { status: 401, message: 'Требуется вход в систему' },
  TOKEN_EXPIRED: { status: 401, message: 'Срок действия сессии истёк, войдите снова' },
  BAD_CREDENTIALS: { status: 401, message: 'Неверный номер телефона или пароль' },
  BAD_CODE: { status: 400, message: 'Неверный код подтверждения' },
  CODE_EXPIRED: { status: 400, message: 'Срок действия кода истёк, запросите новый код' },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    message: 'Превышено число попыток ввода кода, запросите новый код',
  },
  REFRESH_INVALID: { status: 401, message: 'Сессия недействительна, войдите снова' },
  USER_INACTIVE: { status: 403, message: 'Пользователь деактивирован' },
  FORBIDDEN: { status: 403, message: 'Недостаточно прав для выполнения действия' },
  NOT_FOUND: { status: 404, message: 'Не найдено' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Такого адреса API не существует' },
  CONFLICT: { status: 409, message: 'Действие невозможно в текущем состоянии' },
  GONE: { status: 410, message: 'Ссылка больше не действует' },
  /** SPEC 8: answered with the number 35742 as its code (`wireCode`), the web keys its text on it. */
  NOT_ENOUGH_SLOTS: {
    status: 409,
    message: 'Недостаточно слотов. Доступно к согласованию 0 т.',
    wireCode: 35742,
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  URI_TOO_LONG: { status: 414, message: 'Слишком длинный адрес запроса' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый тип содержимого' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'Запрошенная часть файла недоступна' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Слишком большие заголовки запроса' },
  RESEND_TOO_EARLY: { status: 429, message: 'Новый код можно запросить позже' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Слишком много запросов, попробуйте позже' },
  INTERNAL: { status: 500, message: 'Произошла ошибка сервера' },
  OVERLOADED: { status: 503, message: 'Сервер перегружен, повторите запрос через несколько секунд' },
  NOT_READY: { status: 503, message: 'Сервер не готов принимать запросы' },
} as const satisfies Record<string, { status: number; message: string; wireCode?: number }>;

export type ErrorCode = keyof typeof ERRORS;

/** The code a body carries: the error's name, or the number SPEC 8 fixes for it. */
export function wireCodeOf(code: ErrorCode): ErrorCode | number {
  const entry = ERRORS[code];
  return 'wireCode' in entry ? entry.wireCode : code;
}

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  message: string;
  code?: ErrorCode | number;
  detail?: unknown;
}
