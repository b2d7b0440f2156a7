import { describe, expect, it } from 'vitest';
import {
  ALL_RIGHTS_POLICIES,
  CATALOGUE_ITEMS,
  ROLE_CATALOGUE,
  itemsFromPolicies,
  policiesFromItems,
} from './catalogue';
import { policyFromWire, policyToWire } from './rights';

describe('role catalogue (SPEC 6)', () => {
  it('has the groups of SPEC 6 in order', () => {
    expect(ROLE_CATALOGUE.map((g) => g.label)).toEqual([
      'Торги',
      'Транспорт',
      'Пользователи',
      'Роли',
      'Документы',
      'Точки отгрузки',
    ]);
  });

  it('gives CRUD items for users, roles and shipping points', () => {
    for (const key of ['users', 'roles', 'shippingPoints']) {
      const g = ROLE_CATALOGUE.find((x) => x.key === key)!;
      expect(g.items.map((i) => i.rights[0])).toEqual(['read', 'create', 'update', 'delete']);
    }
  });

  it('round-trips ticked items through policies', () => {
    const keys = ['users.read', 'users.update', 'monitoring.restricted', 'contracts', 'contract.edit'];
    expect(itemsFromPolicies(policiesFromItems(keys)).sort()).toEqual([...keys].sort());
  });

  it('entering the deals includes reading their list; All stays All', () => {
    expect(policiesFromItems(['contract', 'contracts'])).toEqual([
      { resource: { routeName: 'Contract', params: [] }, accessRights: ['*'] },
    ]);
    expect(itemsFromPolicies(policiesFromItems(['contract'])).sort()).toEqual(['contract', 'contracts']);
  });

  it('merges rights of items on one route into one policy', () => {
    const p = policiesFromItems(['roles.create', 'roles.update']);
    expect(p).toEqual([
      { resource: { routeName: 'RolesView', params: [] }, accessRights: ['create', 'update'] },
    ]);
  });

  it('the all-rights role ticks every item without restricting params', () => {
    const ticked = new Set(itemsFromPolicies(ALL_RIGHTS_POLICIES));
    for (const it of CATALOGUE_ITEMS.filter((i) => i.params.length === 0))
      expect(ticked.has(it.key)).toBe(true);
  });

  it('sends accessRights comma-joined on the wire', () => {
    const wire = policyToWire({
      resource: { routeName: 'UsersList', params: [] },
      accessRights: ['read', 'update'],
    });
    expect(wire.accessRights).toBe('read,update');
    expect(policyFromWire(wire).accessRights).toEqual(['read', 'update']);
  });
});
