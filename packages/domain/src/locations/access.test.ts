import { describe, expect, it } from 'vitest';
import { canChangeLocation, type LocationCaller } from './access';

const farm = 'farm-1';
const buyer = 'buyer-1';
const other = 'buyer-2';
const farmer: LocationCaller = { userType: 'farmer', companyUuid: farm };
const staff: LocationCaller = { userType: 'purchaser', companyUuid: buyer };

describe('who may change a location', () => {
  it.each<
    [string, LocationCaller | null, { companyUuid: string; authorCompanyUuid: string | null }, boolean]
  >([
    ['a farmer, their own point', farmer, { companyUuid: farm, authorCompanyUuid: null }, true],
    [
      'a farmer, a point a buyer entered for them',
      farmer,
      { companyUuid: farm, authorCompanyUuid: buyer },
      true,
    ],
    ['a farmer, another farm', farmer, { companyUuid: 'farm-2', authorCompanyUuid: null }, false],
    ['staff, their acceptance point', staff, { companyUuid: buyer, authorCompanyUuid: null }, true],
    ['staff, a farm point they entered', staff, { companyUuid: farm, authorCompanyUuid: buyer }, true],
    ["staff, a farmer's own point", staff, { companyUuid: farm, authorCompanyUuid: null }, false],
    ['staff, a point another buyer entered', staff, { companyUuid: farm, authorCompanyUuid: other }, false],
    [
      'an admin, anything',
      { userType: 'admin', companyUuid: null },
      { companyUuid: farm, authorCompanyUuid: other },
      true,
    ],
    ['a guest', null, { companyUuid: farm, authorCompanyUuid: null }, false],
    [
      'a user without a company',
      { userType: 'purchaser', companyUuid: null },
      { companyUuid: farm, authorCompanyUuid: null },
      false,
    ],
  ])('%s → %s', (_name, caller, location, expected) =>
    expect(canChangeLocation(caller, location)).toBe(expected),
  );
});
