import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';

/** Issue 16 point 4: the in-app list and the channel settings, as the API and the web share them. */
export const NOTIFICATION_MSG = {
  noneChosen: 'Выберите уведомления',
  smsRequired: 'Укажите, присылать ли SMS',
  emailRequired: 'Укажите, присылать ли письма',
  onOff: 'Значение должно быть «да» или «нет»',
  settingsSaved: 'Настройки уведомлений сохранены',
  impersonationReadOnly: 'В режиме входа от имени пользователя его уведомления можно только просматривать',
} as const;

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /notifications: pages from 1, newest first. */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationWire = z.object({
  uuid: text(),
  kind: text(),
  text: text(),
  /** A path of the web app: the drawer links to it. */
  link: text(),
  objectUuid: text().nullable(),
  createdAt: dateOut('wireInstant'),
  readAt: dateOut('wireInstant').nullable(),
});
export type NotificationWire = z.infer<typeof notificationWire>;

export const notificationListReply = z.object({
  items: z.array(notificationWire),
  total: z.number(),
  unread: z.number(),
});
export type NotificationListReply = z.infer<typeof notificationListReply>;

/** PUT /notifications/read: the caller's own; another user's uuids change nothing. */
export const markReadBody = z.object({
  uuids: z.array(text().uuid()).min(1, { error: NOTIFICATION_MSG.noneChosen }).max(500),
});
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadReply = z.object({ updated: z.number(), unread: z.number() });
export type MarkReadReply = z.infer<typeof markReadReply>;

const onOff = (required: string) =>
  z.boolean({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : NOTIFICATION_MSG.onOff),
  });

/** PUT /notifications/settings: both channels, as the panel shows them. */
export const notificationSettingsBody = z.strictObject({
  sms: onOff(NOTIFICATION_MSG.smsRequired),
  email: onOff(NOTIFICATION_MSG.emailRequired),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export const notificationSettingsWire = notificationSettingsBody.extend({
  /** In-app notifications cannot be turned off. */
  inApp: z.literal(true),
  /** Whether the user has an address for e-mail at all (his profile's notification e-mail). */
  hasEmail: z.boolean(),
});
export type NotificationSettingsWire = z.infer<typeof notificationSettingsWire>;
