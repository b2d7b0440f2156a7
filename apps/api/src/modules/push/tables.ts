import type { Generated } from 'kysely';

/** Migration 0043: the browsers that take Web Push, and what each was sent. */
export interface PushSubscriptionsTable {
  uuid: string;
  userUuid: string;
  companyUuid: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Generated<Date>;
}

export interface PushDeliveriesTable {
  notificationUuid: string;
  subscriptionUuid: string;
  sentAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    pushSubscriptions: PushSubscriptionsTable;
    pushDeliveries: PushDeliveriesTable;
  }
}
