import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WirePolicy } from '@kolos/domain';
import { roleSchema, rolesPageSchema, type WireRole } from '@kolos/domain/roles';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const roles = service('roles');

export interface RolesListParams {
  any: string;
  offset: number;
  limit: number;
}

/** Query keys of the roles resource (all / lists / list / details / detail). */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (params: RolesListParams) => [...roleKeys.lists(), params] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...roleKeys.details(), uuid] as const,
};

/** GET /roles: a page of the roles list (SPEC 2.2), searched and paged on the server. */
export const rolesListQuery = (params: RolesListParams) =>
  queryOptions({
    queryKey: roleKeys.list(params),
    queryFn: async ({ signal }) =>
      rolesPageSchema.parse(await roles(() => http.get('/roles', { query: { ...params }, signal }))),
    placeholderData: keepPreviousData,
  });

export const useRolesList = (params: RolesListParams) => useQuery(rolesListQuery(params));

/** GET /roles/{id}: a role with its policies; a role that cannot be found comes back named 'not setup'. */
export const roleQuery = (uuid: string) =>
  queryOptions({
    queryKey: roleKeys.detail(uuid),
    queryFn: async ({ signal }) =>
      roleSchema.parse(await roles(() => http.get(`/roles/${uuid}`, { signal }))),
  });

export const useRole = (uuid: string | null) =>
  useQuery({ ...roleQuery(uuid ?? ''), enabled: uuid !== null });

export interface RoleBody {
  uuid?: string;
  name: string;
  policies: WirePolicy[];
  companyUuid?: string | null;
}

/** POST /roles or PUT /roles; errors are shown by the page (notify: false). */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RoleBody): Promise<WireRole> =>
      roleSchema.parse(
        await roles(() =>
          body.uuid
            ? http.put('/roles', body, { notify: false })
            : http.post('/roles', body, { notify: false }),
        ),
      ),
    onSuccess: (role) => {
      client.setQueryData(roleKeys.detail(role.uuid), role);
      return client.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}

/** DELETE /roles/{id}. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => roles(() => http.delete(`/roles/${uuid}`, { notify: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
