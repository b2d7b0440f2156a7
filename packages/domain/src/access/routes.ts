import type { Right, UserType } from './rights';

/**
 * Every named route of SPEC 2.1 and what it asks of the user (SPEC 6): list routes need Read,
 * form routes Create or Update, Offer needs Update, ShippingPointView Create, Update or Delete.
 * The same names key role policies, the web guard, the menu and the API guard.
 */
export interface RouteAccess {
  /** Reachable by guests. Guest-only routes also send a logged-in user Home. */
  guest?: 'only' | 'also';
  /** Rights that open the route; absent means any policy for the route opens it. */
  rights?: Right[];
  /** When set, only these user types pass. */
  userTypes?: UserType[];
  /** The policy resource that governs the route when it is not the route's own name. */
  resource?: string;
  /** Only a company's super-user (and an admin) opens it, whatever his role holds. */
  superUser?: boolean;
  /**
   * A screen of the caller's own company (his deals, his fleet): the platform admin, who belongs to
   * none, does not get it, though he passes every other route.
   */
  companyOnly?: boolean;
}

const read: RouteAccess = { rights: ['read'] };
const form: RouteAccess = { rights: ['create', 'update'] };

export const ROUTES = {
  Login: { guest: 'only' },
  ConfirmLogin: { guest: 'only' },
  PasswordReset: { guest: 'also' },
  AccessDenied: { guest: 'also' },
  NotFound: { guest: 'also' },
  RegistrationContracts: {},
  RegistrationUploadDocuments: {},
  RegistrationUploadedCompleted: {},
  RegistrationCompany: {},
  RegistrationCompanyCompleted: {},
  Home: {},
  AuctionsList: read,
  Auction: form,
  ContractsList: { rights: ['read'], resource: 'Contract' },
  Contract: form,
  Task: form,
  Offer: { rights: ['update'] },
  TasksList: read,
  RegionsList: read,
  Region: { rights: ['create', 'update'], resource: 'RegionsList' },
  ShippingPointsList: read,
  ShippingPointView: { rights: ['create', 'update', 'delete'] },
  Monitoring: read,
  Offers: read,
  Slots: read,
  Transport: read,
  Discounts: read,
  EmployeesList: { rights: ['read'], resource: 'UsersList' },
  Employee: { rights: ['create', 'update'], resource: 'UsersView' },
  UsersList: read,
  UsersView: form,
  RolesList: read,
  RolesView: form,
  Prepayment: read,
  DocumentsList: read,
  ModerationFarmerList: read,
  ModerationFarmer: read,
  ModerationFarmerEdit: { rights: ['update'] },
  // Issue 28 point 14 (ADR 0089), beyond SPEC 2.1: the purchaser's versions of his agreement,
  // published by whoever POST /admin/agreement lets publish; and the approved farmer's page for
  // signing a new version, governed by the registration flow's agreement right the signing calls ask.
  AgreementTemplates: { userTypes: ['admin', 'purchaser'], superUser: true },
  AgreementRenewal: { userTypes: ['farmer'], resource: 'RegistrationContracts' },
  // Issue 29 point 14, beyond SPEC 2.1: «Мои сделки», the farmer's deliveries — the Slots screen's
  // read right governs it, as the slots it shows.
  Deals: { userTypes: ['farmer'], companyOnly: true, resource: 'Slots', rights: ['read'] },
  // Issue 29 point 16 (ADR 0092), beyond SPEC 2.1: the company's saved trucks and drivers, what
  // slots are filled with — governed by the Slots screen's right ('Электронная очередь').
  Fleet: { userTypes: ['farmer', 'purchaser'], companyOnly: true, resource: 'Slots' },
  // Issue 29 point 21, beyond SPEC 2.1: «Цены», the farmer's price board — the running tenders he
  // may see, so the tenders list's read right governs it (docs/prices.md).
  Prices: { userTypes: ['farmer'], companyOnly: true, resource: 'AuctionsList', rights: ['read'] },
  // Issue 30, beyond SPEC 2.1: «Расчёты», the purchaser's settlement statements and payments —
  // its own right ('Расчёты с поставщиками'): read the statements, create them, move their status
  // and make the bank file (update). The farmer reads his own under «Мои сделки» (docs/settlement.md).
  Settlements: { userTypes: ['purchaser'], rights: ['read'] },
} as const satisfies Record<string, RouteAccess>;

export type RouteName = keyof typeof ROUTES;

/** The five routes the restricted 'registration' role opens (SPEC 4 Login). */
export const REGISTRATION_ROUTES: RouteName[] = [
  'RegistrationContracts',
  'RegistrationUploadDocuments',
  'RegistrationUploadedCompleted',
  'RegistrationCompany',
  'RegistrationCompanyCompleted',
];

/** The policy resource name that governs a route (SPEC 6 keys policies by route name). */
export function resourceOf(route: string): string {
  return (ROUTES as Record<string, RouteAccess>)[route]?.resource ?? route;
}
