/** SPEC 3 Role and 6: the rights a policy can grant; '*' is All. */
export const RIGHTS = ['*', 'read', 'create', 'update', 'delete'] as const;
export type Right = (typeof RIGHTS)[number];

export const USER_TYPES = ['purchaser', 'farmer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** SPEC 3 Session user: the further enum. */
export const PURCHASER_KINDS = ['DEFAULT', 'PURCHASING_MANAGER'] as const;

export interface Policy {
  resource: { routeName: string; params: string[] };
  accessRights: Right[];
}

/** On the wire accessRights is one comma-joined string (SPEC 3 Role). */
export interface WirePolicy {
  resource: { routeName: string; params: string[] };
  accessRights: string;
}

export function policyToWire(p: Policy): WirePolicy {
  return { resource: p.resource, accessRights: p.accessRights.join(',') };
}

export function policyFromWire(p: WirePolicy): Policy {
  const rights = p.accessRights
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Right => (RIGHTS as readonly string[]).includes(r));
  return {
    resource: { routeName: p.resource.routeName, params: p.resource.params ?? [] },
    accessRights: rights,
  };
}

/** The main role every back-office employee holds (SPEC 2.5, 6). */
export const MAIN_ROLE_PURCHASER = 'Закупщик';
/** The role name a farmer holds; impersonation is offered only for it (SPEC 6). */
export const FARMER_ROLE = 'farmer';
/** The restricted role a one-time login link gives (SPEC 4 Login). */
export const REGISTRATION_ROLE = 'registration';
/** What a role lookup answers when it finds nothing (SPEC 3 Role). */
export const ROLE_NOT_SETUP = 'not setup';
