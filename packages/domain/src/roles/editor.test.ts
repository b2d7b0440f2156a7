import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS_POLICIES, ROLE_CATALOGUE } from '../access/catalogue';
import { policyToWire, type Policy } from '../access/rights';
import { canonicalPolicies, groupTick, itemsBeyond, roleFormSchema, toggleGroup, toggleItem } from './index';

const usersKeys = ROLE_CATALOGUE.find((g) => g.key === 'users')!.items.map((i) => i.key);

describe('role editor group checkboxes — SPEC 2.3', () => {
  it.each<[string, string[], 'all' | 'some' | 'none']>([
    ['nothing ticked', [], 'none'],
    ['one of four', ['users.read'], 'some'],
    ["'a group shows ticked when all its items are ticked'", usersKeys, 'all'],
    ['items of another group do not count', ['roles.read'], 'none'],
  ])('%s → %s', (_name, ticked, expected) => {
    expect(groupTick('users', new Set(ticked))).toBe(expected);
  });

  it("'A group checkbox ticks all its items'", () => {
    expect([...toggleGroup('users', new Set(['users.read', 'roles.read']))].sort()).toEqual(
      [...usersKeys, 'roles.read'].sort(),
    );
  });

  it('a fully ticked group checkbox clears its items only', () => {
    expect([...toggleGroup('users', new Set([...usersKeys, 'roles.read']))]).toEqual(['roles.read']);
  });

  it('an item checkbox toggles one item', () => {
    expect([...toggleItem('users.read', new Set())]).toEqual(['users.read']);
    expect([...toggleItem('users.read', new Set(['users.read']))]).toEqual([]);
  });
});

describe('role form — SPEC 5 Role', () => {
  it.each<[unknown, string | null]>([
    [{ name: 'Логист', items: ['transport'] }, null],
    [{ name: '', items: ['transport'] }, 'Заполните это поле'],
    [{ name: 'Логист', items: [] }, 'Отметьте хотя бы одно право'],
  ])('%j → %s', (input, message) => {
    const r = roleFormSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});

describe('canonical policies: a role holds only catalogue items', () => {
  it('drops routes and params the catalogue does not grant', () => {
    const { items, policies } = canonicalPolicies([
      { resource: { routeName: 'UsersList', params: [] }, accessRights: 'read' },
      { resource: { routeName: 'ModerationFarmerList', params: [] }, accessRights: '*' },
      { resource: { routeName: 'RegistrationCompany', params: [] }, accessRights: '*' },
    ]);
    expect(items).toEqual(['users.read']);
    expect(policies).toEqual([{ resource: { routeName: 'UsersList', params: [] }, accessRights: ['read'] }]);
  });

  it('a wildcard on a form route grants its add, edit and delete items', () => {
    const { items } = canonicalPolicies([
      { resource: { routeName: 'RolesView', params: [] }, accessRights: '*' },
    ]);
    expect(items).toEqual(['roles.create', 'roles.update', 'roles.delete']);
  });

  it('the all-rights role survives unchanged', () => {
    expect(canonicalPolicies(ALL_RIGHTS_POLICIES.map(policyToWire)).policies).toEqual(ALL_RIGHTS_POLICIES);
  });
});

describe('no one grants rights they lack', () => {
  const held: Policy[] = [
    { resource: { routeName: 'Monitoring', params: [] }, accessRights: ['*'] },
    { resource: { routeName: 'UsersList', params: [] }, accessRights: ['read'] },
    { resource: { routeName: 'AuctionsList', params: ['hideActions', 'hidePrice'] }, accessRights: ['read'] },
  ];
  it.each<[string[], string[]]>([
    [['monitoring', 'users.read'], []],
    [['monitoring.restricted'], []],
    [['auctions.restricted'], []],
    [['auctions'], ['auctions']],
    [
      ['users.update', 'roles.read'],
      ['users.update', 'roles.read'],
    ],
  ])('%j beyond → %j', (wanted, beyond) => {
    expect(itemsBeyond(wanted, held)).toEqual(beyond);
  });

  it('the all-rights role may grant every item', () => {
    expect(
      itemsBeyond(
        ROLE_CATALOGUE.flatMap((g) => g.items.map((i) => i.key)),
        ALL_RIGHTS_POLICIES,
      ),
    ).toEqual([]);
  });
});
