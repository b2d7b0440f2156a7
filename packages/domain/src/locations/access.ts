import type { UserType } from '../access/rights';
import { canChange } from '../access/scope';
import { LOCATION } from '../access/sharing';

export interface LocationCaller {
  userType: UserType;
  companyUuid: string | null;
}
export interface LocationOwnership {
  companyUuid: string;
  authorCompanyUuid: string | null;
}

/**
 * Who may change a location (docs/locations.md): the one scope rule of ADR 0062 — an admin any;
 * anyone their company's; a purchaser's staff also the farmers' points their company entered.
 * The API applies the same rule in SQL.
 */
export function canChangeLocation(caller: LocationCaller | null, location: LocationOwnership): boolean {
  return (
    caller !== null &&
    canChange(caller, LOCATION, { owner: location.companyUuid, author: location.authorCompanyUuid })
  );
}
