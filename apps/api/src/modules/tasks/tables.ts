import type { ColumnType, Generated } from 'kysely';
import type { StoredTaskStatus, TaskDeliveryType, TaskSyncStatus, TaskType } from '@kolos/domain/tasks';

/** A DATE column: written 'YYYY-MM-DD', read back as that text (pg) or a Date at UTC midnight (PGlite). */
type DayColumn = ColumnType<string | Date, string, string>;

export interface TasksTable {
  uuid: string;
  number: ColumnType<number, never, never>;
  aggregatorCompanyUuid: string;
  aggregatorLocationUuid: string;
  productUuid: string;
  farmerCompanyUuid: string;
  farmerLocationUuid: string | null;
  deliveryDateStart: DayColumn;
  deliveryDateEnd: DayColumn;
  deliveryType: TaskDeliveryType;
  quantity: number;
  price: number;
  humidity: number;
  comment: Generated<string>;
  taskType: TaskType;
  withoutAdditionalAgreement: Generated<boolean>;
  withoutIndication: Generated<boolean>;
  contractUuid: string | null;
  offerUuid: string | null;
  status: Generated<StoredTaskStatus>;
  statusBeforeError: Generated<'INACTIVE' | 'ACTIVE' | 'SUSPENDED' | null>;
  syncStatus: Generated<TaskSyncStatus>;
  syncError: Generated<string | null>;
  syncAttempts: Generated<number>;
  syncVersion: Generated<number>;
  syncedAt: Generated<Date | null>;
  source: string | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface TaskStatusHistoryTable {
  uuid: string;
  taskUuid: string;
  previousStatus: StoredTaskStatus | null;
  status: StoredTaskStatus;
  statusReason: string | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

export interface CompanyTaskWebhooksTable {
  companyUuid: string;
  url: string;
  /** Signs each delivery; never logged, answered only when made. */
  secret: string;
  updatedBy: string | null;
  updatedAt: Generated<Date>;
}

export interface CompanyApiKeysTable {
  uuid: string;
  companyUuid: string;
  partner: string;
  keyPrefix: string;
  /** SHA-256 of the key (platform/crypto hashToken); the key itself is never kept. */
  keyHash: string;
  /** The super-user who issued it: the deals it creates are entered in his name. */
  createdBy: string;
  createdAt: Generated<Date>;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

declare module '../../db/types' {
  interface DB {
    tasks: TasksTable;
    taskStatusHistory: TaskStatusHistoryTable;
    companyTaskWebhooks: CompanyTaskWebhooksTable;
    companyApiKeys: CompanyApiKeysTable;
  }
}
