import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupSchema } from '@kolos/domain/roles';
import { managedUserSchema, usersPageSchema, type ManagedUser, type UserForm } from '@kolos/domain/users';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const users = service('users');
const roles = service('roles');

export interface UsersListParams {
  any: string;
  page: number;
  size: number;
  /** The employees list asks for the caller's company; the users list for everyone visible. */
  companyUuid?: string | null;
}

/** Query keys of the users resource (all / lists / list / details / detail). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...userKeys.details(), uuid] as const,
  assignable: (companyUuid: string) => [...userKeys.all, 'assignable-roles', companyUuid] as const,
};

/** POST /v2/users: a page of users (SPEC 2.4, 2.6), searched and paged on the server. */
export const usersListQuery = (params: UsersListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: async ({ signal }) =>
      usersPageSchema.parse(
        await users(() =>
          http.post(
            '/v2/users',
            {
              any: params.any || undefined,
              pagination: { page: params.page, size: params.size },
              companyUuid: params.companyUuid ?? undefined,
            },
            { signal },
          ),
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const useUsersList = (params: UsersListParams) => useQuery(usersListQuery(params));

/** GET /user/{id}. */
export const userQuery = (uuid: string) =>
  queryOptions({
    queryKey: userKeys.detail(uuid),
    queryFn: async ({ signal }) =>
      managedUserSchema.parse(await users(() => http.get(`/user/${uuid}`, { signal }))),
    // a missing or foreign user is 404 at once (SPEC 8 on the form), not after retries
    retry: false,
  });

export const useUser = (uuid: string | null) =>
  useQuery({ ...userQuery(uuid ?? ''), enabled: uuid !== null });

/** SPEC 7: the role selector lists the roles of the company's group (GET /groups/{companyUuid}). */
export const useAssignableRoles = (companyUuid: string | null) =>
  useQuery({
    queryKey: userKeys.assignable(companyUuid ?? ''),
    queryFn: async ({ signal }) => {
      const group = groupSchema.parse(await roles(() => http.get(`/groups/${companyUuid}`, { signal })));
      return group.groups.map((g) => ({ roleUuid: g.roleUuid, name: g.name }));
    },
    enabled: companyUuid !== null,
  });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export type UserBody = UserForm & { companyUuid?: string | null };

/** POST /add-company-user (answers the new uuid) or PUT /user/{uuid}; the page shows errors. */
export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string | null; body: UserBody }) =>
      users(() =>
        uuid
          ? http.put<ManagedUser>(`/user/${uuid}`, body, { notify: false })
          : http.post<{ uuid: string }>('/add-company-user', body, { notify: false }),
      ),
    onSuccess: invalidate,
  });
}

/** PUT /delete-company-user (deactivate) or /recover-company-user (activate), in bulk. */
export function useSetActive() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ uuids, active }: { uuids: string[]; active: boolean }) =>
      users(() =>
        http.put(active ? '/recover-company-user' : '/delete-company-user', { uuids }, { notify: false }),
      ),
    onSuccess: invalidate,
  });
}

/** POST /resetpwd-company-user: the server e-mails the user a link to set a new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (uuid: string) =>
      users(() => http.post('/resetpwd-company-user', { uuid }, { notify: false })),
  });
}

/** GET /user/super/phone-token/{phone}: tokens of a farmer's session for a super-user (SPEC 6). */
export function useImpersonate() {
  return useMutation({
    mutationFn: async (phone: string) => {
      const pair = await users(() =>
        http.get<{ accessToken: string; refreshToken: string }>(
          `/user/super/phone-token/${encodeURIComponent(phone)}`,
          {
            notify: false,
          },
        ),
      );
      return pair;
    },
  });
}
