import type { ColumnType, Generated } from 'kysely';
import type { AgreementStatus } from '@kolos/domain/agreements';

type Instant = ColumnType<Date, Date | string, Date | string>;

/** Migration 0032: a version of a purchaser's framework agreement text. */
export interface AgreementTemplatesTable {
  uuid: string;
  purchaserCompanyUuid: string;
  version: number;
  title: string;
  text: string;
  createdBy: string | null;
  createdAt: Generated<Date>;
}

/** An agreement offered to a farmer's company, with its signature record once signed. */
export interface AgreementsTable {
  uuid: string;
  farmerCompanyUuid: string;
  purchaserCompanyUuid: string;
  templateUuid: string;
  title: string;
  text: string;
  status: Generated<AgreementStatus>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  signedAt: Instant | null;
  signerUserUuid: string | null;
  signerPhone: string | null;
  signerIp: string | null;
  textSha256: string | null;
}

export interface AgreementStatusHistoryTable {
  uuid: string;
  agreementUuid: string;
  previousStatus: string | null;
  status: string;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

export interface AgreementSignCodesTable {
  uuid: string;
  agreementUuid: string;
  userUuid: string;
  phone: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Instant;
  usedAt: Instant | null;
  ip: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    agreementTemplates: AgreementTemplatesTable;
    agreements: AgreementsTable;
    agreementStatusHistory: AgreementStatusHistoryTable;
    agreementSignCodes: AgreementSignCodesTable;
  }
}
