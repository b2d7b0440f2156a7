import { FARMER_ROLE, type UserType } from '../access/rights';

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
