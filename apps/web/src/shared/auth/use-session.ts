import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canAccess, paramAllows, type AccessSubject, type Right, type RouteName } from '@kolos/domain';
import { isApiError } from '../api/api-error';
import { decodeAccessToken } from './jwt';
import { fullName, loadSessionUser, type SessionUser } from './session-user';
import { sessionKeys } from './session-keys';
import { signOut } from './sign-out';
import { isImpersonatedTab } from './token-store';
import { useTokens } from './use-tokens';

export interface Session {
  /** The signed-in user, null for a guest (or while loading). */
  user: SessionUser | null;
  /** What canAccess needs; null for a guest. */
  subject: AccessSubject | null;
  /** Tokens are stored and the user is still being loaded. */
  isLoading: boolean;
  /**
   * Tokens are stored but the user could not be loaded for want of a network (issue 29 point 19:
   * the app started offline from the service worker): the session is kept, not ended — it loads
   * when the network is back.
   */
  unreachable: boolean;
  /** 'Фамилия Имя Отчество' of the user, '' for a guest. */
  displayName: string;
  /** This tab acts as another user (SPEC 6 'Войти под этим пользователем'). */
  isImpersonated: boolean;
  /** SPEC 6 access check for the user: `can('UsersView', ['create'])`. */
  can: (route: RouteName, rights?: Right[]) => boolean;
  /** SPEC 6 param check: false when the user's policy carries the param (e.g. 'hidePrice'). */
  allows: (route: RouteName, param: string) => boolean;
  /** Reloads the user and their roles (e.g. after editing one's own role). */
  reload: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** A call that never reached the server (status 0), as opposed to its answer. */
const unreachableBy = (error: unknown) => isApiError(error) && error.status === 0;

export function useSession(): Session {
  const tokens = useTokens();
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  const uuid = claims?.uuid ?? null;
  const scope = claims?.scope ?? 'full';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionKeys.user(uuid ?? '', scope),
    queryFn: () => loadSessionUser(uuid!, scope, claims?.roles),
    enabled: uuid !== null,
    staleTime: Infinity,
    retry: 1,
    // The server out of reach (the browser may still say "online"): asked again until it answers.
    refetchInterval: (q) => (q.state.data === undefined && unreachableBy(q.state.error) ? 10_000 : false),
  });
  const user = uuid !== null ? (query.data ?? null) : null;
  const subject = useMemo<AccessSubject | null>(
    () => (user ? { userType: user.userType, policies: user.policies, isSuperUser: user.isSuperUser } : null),
    [user],
  );
  const can = useCallback(
    (route: RouteName, rights?: Right[]) => canAccess(subject, route, rights ? { rights } : {}),
    [subject],
  );
  const allows = useCallback(
    (route: RouteName, param: string) => paramAllows(subject, route, param),
    [subject],
  );
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    [queryClient],
  );
  return {
    user,
    subject,
    isLoading: uuid !== null && query.isPending,
    unreachable: uuid !== null && !query.data && unreachableBy(query.error),
    displayName: user ? fullName(user) : '',
    isImpersonated: isImpersonatedTab() || scope === 'impersonation' || Boolean(user?.actorUuid),
    can,
    allows,
    reload,
    signOut,
  };
}
