import { z } from 'zod';
import { MAX_LIST_LIMIT, DEFAULT_PAGE_SIZE } from '../common/constants';
import { MSG } from '../common/messages';
import { normalizePhone } from '../common/phone';
import { USER_TYPES } from '../access/rights';

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
export const userPhoneSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: MSG.badPhone });
      return z.NEVER;
    }
    return phone;
  });

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
  surname: z.string().trim().max(NAME_MAX, { error: tooLong }).default(''),
  phone: userPhoneSchema,
  notifyEmail: notifyEmailSchema,
  roleUuid: z.string().uuid().nullish(),
});

/** SPEC 2.7 and 5: the employee form also requires the role inside the organisation. */
export const employeeFormSchema = userFormSchema.extend({
  roleUuid: z.string({ error: required }).uuid({ error: required }),
});

export type UserFormInput = z.input<typeof userFormSchema>;
export type UserForm = z.output<typeof userFormSchema>;

/** POST /add-company-user: the form without uuid; an admin also names the company. */
export const addCompanyUserBody = userFormSchema.extend({ companyUuid: z.string().uuid().nullish() });

/** PUT /user/{uuid}: the same form. */
export const updateUserBody = userFormSchema;

/** PUT /delete-company-user and /recover-company-user. */
export const userUuidsBody = z.object({
  uuids: z
    .array(z.string().uuid({ error: 'Неверный идентификатор пользователя' }))
    .min(1, { error: 'Не выбрано ни одного пользователя' })
    .max(MAX_LIST_LIMIT),
});

/** POST /resetpwd-company-user. */
export const resetPasswordBody = z.object({
  uuid: z.string().uuid({ error: 'Неверный идентификатор пользователя' }),
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
  any: z.string().trim().max(200).optional(),
  pagination: userPagination.default({ page: 0, size: DEFAULT_PAGE_SIZE }),
  companyUuid: z.string().uuid().nullish(),
});
export type UsersSearch = z.input<typeof usersSearchBody>;

/** SPEC 3 Managed user, as the users calls answer it. */
export const managedUserSchema = z.object({
  uuid: z.string(),
  lastName: z.string(),
  name: z.string(),
  surname: z.string(),
  notifyEmail: z.string().nullable(),
  phone: z.string(),
  active: z.boolean(),
  /** Role names: the user type ('farmer', 'purchaser', 'admin') and the role inside the organisation. */
  roles: z.array(z.string()),
  groupRoleName: z.string(),
  roleUuid: z.string().nullable(),
  company: z.object({ name: z.string() }).nullable(),
  companyUuid: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  isSuperUser: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const usersPageSchema = z.object({ users: z.array(managedUserSchema), total: z.number().int() });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** GET /v2/users/staff: the people of a purchaser company, for manager selectors. */
export const staffMemberSchema = z.object({
  uuid: z.string(),
  lastName: z.string(),
  name: z.string(),
  surname: z.string(),
  companyUuid: z.string().nullable(),
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
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});

export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string({ error: required }).min(1, { error: required }) })
  .refine((v) => v.password === v.confirm, { error: 'Пароли не совпадают', path: ['confirm'] });

/** An entry of the impersonation audit log (who, whom, when, from which address). */
export const auditEntrySchema = z.object({
  uuid: z.string(),
  action: z.string(),
  createdAt: z.date(),
  ip: z.string().nullable(),
  actor: z.object({ uuid: z.string(), fullName: z.string(), phone: z.string() }).nullable(),
  target: z.object({ uuid: z.string(), fullName: z.string(), phone: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
});
