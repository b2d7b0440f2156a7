import type { UserType } from '../access/rights';

export interface LocationCaller {
  userType: UserType;
  companyUuid: string | null;
}
export interface LocationOwnership {
  companyUuid: string;
  authorCompanyUuid: string | null;
}

/**
 * Who may change a location (docs/locations.md; the API applies the same rule in SQL): an admin
 * any; anyone their company's; a purchaser's staff also the farmers' points their company entered.
 */
export function canChangeLocation(caller: LocationCaller | null, location: LocationOwnership): boolean {
  if (!caller) return false;
  if (caller.userType === 'admin') return true;
  if (!caller.companyUuid) return false;
  if (location.companyUuid === caller.companyUuid) return true;
  return caller.userType === 'purchaser' && location.authorCompanyUuid === caller.companyUuid;
}
