import { z } from 'zod';
import { text } from '../common/text';
import { MAX_LIST_LIMIT, DEFAULT_PAGE_SIZE } from '../common/constants';
import { MSG } from '../common/messages';
import { phoneField } from '../common/phone';
import { USER_TYPES } from '../access/rights';
import { wirePolicySchema } from '../roles/schemas';

const required = MSG.requiredUserForm;
const NAME_MAX = 100;
const tooLong = `Не более ${NAME_MAX} символов`;

/** A required text field of the user and employee forms (SPEC 5: 'Заполните это поле'). */
const requiredText = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(NAME_MAX, { error: tooLong });

/** SPEC 5: the phone is required, normalised to plus sign and digits, 12 characters. */
export const userPhoneSchema = phoneField(required);

/** SPEC 5: the notification e-mail is required and its format checked. */
export const notifyEmailSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(254, { error: MSG.badEmail })
  .pipe(z.email({ error: MSG.badEmail }))
  .transform((v) => v.toLowerCase());

/**
 * SPEC 2.5 and 5: the user form. Last name, name, phone and e-mail are required; the patronymic
 * is optional. The role inside the organisation is optional here (disabled on the user form).
 */
export const userFormSchema = z.object({
  lastName: requiredText,
  name: requiredText,
  surname: text().trim().max(NAME_MAX, { error: tooLong }).default(''),
  phone: userPhoneSchema,
  notifyEmail: notifyEmailSchema,
  roleUuid: text().uuid().nullish(),
});

/** SPEC 2.7 and 5: the employee form also requires the role inside the organisation. */
export const employeeFormSchema = userFormSchema.extend({
  roleUuid: text({ error: required }).uuid({ error: required }),
});

export type UserFormInput = z.input<typeof userFormSchema>;
export type UserForm = z.output<typeof userFormSchema>;

/** POST /add-company-user: the form without uuid; an admin also names the company. */
export const addCompanyUserBody = userFormSchema.extend({ companyUuid: text().uuid().nullish() });

/** PUT /delete-company-user and /recover-company-user. */
export const userUuidsBody = z.object({
  uuids: z
    .array(text().uuid({ error: 'Неверный идентификатор пользователя' }))
    .min(1, { error: 'Не выбрано ни одного пользователя' })
    .max(MAX_LIST_LIMIT),
});

/** POST /resetpwd-company-user. */
export const resetPasswordBody = z.object({
  uuid: text().uuid({ error: 'Неверный идентификатор пользователя' }),
});

/**
 * SPEC 7 paging of the users calls: `page` counts from 0; `size` 0 means "everything"
 * (GET /offers/users asks page 0 size 0), still capped at MAX_LIST_LIMIT.
 */
export const userPagination = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
});
export type UserPagination = z.infer<typeof userPagination>;

/** POST /v2/users: a search text over every field, paging, and an optional company. */
export const usersSearchBody = z.object({
  any: text().trim().max(200).optional(),
  pagination: userPagination.default({ page: 0, size: DEFAULT_PAGE_SIZE }),
  companyUuid: text().uuid().nullish(),
});
export type UsersSearch = z.input<typeof usersSearchBody>;

/** SPEC 3 Managed user, as the users calls answer it. */
export const managedUserSchema = z.object({
  uuid: text(),
  lastName: text(),
  name: text(),
  surname: text(),
  notifyEmail: text().nullable(),
  phone: text(),
  active: z.boolean(),
  /** Role names: the user type ('farmer', 'purchaser', 'admin') and the role inside the organisation. */
  roles: z.array(text()),
  groupRoleName: text(),
  roleUuid: text().nullable(),
  company: z.object({ name: text() }).nullable(),
  companyUuid: text().nullable(),
  userType: z.enum(USER_TYPES),
  isSuperUser: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const usersPageSchema = z.object({ users: z.array(managedUserSchema), total: z.number().int() });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** GET /v2/users/staff: the people of a purchaser company, for manager selectors. */
export const staffMemberSchema = z.object({
  uuid: text(),
  lastName: text(),
  name: text(),
  surname: text(),
  companyUuid: text().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The public password-reset page: the link's token and the new password, twice on the form. */
export const PASSWORD_MIN_LENGTH = 8;
export const newPasswordSchema = z
  .string({ error: required })
  .min(PASSWORD_MIN_LENGTH, { error: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов` })
  .max(200, { error: 'Пароль слишком длинный' })
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), { error: 'Пароль должен содержать буквы и цифры' });

export const passwordResetBody = z.object({
  token: text().min(20).max(200),
  password: newPasswordSchema,
});

export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, confirm: text({ error: required }).min(1, { error: required }) })
  .refine((v) => v.password === v.confirm, { error: 'Пароли не совпадают', path: ['confirm'] });

/**
 * SPEC 3 Session user: GET /user/{uuid} — the managed user with the role of their group and its
 * policies; `actorUuid` only on an impersonated session (the acting super-user). The API answers
 * with it and the web checks what it receives against it.
 */
export const sessionUserSchema = managedUserSchema.extend({
  role: z.object({ roleUuid: text(), name: text(), roles: z.array(wirePolicySchema) }).nullable(),
  actorUuid: text().optional(),
});
export type WireSessionUser = z.infer<typeof sessionUserSchema>;
