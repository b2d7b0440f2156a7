import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Policy, UserType } from '@kolos/domain';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = Generated<Date>;

export interface CompaniesTable {
  uuid: string;
  name: string;
  code: string | null;
  taxCode: string | null;
  reasonCode: string | null;
  address: string | null;
  registrationDate: string | null;
  director: string | null;
  accountNumber: string | null;
  type: Generated<string>;
  nds: Generated<boolean>;
  currency: Generated<string>;
  traderType: Generated<string>;
  bankId: string | null;
  bankName: string | null;
  /** Migration 0047: the bank's correspondent account (the bank file's Корсчет). */
  corrAccount: ColumnType<string | null, string | null | undefined, string | null>;
  realAddress: string | null;
  postAddress: string | null;
  contactPhone: string | null;
  contactName: string | null;
  contactMiddleName: string | null;
  contactLastName: string | null;
  contactPosition: string | null;
  contactEmail: string | null;
  isEarlyCompleted: Generated<boolean>;
  userType: UserType;
  status: Generated<string>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface UsersTable {
  uuid: string;
  phone: string;
  lastName: Generated<string>;
  name: Generated<string>;
  surname: Generated<string>;
  notifyEmail: string | null;
  userType: UserType;
  isSuperUser: Generated<boolean>;
  active: Generated<boolean>;
  companyUuid: string | null;
  passwordHash: string | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface RolesTable {
  uuid: string;
  companyUuid: string | null;
  name: string;
  policies: JSONColumnType<Policy[], string, string>;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface GroupsTable {
  uuid: string;
  name: string;
  companyUuid: string | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface GroupRolesTable {
  groupUuid: string;
  roleUuid: string;
  createdAt: CreatedAt;
}

export interface AuthSessionsTable {
  uuid: string;
  userUuid: string;
  actorUuid: string | null;
  scope: Generated<string>;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface RefreshTokensTable {
  tokenHash: string;
  sessionUuid: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface OtpCodesTable {
  uuid: string;
  phone: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  ip: string | null;
  createdAt: CreatedAt;
}

export interface OnetimeTokensTable {
  tokenHash: string;
  userUuid: string;
  purpose: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface OutboxMessagesTable {
  uuid: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  text: string;
  code: string | null;
  createdAt: CreatedAt;
  /** Delivery (migration 0014, platform/messaging-delivery.ts). */
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  idempotencyKey: string;
  claimedAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
}

export interface RateLimitsTable {
  key: string;
  windowStart: Timestamp;
  hits: Generated<number>;
}

export interface AuditLogTable {
  uuid: string;
  action: string;
  actorUuid: string | null;
  targetUuid: string | null;
  ip: string | null;
  detail: JSONColumnType<Record<string, unknown>, string, string>;
  createdAt: CreatedAt;
}

export interface FoundationTables {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  groups: GroupsTable;
  groupRoles: GroupRolesTable;
  authSessions: AuthSessionsTable;
  refreshTokens: RefreshTokensTable;
  otpCodes: OtpCodesTable;
  onetimeTokens: OnetimeTokensTable;
  outboxMessages: OutboxMessagesTable;
  rateLimits: RateLimitsTable;
  auditLog: AuditLogTable;
  // checksum: SHA-256 of the applied file (db/migrate.ts); null only until the next start fills it.
  schemaMigrations: { name: string; appliedAt: Generated<Date>; checksum: string | null };
}
