import { describe, expect, it } from 'vitest';
import { roleLabel, USER_TYPE_LABELS } from './labels';
import { FARMER_ROLE, REGISTRATION_ROLE, ROLE_NOT_SETUP, USER_TYPES } from './rights';

describe('Russian names of user types and roles (issue 13 point 8)', () => {
  it('names every user type in Russian', () => {
    expect(USER_TYPES.map((t) => USER_TYPE_LABELS[t])).toEqual([
      'Закупщик',
      'Фермер',
      'Администратор платформы',
    ]);
  });

  it('shows the platform roles in Russian and a company role as named', () => {
    expect(roleLabel(FARMER_ROLE)).toBe('Фермер');
    expect(roleLabel('admin')).toBe('Администратор платформы');
    expect(roleLabel(REGISTRATION_ROLE)).toBe('Регистрация');
    expect(roleLabel(ROLE_NOT_SETUP)).toBe('Роль не задана');
    expect(roleLabel('Менеджер по закупкам')).toBe('Менеджер по закупкам');
    expect(roleLabel('toString')).toBe('toString');
  });

  it('leaves no platform role name in Latin letters', () => {
    for (const name of [...USER_TYPES, FARMER_ROLE, REGISTRATION_ROLE, ROLE_NOT_SETUP])
      expect(roleLabel(name)).toMatch(/^[А-ЯЁа-яё ]+$/);
  });
});
