import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  createGroupsBody,
  createRoleBody,
  groupRolesBody,
  groupSchema,
  roleSchema,
  roleUuidsBody,
  rolesListQuery,
  rolesPageSchema,
  updateRoleBody,
} from '@kolos/domain/roles';
import { authOf } from '../../platform/auth/guard';
import { typed, uuidParam } from '../../platform/http';
import * as roles from './service';
import * as groups from './groups';

const tags = ['roles'];
const ok = z.object({ ok: z.boolean() });
const uuids = z.object({ uuids: z.array(text()) });
/** SPEC 6 Buttons by right: a role's edit and delete need Update on RolesView (Delete also serves). */
const roleRemoval = {
  access: { route: 'RolesView' as const, rights: ['update' as const, 'delete' as const] },
};
const userGroups = { access: { route: 'UsersView' as const, rights: ['update' as const] } };

/** SPEC 7 Roles and groups. */
export default async function rolesRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/roles',
    {
      config: { access: { route: 'RolesList' } },
      schema: {
        operationId: 'roles.list',
        summary: 'Роли',
        tags,
        querystring: rolesListQuery,
        response: { 200: rolesPageSchema },
      },
    },
    async (req) => roles.listRoles(deps, authOf(req), req.query),
  );
  app.get(
    '/roles/:id',
    {
      config: { access: {} },
      schema: {
        operationId: 'roles.get',
        summary: 'Роль',
        tags,
        params: uuidParam,
        response: { 200: roleSchema },
      },
    },
    async (req) => roles.getRole(deps, authOf(req), req.params.id),
  );
  app.post(
    '/roles',
    {
      config: { access: { route: 'RolesView', rights: ['create'] } },
      schema: {
        operationId: 'roles.create',
        summary: 'Создать роль',
        tags,
        body: createRoleBody,
        response: { 200: roleSchema },
      },
    },
    async (req) => roles.createRole(deps, authOf(req), req.body),
  );
  app.put(
    '/roles',
    {
      config: { access: { route: 'RolesView', rights: ['update'] } },
      schema: {
        operationId: 'roles.update',
        summary: 'Изменить роль',
        tags,
        body: updateRoleBody,
        response: { 200: roleSchema },
      },
    },
    async (req) => roles.updateRole(deps, authOf(req), req.body),
  );
  app.delete(
    '/roles/delete',
    {
      config: roleRemoval,
      schema: {
        operationId: 'roles.deleteMany',
        summary: 'Удалить несколько ролей',
        tags,
        body: roleUuidsBody,
        response: { 200: uuids },
      },
    },
    async (req) => roles.deleteRoles(deps, authOf(req), req.body.uuids),
  );
  app.delete(
    '/roles/:id',
    {
      config: roleRemoval,
      schema: {
        operationId: 'roles.delete',
        summary: 'Удалить роль',
        tags,
        params: uuidParam,
        response: { 200: uuids },
      },
    },
    async (req) => roles.deleteRoles(deps, authOf(req), [req.params.id]),
  );

  app.get(
    '/groups/:id',
    {
      config: { access: {} },
      schema: {
        operationId: 'roles.groups.get',
        summary: 'Группа ролей',
        tags,
        params: uuidParam,
        response: { 200: groupSchema },
      },
    },
    async (req) => groups.getGroup(deps, authOf(req), req.params.id),
  );
  app.post(
    '/group',
    {
      config: { access: { route: 'UsersView', rights: ['create', 'update'] } },
      schema: {
        operationId: 'roles.groups.create',
        summary: 'Создать группу ролей',
        tags,
        body: createGroupsBody,
        response: { 200: uuids },
      },
    },
    async (req) => groups.createGroups(deps, authOf(req), req.body.groups),
  );
  const groupRoleOps = {
    post: { operationId: 'roles.groups.addRole', summary: 'Добавить роли в группу' },
    put: { operationId: 'roles.groups.updateRole', summary: 'Задать роли группы' },
  };
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/group/role',
      {
        config: userGroups,
        schema: { ...groupRoleOps[method], tags, body: groupRolesBody, response: { 200: ok } },
      },
      async (req) => groups.setGroupRoles(deps, authOf(req), req.body.roles),
    );
  }
  app.delete(
    '/group/roles',
    {
      config: userGroups,
      schema: {
        operationId: 'roles.groups.removeRoles',
        summary: 'Убрать роли из группы',
        tags,
        body: groupRolesBody,
        response: { 200: ok },
      },
    },
    async (req) => groups.removeGroupRoles(deps, authOf(req), req.body.roles),
  );
  app.delete(
    '/group/:id',
    {
      config: userGroups,
      schema: {
        operationId: 'roles.groups.delete',
        summary: 'Удалить группу ролей',
        tags,
        params: uuidParam,
        response: { 200: ok },
      },
    },
    async (req) => groups.deleteGroup(deps, authOf(req), req.params.id),
  );
}
