import { describe, expect, it } from 'vitest';
import { ROUTES } from '@kolos/domain';
import { pathTo, ROUTE_PATHS, routeFileName } from './paths';

describe('route paths (SPEC 2.1)', () => {
  it('has a path for every named route', () => {
    expect(Object.keys(ROUTE_PATHS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('builds addresses by name', () => {
    expect(pathTo('UsersView', { uuid: 'u-1' })).toBe('/admin/users/u-1');
    expect(pathTo('Contract', { uuid: 'create' })).toBe('/admin/contracts/create');
    expect(pathTo('Auction')).toBe('/admin/auction');
    expect(pathTo('Auction', { uuid: 'a-1' })).toBe('/admin/auction/a-1');
    expect(pathTo('ModerationFarmerEdit', { uuid: 'f' })).toBe('/moderation/farmers/f/edit');
    expect(pathTo('RegistrationCompany', { hash: 'h' })).toBe('/registration/h/company');
  });

  it('names page files in kebab-case', () => {
    expect(routeFileName('UsersList')).toBe('users-list');
    expect(routeFileName('ModerationFarmerEdit')).toBe('moderation-farmer-edit');
    expect(routeFileName('Home')).toBe('home');
  });
});
