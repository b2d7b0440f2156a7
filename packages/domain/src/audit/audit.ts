import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import { text } from '../common/text';
import { instantDateOut, wireInstant } from '../common/wire-dates';

/**
 * Every action the audit log records, `area.verb`, with the Russian words an admin reads. The API
 * writes these names and nothing else (apps/api/src/platform/audit.ts); two older names keep
 * their spelling so the records written before stay findable.
 */
export const AUDIT_ACTION_LABELS = {
  impersonation: 'Вход под пользователем',
  'password-reset': 'Сброс пароля',
  'user.create': 'Пользователь создан',
  'user.update': 'Пользователь изменён',
  'user.deactivate': 'Пользователь деактивирован',
  'user.recover': 'Пользователь восстановлен',
  'role.create': 'Роль создана',
  'role.update': 'Роль изменена',
  'role.delete': 'Роль удалена',
  'discount.create': 'Премия по району создана',
  'discount.update': 'Премия по району изменена',
  'discount.delete': 'Премия по району удалена',
  'region.create': 'Территория закупки создана',
  'region.update': 'Территория закупки изменена',
  'region.delete': 'Территория закупки удалена',
  'location.create': 'Точка создана',
  'location.update': 'Точка изменена',
  'location.delete': 'Точка удалена',
  'contract.create': 'Сделка создана',
  'contract.update': 'Сделка изменена',
  'contract.status': 'Статус сделки изменён',
  'prepayment.create': 'Заявка на аванс подана',
  'prepayment.status': 'Статус заявки на аванс изменён',
  'prepayment.limits.upload': 'Лимиты загружены',
  'auction.create': 'Торги созданы',
  'auction.update': 'Торги изменены',
  'auction.delete': 'Торги удалены',
  'auction.status': 'Статус торгов изменён',
  'auction.deny': 'Фермеру закрыт доступ к торгам',
  'auction.allow': 'Фермеру возвращён доступ к торгам',
  'offer.create': 'Предложение сделано',
  'offer.update': 'Предложение изменено',
  'offer.rebind': 'Предложение перенесено на другие торги',
  'offer.status': 'Статус предложения изменён',
  'counter-offer.status': 'Статус встречного предложения изменён',
  'slot.update': 'Слот изменён',
  'slot.status': 'Статус слота изменён',
  'queue.day.update': 'Настройки очереди на день изменены',
  'quality-norms.update': 'Нормы качества культуры изменены',
  'slot.acceptance': 'Машина принята или развёрнута на приёмке',
  'settlement.create': 'Расчёт по сделке составлен',
  'settlement.status': 'Статус расчёта изменён',
  'settlement.registry': 'Реестр платежей в банк выгружен',
  'slot.docs.upload': 'Документ рейса загружен',
  'slot.docs.status': 'Статус документов рейса изменён',
  'slot.docs.override': 'Машина пропущена без одобренных документов',
  'trip-docs.settings': 'Обязательные документы рейса пункта изменены',
  'tariff.update': 'Тариф на перевозку изменён',
  'task.create': 'Сторонняя сделка создана',
  'task.update': 'Сторонняя сделка изменена',
  'task.delete': 'Сторонняя сделка удалена',
  'task.status': 'Статус сторонней сделки изменён',
  'task.sync.retry': 'Отправка сторонней сделки повторена',
  'task.webhook.update': 'Адрес интеграции изменён',
  'task.webhook.delete': 'Адрес интеграции удалён',
  'apikey.create': 'Ключ API выпущен',
  'apikey.revoke': 'Ключ API отозван',
  'company.invite': 'Фермер приглашён на платформу',
  'company.create': 'Карточка закупщика создана',
  'company.update': 'Анкета организации изменена',
  'company.status': 'Статус организации изменён',
  'company.options': 'Параметры организации изменены',
  'company.delete': 'Организация удалена',
  'company.document.upload': 'Документ организации загружен',
  'company.document.delete': 'Документ организации удалён',
  'agreement.template.create': 'Новая версия рамочного договора',
  'agreement.create': 'Рамочный договор предложен фермеру',
  'agreement.sign-code': 'Код подписания договора отправлен',
  'agreement.status': 'Рамочный договор подписан',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The Russian name of an action; one this version does not know is shown as written. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

export const AUDIT_MSG = {
  badDate: 'Неверная дата: ожидается дата и время в формате ISO 8601',
  badPeriod: 'Начало периода не может быть позже его окончания',
  badUuid: 'Неверный идентификатор',
} as const;

const instant = wireInstant(AUDIT_MSG.badDate);
const uuid = text().uuid({ error: AUDIT_MSG.badUuid });

/** GET /audit: filters (action, actor, target, period) and the page; newest first. */
export const auditListQuery = z
  .object({
    action: text().max(100).optional(),
    actorUuid: uuid.optional(),
    targetUuid: uuid.optional(),
    createdFrom: instant.optional(),
    createdTo: instant.optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || new Date(q.createdFrom) <= new Date(q.createdTo), {
    error: AUDIT_MSG.badPeriod,
    path: ['createdTo'],
  });
export type AuditListQuery = z.output<typeof auditListQuery>;

const person = z.object({ uuid: text(), fullName: text(), phone: text() });

/** One record: who did what to what, when and from where; a target that is a person is named. */
export const auditEntrySchema = z.object({
  uuid: text(),
  action: text(),
  createdAt: instantDateOut(),
  ip: text().nullable(),
  actor: person.nullable(),
  targetUuid: text().nullable(),
  target: person.nullable(),
  detail: z.record(text(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number() });
