import type { Policy, Right, UserType } from './rights';
import { ROUTES, resourceOf, type RouteAccess, type RouteName } from './routes';

/** Who is asking: what the access check needs of a session user. */
export interface AccessSubject {
  userType: UserType;
  policies: Policy[];
  isSuperUser?: boolean;
}

export interface AccessRequest {
  /** Overrides the rights the route declares (for example a Delete button on a list). */
  rights?: Right[];
  userTypes?: UserType[];
}

function policiesFor(subject: AccessSubject, route: string): Policy[] {
  const resource = resourceOf(route);
  return subject.policies.filter((p) => p.resource.routeName === resource);
}

/**
 * SPEC 6, the access check. One function for the web guard, the menu, the buttons and the API.
 * - no subject: only guest routes;
 * - guest-only routes (Login) are closed to a logged-in user, admin included;
 * - admin passes everything else; Home is open to every logged-in user;
 * - otherwise a policy for the route must exist, and when rights are asked for,
 *   a policy must list one of them or the wildcard;
 * - an optional user-type list restricts further;
 * - a super-user route opens to the company's super-user, with no policy asked.
 */
export function canAccess(
  subject: AccessSubject | null,
  route: RouteName | string,
  request: AccessRequest = {},
): boolean {
  const declared: RouteAccess = (ROUTES as Record<string, RouteAccess>)[route] ?? {};
  if (!subject) return declared.guest !== undefined;
  if (declared.guest === 'only') return false;
  if (declared.guest === 'also') return true;
  const userTypes = request.userTypes ?? declared.userTypes;
  if (userTypes && subject.userType !== 'admin' && !userTypes.includes(subject.userType)) {
    return false;
  }
  if (subject.userType === 'admin') return !declared.companyOnly;
  if (route === 'Home') return true;
  if (declared.superUser) return subject.isSuperUser === true;
  const policies = policiesFor(subject, route);
  if (policies.length === 0) return false;
  const rights = request.rights ?? declared.rights;
  if (!rights || rights.length === 0) return true;
  return policies.some((p) => p.accessRights.some((r) => r === '*' || rights.includes(r)));
}

/**
 * SPEC 6 param check: denies when the user's policy for the route carries the named param
 * (for example hidePrice). Used to hide actions or prices.
 */
export function paramAllows(subject: AccessSubject | null, route: string, param: string): boolean {
  if (!subject) return false;
  if (subject.userType === 'admin') return true;
  const policies = policiesFor(subject, route);
  // A policy without the param (for example 'Monitoring: all') outweighs a restricted one.
  if (policies.some((p) => !p.resource.params.includes(param))) return true;
  return policies.length === 0;
}

/**
 * Money hidden from the user everywhere: a trading policy that carries hidePrice (the restricted
 * Monitoring or tenders item, SPEC 6) hides every price in every answer, not only on its screen.
 */
export function hidesAnyPrice(subject: AccessSubject | null): boolean {
  return (
    !paramAllows(subject, 'AuctionsList', 'hidePrice') || !paramAllows(subject, 'Monitoring', 'hidePrice')
  );
}
