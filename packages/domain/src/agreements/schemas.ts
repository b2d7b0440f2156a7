import { z } from 'zod';
import { text } from '../common/text';
import { dateOut } from '../common/wire-dates';
import { AGREEMENT_STATUSES } from './statuses';

const id = () => z.uuid({ error: 'Неверный идентификатор' });
const iso = () => dateOut('wireInstant');

/** POST /admin/agreement: a new version of a purchaser's framework agreement text. */
export const agreementTemplateBody = z.object({
  /** An admin names the purchaser; a purchaser's super-user leaves it out (his own company). */
  purchaserUuid: id().optional(),
  title: text().trim().min(3).max(300),
  text: text().trim().min(20).max(100_000),
});
export type AgreementTemplateBody = z.infer<typeof agreementTemplateBody>;

export const agreementTemplateReply = z.object({
  uuid: id(),
  purchaserCompanyUuid: id(),
  version: z.number().int(),
  title: text(),
  text: text(),
  createdBy: id().nullable(),
  createdAt: iso(),
});
export type AgreementTemplate = z.infer<typeof agreementTemplateReply>;

/** GET /admin/agreement: the current template of a purchaser (an admin names him). */
export const agreementTemplateQuery = z.object({ purchaserUuid: id().optional() });

/** GET /admin/agreement/versions: a purchaser's versions, newest first, a page at a time. */
export const agreementVersionsQuery = z.object({
  purchaserUuid: id().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AgreementVersionsQuery = z.infer<typeof agreementVersionsQuery>;

/** A version with how many farmer companies have signed it. */
export const agreementVersionReply = agreementTemplateReply.extend({
  createdByName: text().nullable(),
  signedCount: z.number().int(),
});
export type AgreementVersion = z.infer<typeof agreementVersionReply>;

export const agreementVersionsReply = z.object({
  templates: z.array(agreementVersionReply),
  totalCount: z.number().int(),
  /** Approved farmer companies that signed an earlier version and are asked the current one. */
  awaitingCount: z.number().int(),
});
export type AgreementVersions = z.infer<typeof agreementVersionsReply>;

/**
 * GET /personal/agreement/pending: purchasers whose newer version the farmer's approved company
 * has not signed though it signed an earlier one (issue 28 point 14).
 */
export const pendingAgreementReply = z.object({
  purchaserUuid: id(),
  purchaserCompanyName: text(),
  version: z.number().int(),
  title: text(),
  signedVersion: z.number().int(),
});
export type PendingAgreement = z.infer<typeof pendingAgreementReply>;
export const pendingAgreementsReply = z.object({ pending: z.array(pendingAgreementReply) });

/** POST /personal/agreement/current: the purchaser when the farmer's company was not invited by one. */
export const currentAgreementBody = z.object({ purchaserUuid: id().optional() }).default({});

export const signatureSchema = z.object({
  signedAt: iso(),
  signerUuid: id(),
  signerName: text(),
  signerPhone: text(),
  signerIp: text().nullable(),
  textSha256: text(),
});

/** One agreement as every route answers it; `signature` is null until it is signed. */
export const agreementReply = z.object({
  uuid: id(),
  farmerCompanyUuid: id(),
  farmerCompanyName: text(),
  purchaserCompanyUuid: id(),
  purchaserCompanyName: text(),
  templateUuid: id(),
  version: z.number().int(),
  title: text(),
  text: text(),
  status: z.enum(AGREEMENT_STATUSES),
  createdAt: iso(),
  signature: signatureSchema.nullable(),
});
export type Agreement = z.infer<typeof agreementReply>;

/** POST /agreement/{uuid}/sign-code: where the code went and when another may be asked. */
export const signCodeReply = z.object({
  phone: text(),
  codeLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SignCodeReply = z.infer<typeof signCodeReply>;

/** PUT /agreement/{uuid}: SPEC 7 carries the new status; the SMS code signs. */
export const signAgreementBody = z.object({
  status: z.literal('AGREEMENT_CONTRACT_SIGNED', { error: 'Допустимое значение: AGREEMENT_CONTRACT_SIGNED' }),
  code: text()
    .trim()
    .regex(/^\d{4,8}$/, { error: 'Код состоит из 4–8 цифр' }),
});
export type SignAgreementBody = z.infer<typeof signAgreementBody>;

/** GET /agreements?purchaserUuid&status. */
export const agreementListQuery = z.object({
  purchaserUuid: id().optional(),
  farmerUuid: id().optional(),
  status: z.enum(AGREEMENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const agreementListReply = z.object({
  agreements: z.array(agreementReply),
  totalCount: z.number().int(),
});
export type AgreementList = z.infer<typeof agreementListReply>;
