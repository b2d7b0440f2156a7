import { z } from 'zod';
import { text } from '../common/text';
import { MSG } from '../common/messages';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from '../common/constants';
import { ROLE_ERRORS } from './messages';

const required = MSG.requiredUserForm;

/** SPEC 5 Role: the name is required ('Заполните это поле'). */
export const roleNameSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(100, { error: 'Не более 100 символов' });

/** SPEC 3 Role on the wire: accessRights is one comma-joined string. */
export const wirePolicySchema = z.object({
  resource: z.object({
    routeName: text().min(1).max(100),
    params: z.array(text().max(100)).max(20).default([]),
  }),
  accessRights: text().max(100),
});

/** The role editor (SPEC 2.3): a name and at least one ticked catalogue item. */
export const roleFormSchema = z.object({
  name: roleNameSchema,
  items: z.array(text()).min(1, { error: ROLE_ERRORS.noItems }),
});
export type RoleForm = z.infer<typeof roleFormSchema>;

/** POST /roles: an admin also names the company the role belongs to. */
export const createRoleBody = z.object({
  name: roleNameSchema,
  policies: z.array(wirePolicySchema).max(100),
  companyUuid: text().uuid().nullish(),
});

/** PUT /roles. */
export const updateRoleBody = z.object({
  uuid: text().uuid({ error: 'Неверный идентификатор роли' }),
  name: roleNameSchema,
  policies: z.array(wirePolicySchema).max(100),
});

/** DELETE /roles/delete. */
export const roleUuidsBody = z.object({
  uuids: z
    .array(text().uuid({ error: 'Неверный идентификатор роли' }))
    .min(1)
    .max(MAX_LIST_LIMIT),
});

/** GET /roles: the roles list (search over any field, server paging). */
export const rolesListQuery = z.object({
  any: text().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_PAGE_SIZE),
  companyUuid: text().uuid().optional(),
});

export const roleSchema = z.object({
  uuid: text(),
  name: text(),
  companyUuid: text().nullable().optional(),
  policies: z.array(
    z.object({
      resource: z.object({ routeName: text(), params: z.array(text()) }),
      accessRights: text(),
    }),
  ),
});
export type WireRole = z.infer<typeof roleSchema>;

export const roleListItemSchema = z.object({
  uuid: text(),
  name: text(),
  companyUuid: text().nullable(),
  company: z.object({ name: text() }).nullable(),
});
export type RoleListItem = z.infer<typeof roleListItemSchema>;
export const rolesPageSchema = z.object({ roles: z.array(roleListItemSchema), total: z.number().int() });

/** SPEC 7 groups: a group and the roles it holds (a user's group: its first item is the user's role). */
export const groupSchema = z.object({
  uuid: text(),
  name: text(),
  companyUuid: text().nullable(),
  groups: z.array(z.object({ uuid: text(), name: text(), roleUuid: text() })),
});
export type Group = z.infer<typeof groupSchema>;

/** POST /group: employee creation binds a user's group to a role. */
export const createGroupsBody = z.object({
  groups: z
    .array(
      z.object({
        uuid: text().uuid(),
        name: text().trim().max(200).default(''),
        roleUuid: text().uuid(),
      }),
    )
    .min(1)
    .max(100),
});

/** POST and PUT /group/role, DELETE /group/roles: role bindings of groups. */
export const groupRolesBody = z.object({
  roles: z
    .array(z.object({ roleUuid: text().uuid(), groupUuid: text().uuid() }))
    .min(1)
    .max(100),
});
