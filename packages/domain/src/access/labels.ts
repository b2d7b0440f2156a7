import { FARMER_ROLE, MAIN_ROLE_PURCHASER, REGISTRATION_ROLE, ROLE_NOT_SETUP, type UserType } from './rights';

/** SPEC 1 and 2.5: the user types as the screens name them (the main role of the user form). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  purchaser: MAIN_ROLE_PURCHASER,
  farmer: 'Фермер',
  admin: 'Администратор платформы',
};

/** The platform's own role names travel in English (SPEC 3); a company's roles are named in Russian. */
const PLATFORM_ROLE_LABELS: Record<string, string> = {
  ...USER_TYPE_LABELS,
  [FARMER_ROLE]: USER_TYPE_LABELS.farmer,
  [REGISTRATION_ROLE]: 'Регистрация',
  [ROLE_NOT_SETUP]: 'Роль не задана',
};

/** A role name fit to show: the platform's roles in Russian, a company's own role as named. */
export function roleLabel(name: string): string {
  return Object.hasOwn(PLATFORM_ROLE_LABELS, name) ? PLATFORM_ROLE_LABELS[name]! : name;
}
