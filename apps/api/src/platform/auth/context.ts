import type { AccessSubject, Policy, RouteName, Right, UserType } from '@kolos/domain';
import { REGISTRATION_ROUTES } from '@kolos/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/client';
import type { SessionScope } from './tokens';

/** Who is calling, loaded fresh from the database on every request. */
export interface AuthContext {
  userUuid: string;
  sessionUuid: string;
  companyUuid: string | null;
  userType: UserType;
  isSuperUser: boolean;
  scope: SessionScope;
  /** On an impersonated session: the super-user acting as this user. */
  actorUuid: string | null;
  /**
   * On a session a purchaser's super-user opened as this user: his company. Everything the
   * session sees or changes is limited to that company (platform/scope, ADR 0014 and 0062).
   */
  actingForCompanyUuid: string | null;
  subject: AccessSubject;
}

/**
 * What a route asks of its caller. Every route declares it (the guard refuses to start otherwise);
 * `{}` means any logged-in user of a full or impersonated session.
 */
export interface RouteAccessConfig {
  /** Open to guests: the guard establishes no caller. */
  public?: boolean;
  route?: RouteName;
  rights?: Right[];
  userTypes?: UserType[];
  /**
   * Also open to the one-time link's 'registration' session (SPEC 4): the session's own calls.
   * Every other route refuses that session, unless it names one of the Registration routes.
   */
  registration?: boolean;
}

/** A route as the guard registered it: what the router matches and what it asks of the caller. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccessConfig;
  /** The answer never ends while the session lives (Server-Sent Events): probes must not wait for it. */
  streams: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its access declaration, in registration order. */
    routeAccess: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: RouteAccessConfig;
    /** The route answers with an endless stream (see DeclaredRoute). */
    streams?: boolean;
  }
}

const REGISTRATION_POLICIES: Policy[] = REGISTRATION_ROUTES.map((routeName) => ({
  resource: { routeName, params: [] },
  accessRights: ['*'],
}));

interface SessionRow {
  revokedAt: Date | null;
  expiresAt: Date;
  scope: SessionScope;
  actorUuid: string | null;
  userUuid: string;
  active: boolean;
  userType: UserType;
  isSuperUser: boolean;
  companyUuid: string | null;
  policies: Policy[] | null;
  actorUserType: UserType | null;
  actorCompanyUuid: string | null;
}

/** The live session with its user and role, or null when it is revoked, expired or deactivated. */
export async function loadAuthContext(db: Database, sessionUuid: string): Promise<AuthContext | null> {
  const { rows } = await sql<SessionRow>`
    select s.revoked_at, s.expires_at, s.scope, s.actor_uuid, u.uuid as user_uuid, u.active,
           u.user_type, u.is_super_user, u.company_uuid, r.policies,
           au.user_type as actor_user_type, au.company_uuid as actor_company_uuid
      from auth_sessions s
      join users u on u.uuid = s.user_uuid
      left join users au on au.uuid = s.actor_uuid
      left join lateral (
        select ro.policies from group_roles gr join roles ro on ro.uuid = gr.role_uuid
         where gr.group_uuid = u.uuid order by gr.created_at limit 1
      ) r on true
     where s.uuid = ${sessionUuid}`.execute(db);
  const row = rows[0];
  if (!row || row.revokedAt || new Date(row.expiresAt) <= new Date() || !row.active) return null;
  // A platform admin acting keeps his reach; anyone else acts for his company, or not at all.
  const actsForCompany = row.actorUuid !== null && row.actorUserType !== 'admin';
  if (actsForCompany && !row.actorCompanyUuid) return null;
  const policies = row.scope === 'registration' ? REGISTRATION_POLICIES : (row.policies ?? []);
  const userType = row.scope === 'registration' && row.userType === 'admin' ? 'farmer' : row.userType;
  return {
    userUuid: row.userUuid,
    sessionUuid,
    companyUuid: row.companyUuid,
    userType,
    isSuperUser: row.isSuperUser && row.scope === 'full',
    scope: row.scope,
    actorUuid: row.actorUuid,
    actingForCompanyUuid: actsForCompany ? row.actorCompanyUuid : null,
    subject: { userType, policies, isSuperUser: row.isSuperUser },
  };
}

/**
 * Issue 28 point 15 (ADR 0088): the moderator's decision that ended this registration session, or
 * null. Asked only for a session loadAuthContext refused, so the 401 can say what happened.
 */
export async function registrationDecision(
  db: Database,
  sessionUuid: string,
): Promise<'APPROVED' | 'DECLINED' | null> {
  const { rows } = await sql<{ status: string }>`
    select c.status
      from auth_sessions s
      join users u on u.uuid = s.user_uuid
      join companies c on c.uuid = u.company_uuid
     where s.uuid = ${sessionUuid} and s.scope = 'registration' and s.revoked_at is not null
       and c.status in ('APPROVED', 'DECLINED')`.execute(db);
  return (rows[0]?.status as 'APPROVED' | 'DECLINED' | undefined) ?? null;
}
