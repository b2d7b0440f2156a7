import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  employeeFormSchema,
  fullName,
  holdsFarmerRole,
  managedUserRoles,
  passwordResetFormSchema,
  userFormSchema,
  usersSearchBody,
  USER_ERRORS,
  USER_TEXT,
  whyNotManage,
} from './index';

const valid = {
  lastName: 'Петров',
  name: 'Пётр',
  surname: '',
  phone: '+7 900 123-45-67',
  notifyEmail: 'Petrov@Kolos-Yug.ru',
};

const firstMessage = (input: unknown, schema: z.ZodType = userFormSchema) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('user and employee forms — SPEC 5', () => {
  it('a filled form passes; the phone is sent as plus sign and digits', () => {
    const r = userFormSchema.parse(valid);
    expect(r.phone).toBe('+79001234567');
    expect(r.notifyEmail).toBe('petrov@kolos-yug.ru');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['last name is required', { lastName: '' }, 'Заполните это поле'],
    ['last name of spaces only is empty', { lastName: '   ' }, 'Заполните это поле'],
    ['first name is required', { name: undefined }, 'Заполните это поле'],
    ['phone is required', { phone: '' }, 'Заполните это поле'],
    ['e-mail is required', { notifyEmail: '' }, 'Заполните это поле'],
    [
      "'The e-mail format is checked ('Введён неверный формат почты')'",
      { notifyEmail: 'petrov@' },
      'Введён неверный формат почты',
    ],
    ['an e-mail without a domain', { notifyEmail: 'petrov' }, 'Введён неверный формат почты'],
    [
      'a short phone: SPEC 9 12 characters',
      { phone: '+7 900 123-45' },
      'Номер телефона должен содержать 12 символов',
    ],
    ['a foreign phone', { phone: '+380 50 000 00 01' }, 'Номер телефона должен содержать 12 символов'],
  ])('%s', (_name, patch, message) => {
    expect(firstMessage({ ...valid, ...patch })).toBe(message);
  });

  it("'Patronymic is optional'", () => {
    expect(userFormSchema.parse({ ...valid, surname: undefined }).surname).toBe('');
  });

  it("'The employee form also requires the role inside the organisation'", () => {
    expect(firstMessage(valid, employeeFormSchema)).toBe('Заполните это поле');
    expect(
      employeeFormSchema.parse({ ...valid, roleUuid: '0190a000-0000-7000-8000-000000000402' }).roleUuid,
    ).toBe('0190a000-0000-7000-8000-000000000402');
  });

  it('drops unknown fields', () => {
    expect(userFormSchema.parse({ ...valid, isSuperUser: true, active: false })).not.toHaveProperty(
      'isSuperUser',
    );
  });
});

describe('users search — SPEC 7 POST /v2/users', () => {
  it('defaults to the first page of 15 (SPEC 9 page size on users)', () => {
    expect(usersSearchBody.parse({})).toEqual({ pagination: { page: 0, size: 15 } });
  });
  it('size 0 means everything (GET /offers/users asks page 0 size 0)', () => {
    expect(usersSearchBody.parse({ pagination: { page: 0, size: 0 } }).pagination.size).toBe(0);
  });
  it('refuses a size above the cap', () => {
    expect(usersSearchBody.safeParse({ pagination: { page: 0, size: 5000 } }).success).toBe(false);
  });
});

describe('managed user roles — SPEC 3 and 6', () => {
  it.each<[Parameters<typeof managedUserRoles>, string[]]>([
    [['farmer', 'farmer'], ['farmer']],
    [
      ['purchaser', 'Администратор'],
      ['purchaser', 'Администратор'],
    ],
    [['purchaser', null], ['purchaser']],
  ])('%j → %j', (args, roles) => expect(managedUserRoles(...args)).toEqual(roles));

  it('impersonation is offered only for rows whose roles include the farmer role', () => {
    expect(holdsFarmerRole(['farmer'])).toBe(true);
    expect(holdsFarmerRole(['purchaser', 'Администратор'])).toBe(false);
  });

  it('full name skips an empty patronymic', () => {
    expect(fullName({ lastName: 'Иванов', name: 'Сергей', surname: '' })).toBe('Иванов Сергей');
  });
});

describe('password reset form', () => {
  it.each<[{ password: string; confirm: string }, string | null]>([
    [{ password: 'Zerno2026', confirm: 'Zerno2026' }, null],
    [{ password: 'short1', confirm: 'short1' }, 'Пароль должен содержать не менее 8 символов'],
    [{ password: 'onlyletters', confirm: 'onlyletters' }, 'Пароль должен содержать буквы и цифры'],
    [{ password: 'Zerno2026', confirm: 'Zerno2027' }, 'Пароли не совпадают'],
  ])('%j → %s', (input, message) => {
    const r = passwordResetFormSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});

describe('whyNotManage: who changes whom (issue 13 point 7)', () => {
  const purchaser = { userType: 'purchaser' as const, companyUuid: 'c1', isSuperUser: false };
  const superUser = { ...purchaser, isSuperUser: true };
  const admin = { userType: 'admin' as const, companyUuid: null, isSuperUser: true };
  const farmer = { companyUuid: 'farm', isSuperUser: false };

  it('a platform admin changes anyone', () => {
    expect(whyNotManage(admin, farmer)).toBeNull();
    expect(whyNotManage(admin, { companyUuid: 'c1', isSuperUser: true })).toBeNull();
  });

  it('a super-user reads a farmer but is told why he may not change him', () => {
    expect(whyNotManage(superUser, farmer)).toBe(USER_TEXT.otherCompany);
  });

  it('a colleague is changed, a super-user colleague only by a super-user', () => {
    expect(whyNotManage(purchaser, { companyUuid: 'c1', isSuperUser: false })).toBeNull();
    expect(whyNotManage(purchaser, { companyUuid: 'c1', isSuperUser: true })).toBe(USER_ERRORS.superUserOnly);
    expect(whyNotManage(superUser, { companyUuid: 'c1', isSuperUser: true })).toBeNull();
  });
});
