import { describe, expect, it } from 'vitest';
import {
  canChange,
  canSee,
  NO_COMPANY,
  ownerScopeOf,
  reachOf,
  type Intent,
  type Sharing,
  type Viewer,
} from './scope';
import { LOCATION, OWNED } from './sharing';

/*
 * A three-party row of the kind the trading floor brings: a deal the farmer sells, a purchaser
 * buys and an elevator (another purchaser) accepts. The elevator sees the deal but cannot change
 * it; inside an impersonated session the farmer reaches only deals with the acting company.
 */
type DealParty = 'seller' | 'buyer' | 'elevator';
const DEAL: Sharing<DealParty> = {
  parties: { seller: ['farmer'], buyer: ['purchaser'], elevator: ['purchaser'] },
  changedBy: ['seller', 'buyer'],
  acting: { party: 'buyer' },
};
const deal = { seller: 'farm-1', buyer: 'buyer-1', elevator: 'elev-1' };

const farmer = (companyUuid: string | null, actingFor: string | null = null): Viewer => ({
  userType: 'farmer',
  companyUuid,
  actingForCompanyUuid: actingFor,
});
const purchaser = (companyUuid: string | null): Viewer => ({ userType: 'purchaser', companyUuid });
const admin: Viewer = { userType: 'admin', companyUuid: null };

describe('one scope rule over a three-party row (ADR 0062)', () => {
  it.each<[string, Viewer, Intent, boolean]>([
    ['a platform admin sees every deal', admin, 'see', true],
    ['a platform admin changes every deal', admin, 'change', true],
    ['the seller sees his deal', farmer('farm-1'), 'see', true],
    ['the seller changes his deal', farmer('farm-1'), 'change', true],
    ['the buyer sees the deal', purchaser('buyer-1'), 'see', true],
    ['the buyer changes the deal', purchaser('buyer-1'), 'change', true],
    ['the third party sees the deal', purchaser('elev-1'), 'see', true],
    ['the third party cannot change it', purchaser('elev-1'), 'change', false],
    ['another purchaser does not see it', purchaser('buyer-2'), 'see', false],
    ['another farmer does not see it', farmer('farm-2'), 'see', false],
    ['a user without a company sees nothing', purchaser(null), 'see', false],
    ['a farmer never stands in the buyer party', farmer('buyer-1'), 'see', false],
    ['a purchaser never stands in the seller party', purchaser('farm-1'), 'see', false],
    ['impersonated by the buyer: the farmer sees the deal', farmer('farm-1', 'buyer-1'), 'see', true],
    ['impersonated by the buyer: the farmer changes it', farmer('farm-1', 'buyer-1'), 'change', true],
    ['impersonated by another purchaser: absent', farmer('farm-1', 'buyer-2'), 'see', false],
    ['impersonated by the elevator: absent (it is not the buyer)', farmer('farm-1', 'elev-1'), 'see', false],
  ])('%s', (_, viewer, intent, expected) => {
    expect(intent === 'see' ? canSee(viewer, DEAL, deal) : canChange(viewer, DEAL, deal)).toBe(expected);
  });

  it('a deal with no buyer yet is absent from a session acting for a purchaser unless orNobody', () => {
    const open = { seller: 'farm-1', buyer: null, elevator: 'elev-1' };
    expect(canSee(farmer('farm-1', 'buyer-1'), DEAL, open)).toBe(false);
    const lenient: Sharing<DealParty> = { ...DEAL, acting: { party: 'buyer', orNobody: true } };
    expect(canSee(farmer('farm-1', 'buyer-1'), lenient, open)).toBe(true);
  });
});

describe('company-owned rows and published rows', () => {
  it.each<[string, Viewer, string, boolean]>([
    ['own company', purchaser('p-1'), 'p-1', true],
    ['another company', purchaser('p-1'), 'p-2', false],
    ['a farmer his own company', farmer('f-1'), 'f-1', true],
    ['no company', purchaser(null), 'p-1', false],
    ['admin', admin, 'p-2', true],
  ])('OWNED: %s', (_, viewer, owner, expected) => {
    expect(canSee(viewer, OWNED, { owner })).toBe(expected);
    expect(canChange(viewer, OWNED, { owner })).toBe(expected);
  });

  it.each<[string, Viewer, { owner: string; author: string | null; published?: boolean }, boolean, boolean]>([
    [
      'a farmer-published point: a purchaser reads it only',
      purchaser('p-1'),
      { owner: 'f-1', author: null, published: true },
      true,
      false,
    ],
    [
      'a point the purchaser entered: reads and changes',
      purchaser('p-1'),
      { owner: 'f-1', author: 'p-1' },
      true,
      true,
    ],
    [
      'a point another purchaser entered: absent',
      purchaser('p-1'),
      { owner: 'f-1', author: 'p-2' },
      false,
      false,
    ],
    [
      "a farmer never sees another farmer's published point",
      farmer('f-2'),
      { owner: 'f-1', author: null, published: true },
      false,
      false,
    ],
    [
      "impersonated: the farmer's own entry",
      farmer('f-1', 'p-1'),
      { owner: 'f-1', author: null },
      true,
      true,
    ],
    [
      "impersonated: another purchaser's entry is absent",
      farmer('f-1', 'p-1'),
      { owner: 'f-1', author: 'p-2' },
      false,
      false,
    ],
  ])('LOCATION: %s', (_, viewer, row, sees, changes) => {
    expect(canSee(viewer, LOCATION, row)).toBe(sees);
    expect(canChange(viewer, LOCATION, row)).toBe(changes);
  });

  it.each<[string, Viewer, string | null]>([
    ['admin: every company', admin, null],
    ['staff: their company', purchaser('p-1'), 'p-1'],
    ['no company: a company nobody has', purchaser(null), NO_COMPANY],
  ])('owner scope — %s', (_, viewer, expected) => {
    expect(ownerScopeOf(reachOf(viewer, OWNED))).toBe(expected);
  });
});
