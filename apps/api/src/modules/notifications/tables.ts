import type { ColumnType, Generated } from 'kysely';

/** Migration 0023: the in-app list, the channel settings, the farmers' digest windows. */
export interface NotificationsTable {
  uuid: string;
  userUuid: string;
  /** live_events.id: bigint, read back as a string. */
  eventId: ColumnType<string, string | number, never>;
  kind: string;
  text: string;
  link: string;
  objectUuid: string | null;
  createdAt: Generated<Date>;
  readAt: Date | null;
}

export interface NotificationSettingsTable {
  userUuid: string;
  sms: boolean;
  email: boolean;
  updatedAt: Generated<Date>;
}

export interface NotificationDigestsTable {
  userUuid: string;
  windowStart: Date;
  auctions: number;
  sentAt: Date | null;
}

declare module '../../db/types' {
  interface DB {
    notifications: NotificationsTable;
    notificationSettings: NotificationSettingsTable;
    notificationDigests: NotificationDigestsTable;
  }
}
