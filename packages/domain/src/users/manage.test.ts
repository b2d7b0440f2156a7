import { describe, expect, it } from 'vitest';
import { canManageUser, sessionUserSchema, USER_ERRORS, USER_TEXT, whyNotManage } from './index';

const admin = { userType: 'admin' as const, companyUuid: null, isSuperUser: true };
const staff = { userType: 'purchaser' as const, companyUuid: 'c1', isSuperUser: false };
const boss = { ...staff, isSuperUser: true };
const colleague = { companyUuid: 'c1', isSuperUser: false };
const superColleague = { companyUuid: 'c1', isSuperUser: true };
const farmer = { companyUuid: 'farm', isSuperUser: false };
const stranger = { companyUuid: 'c2', isSuperUser: false };
const noCompany = { companyUuid: null, isSuperUser: false };

describe('canManageUser: the one rule of the server and the people list (SPEC 6, issue 14 point 6)', () => {
  it.each([
    ['admin', admin, colleague, true, null],
    ['admin', admin, superColleague, true, null],
    ['admin', admin, farmer, true, null],
    ['staff', staff, colleague, true, null],
    ['staff', staff, superColleague, false, USER_ERRORS.superUserOnly],
    ['staff', staff, stranger, false, USER_TEXT.otherCompany],
    ['staff', staff, noCompany, false, USER_TEXT.otherCompany],
    ['super-user', boss, colleague, true, null],
    ['super-user', boss, superColleague, true, null],
    ['super-user', boss, farmer, false, USER_TEXT.otherCompany],
    ['staff without a company', { ...staff, companyUuid: null }, noCompany, false, USER_TEXT.otherCompany],
  ])('%s → %j: %s', (_who, caller, target, may, reason) => {
    expect(canManageUser(caller, target)).toBe(may);
    expect(whyNotManage(caller, target)).toBe(reason);
  });

  it('nobody signed in manages nobody', () => {
    expect(canManageUser(null, colleague)).toBe(false);
  });
});

describe('sessionUserSchema: what GET /user/{uuid} answers (SPEC 3 Session user)', () => {
  const user = {
    uuid: 'u1',
    lastName: 'Смирнова',
    name: 'Елена',
    surname: '',
    notifyEmail: null,
    phone: '+79000000003',
    active: true,
    roles: ['purchaser', 'Менеджер'],
    groupRoleName: 'Менеджер',
    roleUuid: 'r1',
    company: { name: 'Колос-Юг' },
    companyUuid: 'c1',
    userType: 'purchaser',
    isSuperUser: false,
    role: {
      roleUuid: 'r1',
      name: 'Менеджер',
      roles: [{ resource: { routeName: 'ContractsList', params: [] }, accessRights: 'read,update' }],
    },
  };

  it('takes the answer as it is, the acting super-user only on an impersonated session', () => {
    expect(sessionUserSchema.parse(user)).toEqual(user);
    expect(sessionUserSchema.parse({ ...user, actorUuid: 'boss' }).actorUuid).toBe('boss');
  });

  it.each([
    ['an unknown user type', { ...user, userType: 'guest' }],
    ['no isSuperUser', { ...user, isSuperUser: undefined }],
    [
      'a policy without rights',
      { ...user, role: { ...user.role, roles: [{ resource: { routeName: 'X', params: [] } }] } },
    ],
  ])('refuses %s', (_what, answer) => {
    expect(sessionUserSchema.safeParse(answer).success).toBe(false);
  });
});
