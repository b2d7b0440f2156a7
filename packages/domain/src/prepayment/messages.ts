import { formatRoubles, MAX_AMOUNT } from './amounts';
import { statusLabel } from './statuses';

/** The prepayment area's Russian texts: SPEC 8 letter for letter, the rest in the same voice. */
export const PREPAYMENT_MSG = {
  importFailed: 'Некорректные данные для импорта. Проверьте название колонок и формат данных в строках',
  /** The template's header came back with nothing under it: the columns are right, the lines missing. */
  importNoLines:
    'В файле нет строк с лимитами: заполните строки под заголовком шаблона и загрузите файл снова',
  reportTitle: 'Отчёт о загрузке лимитов',
  importSucceeded: 'Лимиты успешно загружены!',
  importPartial: 'Лимиты загружены с ошибками!',
  importNothing: 'Лимиты не загружены',
  loadedOf: (loaded: number, total: number) => `Загружено ${loaded} из ${total} лимитов`,
  fileTooLarge: (megabytes: number) => `Файл лимитов не должен превышать ${megabytes} МБ`,
  /** A re-import may not take a limit under what is already approved or lent against it. */
  limitBelowCommitted: (committed: number) =>
    `Лимит меньше уже согласованных заявок: ${formatRoubles(committed)}`,
  /** PostgreSQL keeps no NUL in text: the line is refused instead of failing the import. */
  nulInLine: 'В строке недопустимый нулевой символ (NUL)',
  errorFileGone: 'Файл ошибок не найден: он хранится сутки, загрузите файл лимитов ещё раз',
  uploadNeedsPurchaser: 'Лимиты загружает сотрудник компании-покупателя',
  requestNotFound: 'Заявка на аванс не найдена',
  /** Either side may be a status the area does not know: it is named as it came. */
  badTransition: (from: string, to: string) =>
    `Заявку в статусе «${statusLabel(from)}» нельзя перевести в статус «${statusLabel(to)}»`,
  reasonRequired: 'Укажите причину отклонения: «Лимит» или «ДС/Заявка»',
  overLimit: (amount: number, remaining: number) =>
    `Сумма заявки ${formatRoubles(amount)} превышает остаток лимита ${formatRoubles(Math.max(0, remaining))}`,
  noLimit: 'Для вашей компании не установлен лимит по этому продукту',
  ambiguousLimit: 'Лимит по этому продукту выдали несколько покупателей: укажите покупателя',
  onlyFarmerCreates: 'Заявку на аванс подаёт сельхозпроизводитель от своей компании',
  badAmount: 'Сумма должна быть целым положительным числом рублей',
  amountTooLarge: `Сумма не может превышать ${formatRoubles(MAX_AMOUNT)}`,
  badRequestNumber: 'Номер заявки должен содержать только цифры',
  badDate: 'Неверная дата: ожидается дата и время в формате ISO 8601',
  badPeriod: 'Начало периода не может быть позже его окончания',
  badProductAlias: 'Продукт: AgroAvans (без залога) или AvansSObespech (с залогом)',
  badStatus: 'Неизвестный статус заявки',
  badPpType: 'Тип аванса: SIMPLE (без залога), DEPOSIT (с залогом) или PP_TYPE_UNDEFINED',
} as const;
