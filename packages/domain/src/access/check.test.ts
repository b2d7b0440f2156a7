import { describe, expect, it } from 'vitest';
import { canAccess, hidesAnyPrice, paramAllows, type AccessSubject } from './check';
import type { Policy } from './rights';

const policy = (routeName: string, accessRights: Policy['accessRights'], params: string[] = []): Policy => ({
  resource: { routeName, params },
  accessRights,
});
const purchaser = (...policies: Policy[]): AccessSubject => ({ userType: 'purchaser', policies });
const admin: AccessSubject = { userType: 'admin', policies: [] };

describe('canAccess — SPEC 6 access check', () => {
  it.each<[string, AccessSubject | null, string, boolean]>([
    ['a guest opens a guest route', null, 'Login', true],
    ['a guest opens AccessDenied', null, 'AccessDenied', true],
    ['a guest is refused a back-office route', null, 'UsersList', false],
    ['a guest is refused Home', null, 'Home', false],
    ['a logged-in user is refused the guest-only Login', purchaser(), 'Login', false],
    ['admin is refused the guest-only Login too', admin, 'ConfirmLogin', false],
    ['admin always passes other routes', admin, 'RolesView', true],
    ['Home is always allowed to a logged-in user', purchaser(), 'Home', true],
    ['no policy for the route: refused', purchaser(policy('RolesList', ['read'])), 'UsersList', false],
    ['list route needs Read: read passes', purchaser(policy('UsersList', ['read'])), 'UsersList', true],
    [
      'list route needs Read: update alone is refused',
      purchaser(policy('UsersList', ['update'])),
      'UsersList',
      false,
    ],
    ['wildcard passes any right', purchaser(policy('UsersList', ['*'])), 'UsersList', true],
    ['form route takes Create', purchaser(policy('RolesView', ['create'])), 'RolesView', true],
    ['form route takes Update', purchaser(policy('RolesView', ['update'])), 'RolesView', true],
    ['form route refuses Read only', purchaser(policy('RolesView', ['read'])), 'RolesView', false],
    ['Offer needs Update', purchaser(policy('Offer', ['create'])), 'Offer', false],
    ['Offer with Update passes', purchaser(policy('Offer', ['update'])), 'Offer', true],
    [
      'ShippingPointView accepts Delete',
      purchaser(policy('ShippingPointView', ['delete'])),
      'ShippingPointView',
      true,
    ],
    [
      'ShippingPointView refuses Read',
      purchaser(policy('ShippingPointView', ['read'])),
      'ShippingPointView',
      false,
    ],
    [
      'Employees list is governed by the users list policy',
      purchaser(policy('UsersList', ['read'])),
      'EmployeesList',
      true,
    ],
    [
      'contracts list is governed by the Contract resource',
      purchaser(policy('Contract', ['read'])),
      'ContractsList',
      true,
    ],
    [
      'read on Contract does not open the contract form',
      purchaser(policy('Contract', ['read'])),
      'Contract',
      false,
    ],
    // issue 28 point 14 (ADR 0089): the versions screen is the super-user's, whatever his role
    [
      'the agreement versions open to the purchaser’s super-user',
      { userType: 'purchaser', policies: [], isSuperUser: true },
      'AgreementTemplates',
      true,
    ],
    [
      'the agreement versions are refused to other staff, even with every right',
      purchaser(policy('AgreementTemplates', ['*']), policy('UsersList', ['*'])),
      'AgreementTemplates',
      false,
    ],
    [
      'a farmer super-user is refused the agreement versions',
      { userType: 'farmer', policies: [], isSuperUser: true },
      'AgreementTemplates',
      false,
    ],
    [
      'a new version is signed with the registration step’s right',
      { userType: 'farmer', policies: [policy('RegistrationContracts', ['*'])] },
      'AgreementRenewal',
      true,
    ],
    [
      'a farmer without it is not led to a new version',
      { userType: 'farmer', policies: [policy('Offers', ['*'])] },
      'AgreementRenewal',
      false,
    ],
    [
      'a purchaser holding the item is not led there either',
      purchaser(policy('RegistrationContracts', ['*'])),
      'AgreementRenewal',
      false,
    ],
    [
      '«Мои сделки» open to a farmer with the Slots screen',
      { userType: 'farmer', policies: [policy('Slots', ['read'])] },
      'Deals',
      true,
    ],
    [
      'a farmer without the Slots screen has no «Мои сделки»',
      { userType: 'farmer', policies: [policy('Offers', ['*'])] },
      'Deals',
      false,
    ],
    [
      'a purchaser with the Slots screen has no «Мои сделки»',
      purchaser(policy('Slots', ['*'])),
      'Deals',
      false,
    ],
    ['the admin, of no company, has no «Мои сделки»', admin, 'Deals', false],
    [
      '«Цены» open to a farmer who may read the tenders list',
      { userType: 'farmer', policies: [policy('AuctionsList', ['read'])] },
      'Prices',
      true,
    ],
    [
      'a farmer without the tenders list has no «Цены»',
      { userType: 'farmer', policies: [policy('Offers', ['*'])] },
      'Prices',
      false,
    ],
    ['a purchaser reading tenders has no «Цены»', purchaser(policy('AuctionsList', ['*'])), 'Prices', false],
    ['the admin, of no farm, has no «Цены»', admin, 'Prices', false],
    ['nor a fleet («Автопарк»)', admin, 'Fleet', false],
    ['though he passes the other routes, the Slots screen among them', admin, 'Slots', true],
    [
      "a purchaser with the Slots screen keeps his company's fleet",
      purchaser(policy('Slots', ['read'])),
      'Fleet',
      true,
    ],
    [
      'a route without declared rights opens with any policy',
      purchaser(policy('RegistrationCompany', ['read'])),
      'RegistrationCompany',
      true,
    ],
  ])('%s', (_name, subject, route, expected) => {
    expect(canAccess(subject, route)).toBe(expected);
  });

  it('explicit rights override the declared ones (a Delete button on a list)', () => {
    const s = purchaser(policy('UsersView', ['create', 'update']));
    expect(canAccess(s, 'UsersView', { rights: ['delete'] })).toBe(false);
    expect(canAccess(purchaser(policy('UsersView', ['delete'])), 'UsersView', { rights: ['delete'] })).toBe(
      true,
    );
  });

  it('an optional user-type list restricts further', () => {
    const s = purchaser(policy('UsersList', ['*']));
    expect(canAccess(s, 'UsersList', { userTypes: ['farmer'] })).toBe(false);
    expect(canAccess(s, 'UsersList', { userTypes: ['purchaser'] })).toBe(true);
    expect(canAccess(admin, 'UsersList', { userTypes: ['farmer'] })).toBe(true);
  });
});

