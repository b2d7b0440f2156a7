/*
 * The one scope module (ADR 0062): "may this user see / change this row", for company-owned rows
 * and rows with several parties. Areas import from here only; the rules themselves are pure and
 * live in @kolos/domain (`Sharing`, `canSee`, `canChange`, the catalogue in access/sharing.ts).
 */
export { changeableBy, ownedBy, ownerScope, reach, reachSql, visibleTo } from './sql';
export { farmerKnownTo, isFarmerRelatedTo } from './relations';
export { purchaserForWrite } from './writes';
export {
  assertMayTouch,
  inScope,
  isAdmin,
  manageScope,
  managedUsers,
  viewScope,
  type ManagedUserRow,
  type UserScope,
} from './users';
export { canChange, canSee, type OwnerScope, type Reach } from '@kolos/domain';
