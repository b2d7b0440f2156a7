import { generatePath } from 'react-router';
import type { RouteName } from '@kolos/domain';

/** Every named route of SPEC 2.1 and its absolute path (browser history). */
export const ROUTE_PATHS = {
  Login: '/login',
  ConfirmLogin: '/login/confirm',
  PasswordReset: '/password-reset/:token',
  AccessDenied: '/access-denied',
  NotFound: '/not-found',
  RegistrationContracts: '/registration/:hash/contracts',
  RegistrationUploadDocuments: '/registration/:hash/upload-documents',
  RegistrationUploadedCompleted: '/registration/:hash/upload-completed',
  RegistrationCompany: '/registration/:hash/company',
  RegistrationCompanyCompleted: '/registration/:hash/company-registration-completed',
  Home: '/admin/home',
  AuctionsList: '/admin/auctions',
  Auction: '/admin/auction/:uuid?',
  ContractsList: '/admin/contracts',
  Contract: '/admin/contracts/:uuid',
  Task: '/admin/task/:uuid?',
  Offer: '/admin/offer/:uuid?',
  TasksList: '/admin/tasks',
  RegionsList: '/admin/regions',
  Region: '/admin/region/:uuid?',
  ShippingPointsList: '/admin/shipping-points',
  ShippingPointView: '/admin/shipping-point/:uuid',
  Monitoring: '/admin/monitoring',
  Offers: '/admin/offers',
  Slots: '/admin/slots',
  Transport: '/admin/transport',
  Discounts: '/admin/discounts',
  EmployeesList: '/admin/employees',
  Employee: '/admin/employees/:uuid',
  UsersList: '/admin/users',
  UsersView: '/admin/users/:uuid',
  RolesList: '/admin/roles',
  RolesView: '/admin/roles/:uuid',
  Prepayment: '/admin/prepayment',
  DocumentsList: '/admin/documents',
  ModerationFarmerList: '/moderation/farmers',
  ModerationFarmer: '/moderation/farmers/:uuid',
  ModerationFarmerEdit: '/moderation/farmers/:uuid/edit',
  AgreementTemplates: '/admin/agreements',
  AgreementRenewal: '/admin/agreement-renewal',
  Deals: '/admin/deals',
  Fleet: '/admin/fleet',
  Prices: '/admin/prices',
  // issue 30: «Расчёты» (docs/settlement.md)
  Settlements: '/admin/settlements',
} as const satisfies Record<RouteName, string>;

export type RoutePath<N extends RouteName> = (typeof ROUTE_PATHS)[N];

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Param}/${infer Tail}`
    ? Param | ParamNames<`/${Tail}`>
    : Rest
  : never;
type Required<P extends string> = Exclude<ParamNames<P>, `${string}?`>;
type Optional<P extends string> = Extract<ParamNames<P>, `${string}?`> extends `${infer O}?` ? O : never;

/** The params a route's path takes: `{ uuid: string }` for `/admin/users/:uuid`. */
export type RouteParams<N extends RouteName> = { [K in Required<RoutePath<N>>]: string } & {
  [K in Optional<RoutePath<N>>]?: string;
};

type ParamsArg<N extends RouteName> = [Required<RoutePath<N>>] extends [never]
  ? [params?: RouteParams<N>]
  : [params: RouteParams<N>];

/** The address of a named route: `pathTo('UsersView', { uuid })`, `pathTo('Contract', { uuid: 'create' })`. */
export function pathTo<N extends RouteName>(name: N, ...[params]: ParamsArg<N>): string {
  const path: string = ROUTE_PATHS[name];
  return generatePath(path, (params ?? {}) as Record<string, string>);
}

/** 'UsersList' → 'users-list': the page file name of a route (see README, page discovery). */
export function routeFileName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** pathTo without the typed params, for code that holds route names in variables (menus, tables). */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  const path: string = ROUTE_PATHS[name];
  return generatePath(path, params);
}
