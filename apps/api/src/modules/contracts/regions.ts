import type { Database } from '../../db/client';

/**
 * The acceptance point must lie in the chosen purchase territory of its owner. Purchase
 * territories come with the places issue; until its tables land only the point's owner is checked.
 */
export async function checkRegionHoldsPoint(
  _db: Database,
  _companyUuid: string,
  _regionUuid: string,
  _locationUuid: string,
): Promise<void> {}
