import { TRIP_DOCUMENT_NAMES, type TripDocumentCode } from './codes';
import { SLOT_DOCS_STATUS_LABELS, type SlotDocsStatus } from './statuses';

export const TRIP_DOCS_MSG = {
  serviceError: 'Ошибка сервиса документов.',
  moderationError: 'Ошибка сервиса модерации.',
  slotNotFound: 'Слот не найден',
  pointNotFound: 'Пункт приёмки не найден',
  unknownCode: 'Неизвестный код документа рейса',
  filesRequired: 'Выберите файлы документа',
  sdizRequired: 'Укажите номер СДИЗ',
  sdizBadNumber: 'Номер СДИЗ — цифры, группы можно разделять дефисом (от 10 до 30 цифр)',
  sdizOnlyForSdiz: 'Номер СДИЗ указывается только для документа СДИЗ',
  purposeOnlyForSdiz: 'Цель использования указывается вместе со СДИЗ',
  reasonRequired: 'Укажите причину отклонения',
  notADecision: 'Решение по документам рейса — только «одобрить» или «отклонить»',
  slotClosed: 'Слот закрыт: документы рейса изменить нельзя',
  overrideNotAllowed: 'Пропустить машину без документов может только сотрудник с правом «Настройки очереди»',
  badDate: 'Дата должна быть в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
} as const;

const list = (codes: readonly TripDocumentCode[]) => codes.map((c) => TRIP_DOCUMENT_NAMES[c]).join(', ');

/** The gate's 409: why this truck may not be marked arrived or unloading yet. */
export function gateRefusal(status: SlotDocsStatus, missing: readonly TripDocumentCode[]): string {
  const head = 'Машину нельзя принять без одобренных документов рейса';
  if (missing.length > 0) return `${head}. Не хватает: ${list(missing)}`;
  return `${head}. ${SLOT_DOCS_STATUS_LABELS[status]}`;
}
