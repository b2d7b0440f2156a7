import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { companySchema } from '../companies';
import { companyDocumentSchema } from '../documents';

export const MODERATION_MSG = {
  serviceError: 'Ошибка сервиса модерации.',
  incomplete: 'Анкету нельзя отправить на модерацию: не хватает данных',
  reasonRequired: 'Укажите причину отклонения',
  agreementName: 'Подписанный договор с закупщиком',
  approvedSms: 'Колос: ваша организация одобрена. Входите по номеру телефона и торгуйте.',
  declinedSms: (reason: string) =>
    `Колос: анкета организации отклонена. Причина: ${reason}. Исправьте данные и отправьте анкету снова.`,
  /** Issue 29 point 7: what a platform admin is told when a farmer submits his company. */
  submittedNotice: (name: string, taxCode: string | null) =>
    `Анкета ${name}${taxCode ? ` (ИНН ${taxCode})` : ''} отправлена на модерацию. Проверьте её.`,
  submittedSubject: 'Колос: новая анкета на модерации',
  /** 401 to the registration session the moderator's decision ended (issue 28 point 15). */
  registrationApproved: 'Анкета одобрена. Войдите по номеру телефона, чтобы начать торговать.',
  registrationDeclined:
    'Анкета отклонена. Войдите по номеру телефона, чтобы увидеть причину и исправить анкету.',
} as const;

/**
 * The `detail` of the 401 a registration session gets once the moderator has decided: the
 * registration page shows the decision and offers «Войти» (ADR 0088).
 */
export const registrationDecisionSchema = z.object({ decision: z.enum(['APPROVED', 'DECLINED']) });
export type RegistrationDecision = z.infer<typeof registrationDecisionSchema>;

/** What stops a submission: a card field, a required document, or the signed agreement. */
export const missingItemSchema = z.object({
  kind: z.enum(['field', 'document', 'agreement']),
  code: text(),
  name: text(),
});
export type MissingItem = z.infer<typeof missingItemSchema>;

/** POST /dmoderation/company: the farmer submits his company. */
export const submitCompanyBody = z.object({ companyUuid: text().uuid() });

/** POST /dmoderation/company/{id}/decline. */
export const declineBody = z.object({
  reason: text({ error: MODERATION_MSG.reasonRequired })
    .trim()
    .min(1, { error: MODERATION_MSG.reasonRequired })
    .max(1000),
});

/** POST dmoderation/company/{uuid}/options: what a moderator sets beyond the card. */
export const moderationOptionsBody = z.object({
  traderType: z.enum(['TRADER_TYPE_EMPTY', 'TRADER_TYPE_FARMER', 'TRADER_TYPE_TRADER']).optional(),
  isEarlyCompleted: z.boolean().optional(),
});

export const statusHistorySchema = z.object({
  from: text().nullable(),
  to: text(),
  reason: text().nullable(),
  userUuid: text().nullable(),
  userName: text().nullable(),
  createdAt: dateOut('wireInstant'),
});
export type StatusHistoryEntry = z.infer<typeof statusHistorySchema>;

/** GET /dmoderation/company/{id}: the card, its documents, what is missing and every status change. */
export const moderationCompanyReply = z.object({
  company: companySchema,
  documents: z.array(companyDocumentSchema),
  missing: z.array(missingItemSchema),
  /** null when the agreements area is not installed; else whether a signed agreement exists. */
  agreementSigned: z.boolean().nullable(),
  history: z.array(statusHistorySchema),
});
export type ModerationCompanyReply = z.infer<typeof moderationCompanyReply>;

/** The answer of submit, approve, decline, status and options. */
export const companyStatusReply = z.object({ uuid: text(), status: text() });
export type CompanyStatusReply = z.infer<typeof companyStatusReply>;