describe('paramAllows — SPEC 6 param check', () => {
  it.each<[string, AccessSubject, boolean]>([
    [
      'denies when the policy carries the param',
      purchaser(policy('Monitoring', ['read'], ['hidePrice'])),
      false,
    ],
    ['allows when the policy does not carry it', purchaser(policy('Monitoring', ['*'])), true],
    [
      'a full policy outweighs a restricted one',
      purchaser(policy('Monitoring', ['read'], ['hidePrice']), policy('Monitoring', ['*'])),
      true,
    ],
    ['admin always', admin, true],
  ])('%s', (_name, subject, expected) => {
    expect(paramAllows(subject, 'Monitoring', 'hidePrice')).toBe(expected);
  });
});

describe('hidesAnyPrice — issue 28 point 4: a role that hides prices hides them everywhere', () => {
  it.each<[string, AccessSubject | null, boolean]>([
    ['restricted Monitoring', purchaser(policy('Monitoring', ['read'], ['hidePrice'])), true],
    ['restricted tenders', purchaser(policy('AuctionsList', ['read'], ['hideActions', 'hidePrice'])), true],
    [
      'restricted tenders beside full Monitoring',
      purchaser(policy('AuctionsList', ['read'], ['hidePrice']), policy('Monitoring', ['*'])),
      true,
    ],
    ['full trading rights', purchaser(policy('AuctionsList', ['*']), policy('Monitoring', ['*'])), false],
    ['no trading policy at all (a farmer, a logistician)', purchaser(policy('Slots', ['read'])), false],
    ['admin', admin, false],
    ['a guest', null, true],
  ])('%s → %s', (_name, subject, expected) => {
    expect(hidesAnyPrice(subject)).toBe(expected);
  });
});
