import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedUser } from '@kolos/domain/users';
import { RowMenu } from '../../../shared/ui/row-menu';
import { isSelectable, rowActions, type PeopleRights } from './row-actions';

afterEach(cleanup);

const person = (over: Partial<ManagedUser>): ManagedUser => ({
  uuid: 'u',
  lastName: 'Петров',
  name: 'Пётр',
  surname: '',
  notifyEmail: 'p@example.ru',
  phone: '+79000000000',
  active: true,
  roles: ['purchaser'],
  groupRoleName: '',
  roleUuid: null,
  company: { name: 'Колос-Юг' },
  companyUuid: 'c1',
  userType: 'purchaser',
  isSuperUser: false,
  ...over,
});

const colleague = person({ uuid: 'colleague' });
const boss = person({ uuid: 'boss', isSuperUser: true });
const farmer = person({ uuid: 'farmer', companyUuid: 'farm', roles: ['farmer'], userType: 'farmer' });
const staff = { uuid: 'me', userType: 'purchaser' as const, companyUuid: 'c1', isSuperUser: false };
const all: Omit<PeopleRights, 'me'> = { mayEdit: true, mayDelete: true };
const noop = { edit: () => {}, deactivate: () => {}, impersonate: () => {} };

/** The labels a row's menu offers, as the user sees them after opening it. */
async function menuOf(me: PeopleRights['me'], row: ManagedUser): Promise<string[]> {
  render(<RowMenu label="Действия" actions={rowActions('users', { me, ...all }, row, noop)} />);
  const button = screen.queryByRole('button', { name: 'Действия' });
  if (!button) return [];
  await userEvent.click(button);
  const labels = screen.getAllByRole('menuitem').map((m) => m.textContent ?? '');
  cleanup();
  return labels;
}

describe('people list: Edit and Delete only where the server allows (canManageUser, issue 14 point 6)', () => {
  it('a purchaser edits and deletes a colleague', async () => {
    expect(await menuOf(staff, colleague)).toEqual(['Редактировать', 'Удалить']);
    expect(isSelectable({ me: staff, ...all }, colleague)).toBe(true);
  });

  it('a purchaser is offered nothing on a super-user row, nor may tick it', async () => {
    expect(await menuOf(staff, boss)).toEqual([]);
    expect(isSelectable({ me: staff, ...all }, boss)).toBe(false);
  });

  it('a super-user manages the super-user colleague, and only enters a farmer', async () => {
    const superUser = { ...staff, isSuperUser: true };
    expect(await menuOf(superUser, boss)).toEqual(['Редактировать', 'Удалить']);
    expect(await menuOf(superUser, farmer)).toEqual(['Войти под этим пользователем']);
    expect(isSelectable({ me: superUser, ...all }, farmer)).toBe(false);
  });

  it('a platform admin manages everyone but never ticks himself', async () => {
    const admin = { uuid: 'boss', userType: 'admin' as const, companyUuid: null, isSuperUser: false };
    expect(await menuOf(admin, farmer)).toEqual(['Редактировать', 'Удалить']);
    expect(isSelectable({ me: admin, ...all }, boss)).toBe(false);
  });
});
