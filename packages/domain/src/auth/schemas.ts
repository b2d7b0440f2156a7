import { z } from 'zod';
import { text } from '../common/text';
import { phoneField } from '../common/phone';
import { ERRORS } from '../common/error-codes';

/** A phone as people type it, normalised to '+7XXXXXXXXXX' or refused with SPEC's message. */
export const phoneSchema = phoneField(ERRORS.BAD_PHONE.message, ERRORS.BAD_PHONE.message);

export const phoneCheckBody = z.object({ phone: phoneSchema });
export const phoneCheckReply = z.object({
  session_uuid: text(),
  codeLength: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

const codeSchema = text().regex(/^\d{4,8}$/, { error: 'Код должен состоять из цифр' });

export const sendCodeBody = z
  .object({
    requestId: text().uuid().optional(),
    session_uuid: text().uuid().optional(),
    fingerprint: text().max(200).optional(),
    code: codeSchema,
  })
  .refine((b) => b.requestId ?? b.session_uuid, { error: 'Не указан идентификатор запроса кода' });

export const tokenPair = z.object({ access_token: text(), refresh_token: text() });

export const phoneConfirmBody = z.object({ session_uuid: text().uuid(), code: codeSchema });

export const passwordLoginBody = z.object({ phone: phoneSchema, password: text().min(1).max(200) });

export const refreshBody = z.object({
  access_token: text().optional(),
  refresh_token: text().min(1),
});

/** Claims of the access token (SPEC 3 Session user). */
export interface AccessClaims {
  uuid: string;
  exp: number;
  iss: string;
  roles: string[];
  companyUuid: string | null;
  /** Present on an impersonated session: the super-user who is acting. */
  act?: string;
}
