import { FARMER_ROLE, type UserType } from '../access/rights';
import { USER_ERRORS, USER_TEXT } from './messages';

/**
 * SPEC 3 Managed user `roles`: the user type (its name is the platform role: 'farmer',
 * 'purchaser', 'admin') and the role inside the organisation, without repeats.
 */
export function managedUserRoles(userType: UserType, groupRoleName: string | null): string[] {
  return [...new Set([userType, ...(groupRoleName ? [groupRoleName] : [])])];
}

/** SPEC 6: 'Войти под этим пользователем' is offered only for rows whose roles include the farmer role. */
export const holdsFarmerRole = (roles: readonly string[]): boolean => roles.includes(FARMER_ROLE);

/** 'Кузнецов Андрей Петрович' — the full name as the users list shows it. */
export function fullName(u: { lastName: string; name: string; surname: string }): string {
  return [u.lastName, u.name, u.surname].filter((p) => p.trim() !== '').join(' ');
}

/** Who changes a user, and who is changed. */
export interface UserManager {
  userType: UserType;
  companyUuid: string | null;
  isSuperUser: boolean;
}
export interface ManagedTarget {
  companyUuid: string | null;
  isSuperUser: boolean;
}

/**
 * Why the caller may not change this user, or null when they may (docs/users.md): a platform
 * admin changes anyone; others the people of their own company, and a super-user only when they
 * are one too (no takeover from below). A super-user sees farmers too, but only to read them.
 */
export function whyNotManage(caller: UserManager, target: ManagedTarget): string | null {
  if (caller.userType === 'admin') return null;
  if (!caller.companyUuid || target.companyUuid !== caller.companyUuid) return USER_TEXT.otherCompany;
  if (target.isSuperUser && !caller.isSuperUser) return USER_ERRORS.superUserOnly;
  return null;
}

/**
 * SPEC 6 and docs/users.md: may the caller change (edit, deactivate, reset) this user? The one
 * rule of both sides: the server refuses with `whyNotManage`'s reason (users/scope.ts), the people
 * list and the user form offer Edit and Delete only where it holds.
 */
export const canManageUser = (caller: UserManager | null, target: ManagedTarget): boolean =>
  caller !== null && whyNotManage(caller, target) === null;
