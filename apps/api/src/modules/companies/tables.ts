import type { Generated } from 'kysely';

/** Migration 0031 (issue 19): onboarding columns of companies, its status history and documents. */
declare module '../../db/tables/foundation' {
  interface CompaniesTable {
    invitedByCompanyUuid: string | null;
    submittedAt: Date | null;
    declineReason: string | null;
  }
}

export interface CompanyStatusHistoryTable {
  uuid: string;
  companyUuid: string;
  previousStatus: string | null;
  status: string;
  statusReason: string | null;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

export interface CompanyDocumentsTable {
  uuid: string;
  companyUuid: string;
  code: string;
  fileUuid: string;
  uploadedBy: string | null;
  replacedAt: Date | null;
  createdAt: Generated<Date>;
}

export interface RegistrationInvitationsTable {
  uuid: string;
  companyUuid: string;
  userUuid: string;
  purchaserCompanyUuid: string | null;
  invitedBy: string | null;
  phone: string;
  expireAt: Date;
  sentCount: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    companyStatusHistory: CompanyStatusHistoryTable;
    companyDocuments: CompanyDocumentsTable;
    registrationInvitations: RegistrationInvitationsTable;
  }
}
