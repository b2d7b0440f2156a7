import { z } from 'zod';
import { dateOut } from '../common/wire-dates';
import { text } from '../common/text';
import { userPhoneSchema } from '../users';

/** Issue 19: an invitation's one-time link lives this long. */
export const INVITATION_TTL_DAYS = 7;

export const REGISTRATION_MSG = {
  linkGone: (phone: string) =>
    `Ссылка для регистрации уже использована или устарела. Войдите по номеру телефона или позвоните в поддержку: ${phone}`,
  invitationNotFound: 'Приглашение не найдено',
  companyApproved: 'Организация с этим ИНН уже одобрена на платформе',
  companyNotFarmer: 'Этот ИНН принадлежит закупщику, пригласить его как фермера нельзя',
  phoneTaken: 'Пользователь с этим номером телефона уже зарегистрирован в другой организации',
  phoneNotFarmer: 'Этот номер телефона принадлежит сотруднику закупщика',
  invitedByOther: 'Эту организацию уже пригласил другой закупщик',
  alreadyRegistered: 'Фермер уже прошёл регистрацию, новая ссылка не нужна',
  badTaxCode: 'ИНН — 10 цифр для организации или 12 для предпринимателя, с верным контрольным числом',
  sms: (url: string) => `Колос: вас пригласили на платформу. Заполните анкету организации: ${url}`,
} as const;

/** POST /registration/invitations: a purchaser's staff member invites a farmer by phone and ИНН. */
export const invitationBody = z.object({
  phone: userPhoneSchema,
  taxCode: text()
    .trim()
    .regex(/^(\d{10}|\d{12})$/, { error: REGISTRATION_MSG.badTaxCode }),
  name: text().trim().max(300).optional(),
});
export type InvitationInput = z.input<typeof invitationBody>;

export const invitationReply = z.object({
  uuid: text(),
  companyUuid: text(),
  userUuid: text(),
  /** ISO 8601: when the link stops working. */
  expireAt: dateOut('wireInstant'),
});
export type InvitationReply = z.infer<typeof invitationReply>;

/**
 * GET /user/login/onetime/{token}: the tokens of a 'registration' session. SPEC 7 names
 * accessToken; the snake_case pair is what /auth/send-code answers, so either client code stores it.
 */
export const onetimeLoginReply = z.object({
  accessToken: text(),
  refreshToken: text(),
  access_token: text(),
  refresh_token: text(),
});

/** GET /support/info (SPEC 7 'support.generic.phone'). */
export const supportInfoReply = z.object({ support: z.object({ generic: z.object({ phone: text() }) }) });
export type SupportInfoReply = z.infer<typeof supportInfoReply>;

export const invitationsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** GET /registration/invitations: the purchaser's invitations with the company's state. */
export const invitationsReply = z.object({
  invitations: z.array(
    z.object({
      uuid: text(),
      companyUuid: text(),
      userUuid: text(),
      phone: text(),
      expireAt: dateOut('wireInstant'),
      sentCount: z.number().int(),
      createdAt: dateOut('wireInstant'),
      companyName: text(),
      taxCode: text().nullable(),
      status: text(),
    }),
  ),
});
export type InvitationsReply = z.infer<typeof invitationsReply>;
